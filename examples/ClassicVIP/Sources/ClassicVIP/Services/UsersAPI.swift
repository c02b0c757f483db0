import Foundation

/// The production users store: one GET per user, decoded with `JSONDecoder`.
public class UsersAPI: UsersStoreProtocol {
  private let baseURL: URL
  private let session: URLSession

  /// - Parameters:
  ///   - baseURL: The server; jsonplaceholder unless a staging or stub server is wanted.
  ///   - session: `.shared` in the app; a session with its own configuration otherwise.
  public init(baseURL: URL = JSONPlaceholder.baseURL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  public func fetchUser(id: Int, completion: @escaping (Result<User, UsersStoreError>) -> Void) {
    let url = baseURL.appendingPathComponent("users").appendingPathComponent(String(id))
    session.dataTask(with: url) { data, response, error in
      let result = UsersAPI.result(data: data, response: response, error: error)
      // Callers update the UI with the answer: hand it over on the main queue.
      DispatchQueue.main.async { completion(result) }
    }.resume()
  }

  /// Turns what the data task delivered into a user or the reason there is none.
  static func result(data: Data?, response: URLResponse?, error: Error?) -> Result<
    User, UsersStoreError
  > {
    if let error = error {
      return .failure(.network(description: error.localizedDescription))
    }
    if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
      return .failure(.badStatus(code: http.statusCode))
    }
    guard let data = data, let user = try? JSONDecoder().decode(User.self, from: data) else {
      return .failure(.undecodable)
    }
    return .success(user)
  }
}

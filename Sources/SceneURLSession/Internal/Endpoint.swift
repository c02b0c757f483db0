import ExampleData
import Foundation

/// A served URL, read as the data call it stands for.
enum Endpoint {
  case users
  case user(id: Int)
  case posts(userId: Int)
  case image

  init?(_ url: URL, _ routes: RequestAnswerer.Routes) {
    let parts = url.path.split(separator: "/").map(String.init)
    switch routes {
    case .images:
      let name = url.path.lowercased()
      guard name.hasSuffix(".jpg") || name.hasSuffix(".jpeg") || name.hasSuffix(".png") else {
        return nil
      }
      self = .image
    case .jsonPlaceholder:
      let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
      switch parts {
      case ["users"]: self = .users
      case let path where path.count == 2 && path[0] == "users":
        guard let id = Int(path[1]) else { return nil }
        self = .user(id: id)
      case ["posts"]:
        guard let userId = query.first(where: { $0.name == "userId" })?.value.flatMap(Int.init)
        else { return nil }
        self = .posts(userId: userId)
      default: return nil
      }
    }
  }

  /// The path and query a jsonplaceholder-shaped server (`--data-url`) is asked.
  var path: String {
    switch self {
    case .users: "/users"
    case .posts: "/posts"
    case .user(let id): "/users/\(id)"
    case .image: "/images/root.png"
    }
  }

  var query: [URLQueryItem] {
    guard case .posts(let userId) = self else { return [] }
    return [URLQueryItem(name: "userId", value: "\(userId)")]
  }

  /// The data call it stands for, as a fault's note names it: `user(id: 3)`.
  var description: String {
    switch self {
    case .users: "users()"
    case .user(let id): "user(id: \(id))"
    case .posts(let userId): "posts(userId: \(userId))"
    case .image: "image()"
    }
  }

  /// The answer's body, as jsonplaceholder (or the image host) sends it.
  func body(from source: any UserDataSource) async throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    switch self {
    case .users: return try encoder.encode(try await source.users())
    case .user(let id): return try encoder.encode(try await source.user(id: id))
    case .posts(let userId): return try encoder.encode(try await source.posts(userId: userId))
    case .image: return Data(try await source.image())
    }
  }
}

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads the data from a jsonplaceholder-shaped server over HTTP (`--data-url`).
///
/// Every failure becomes a `DataSourceError` the scene shows as its own error: a 404 for one
/// user is `.notFound`, any other failed status, an unreachable host or a timeout is
/// `.network`, a body that is not the expected JSON (or image) is `.malformed`. Cancelling the
/// calling task cancels the request and throws `CancellationError`.
public struct HTTPDataSource: UserDataSource {
  /// The server's root; a path prefix (`http://host/api`) is kept in front of every endpoint.
  public let baseURL: URL
  /// The longest a request may take, from connecting to the last byte.
  public let timeout: Duration
  private let session: Session

  public init(baseURL: URL, timeout: Duration = .seconds(5)) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.session = Session(timeout: timeout)
  }

  public func users() async throws -> [User] {
    try decode(await fetch(.users))
  }

  public func user(id: Int) async throws -> User {
    try decode(await fetch(.user(id: id)))
  }

  public func posts(userId: Int) async throws -> [Post] {
    try decode(await fetch(.posts(userId: userId)))
  }

  public func image() async throws -> [UInt8] {
    let bytes = Array(try await fetch(.image))
    // A 200 with an HTML page (a proxy's or a fallback route's) is not an image; the Root scene
    // only reads PNG and JPEG.
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    guard bytes.starts(with: png) || bytes.starts(with: jpeg) else {
      throw DataSourceError.malformed
    }
    return bytes
  }

  // MARK: - Requests

  /// The server's endpoints, relative to the base URL.
  enum Endpoint: Equatable {
    case users
    case user(id: Int)
    case posts(userId: Int)
    case image

    var path: String {
      switch self {
      case .users: "/users"
      case .user(let id): "/users/\(id)"
      case .posts: "/posts"
      case .image: "/images/root.png"
      }
    }

    var queryItems: [URLQueryItem] {
      switch self {
      case .posts(let userId): [URLQueryItem(name: "userId", value: String(userId))]
      case .users, .user, .image: []
      }
    }
  }

  /// The endpoint's URL under the base URL, keeping its path prefix and any query it carries
  /// (an API key, say); nil when the base URL cannot take a path.
  func url(for endpoint: Endpoint) -> URL? {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      return nil
    }
    var prefix = components.percentEncodedPath
    while prefix.hasSuffix("/") { prefix.removeLast() }
    components.percentEncodedPath = prefix + endpoint.path
    let query = (components.queryItems ?? []) + endpoint.queryItems
    components.queryItems = query.isEmpty ? nil : query
    return components.url
  }

  private func fetch(_ endpoint: Endpoint) async throws -> Data {
    try Task.checkCancellation()
    guard let url = url(for: endpoint) else { throw DataSourceError.network }
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")

    let data: Data
    let status: Int
    do {
      (data, status) = try await exchange(request)
    } catch {
      // Cancelling the calling task cancels the data task, which then fails with
      // URLError.cancelled; the caller asked for that, so it is no network problem.
      throw Task.isCancelled ? CancellationError() : DataSourceError.network
    }
    switch status {
    case 200..<300:
      return data
    case 404 where endpoint.isOneRecord:
      throw DataSourceError.notFound
    default:
      throw DataSourceError.network
    }
  }

  /// Sends the request and returns the body and status, within `timeout`.
  ///
  /// FoundationNetworking on Linux truncates its timeouts to whole seconds (0.5 s fails at once)
  /// and did not apply the resource timeout, so the deadline is kept here; URLSession's own
  /// timeouts, rounded up, only back it up. Its async `data(for:)` does cancel the data task
  /// when the task is cancelled (checked on Linux), which ends the losing side of the race.
  private func exchange(_ request: URLRequest) async throws -> (Data, Int) {
    let urlSession = session.urlSession
    let timeout = self.timeout
    return try await withThrowingTaskGroup(of: (Data, Int)?.self) { group in
      group.addTask {
        let (data, response) = try await urlSession.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, http.statusCode)
      }
      group.addTask {
        try await DeadlineTimer.sleep(for: timeout)
        return nil
      }
      defer { group.cancelAll() }
      guard let first = try await group.next(), let result = first else {
        throw URLError(.timedOut)
      }
      return result
    }
  }

  private func decode<Value: Decodable>(_ data: Data) throws -> Value {
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      throw DataSourceError.malformed
    }
  }
}

extension HTTPDataSource.Endpoint {
  /// A 404 here means the record is missing; on a list it means the server is not the one we
  /// expected, which is a network problem.
  fileprivate var isOneRecord: Bool {
    if case .user = self { return true }
    return false
  }
}

extension HTTPDataSource {
  /// Owns the URLSession so that it is invalidated when the last copy of the data source goes;
  /// a session that is never invalidated keeps its resources for the life of the process.
  private final class Session: Sendable {
    let urlSession: URLSession

    init(timeout: Duration) {
      // Whole seconds, at least one: FoundationNetworking would truncate 0.5 s to 0 and fail
      // every request at once. The exact deadline is HTTPDataSource.exchange's.
      let seconds = Double(timeout.components.seconds + 1)
      let configuration = URLSessionConfiguration.ephemeral
      configuration.timeoutIntervalForRequest = seconds
      configuration.timeoutIntervalForResource = seconds
      // Polling must see the server's current data, never a cached answer.
      configuration.requestCachePolicy = .reloadIgnoringLocalAndRemoteCacheData
      configuration.urlCache = nil
      urlSession = URLSession(configuration: configuration)
    }

    deinit {
      urlSession.finishTasksAndInvalidate()
    }
  }
}

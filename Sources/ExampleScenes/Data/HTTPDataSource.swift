import Foundation
import SceneRuntime

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
  /// Where each failure says what happened on the wire (`GET …/users: connection refused`):
  /// the scene's own alert keeps the seed's words, which say nothing of the URL or the cause.
  private let events: SceneEvents?

  public init(baseURL: URL, timeout: Duration = .seconds(5), events: SceneEvents? = nil) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.session = Session(timeout: timeout)
    self.events = events
  }

  public func users() async throws -> [User] {
    try await fetchDecoded(.users)
  }

  public func user(id: Int) async throws -> User {
    try await fetchDecoded(.user(id: id))
  }

  public func posts(userId: Int) async throws -> [Post] {
    try await fetchDecoded(.posts(userId: userId))
  }

  public func image() async throws -> [UInt8] {
    let (data, url) = try await fetch(.image)
    let bytes = Array(data)
    // A 200 with an HTML page (a proxy's or a fallback route's) is not an image; the Root scene
    // only reads PNG and JPEG.
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF]
    guard bytes.starts(with: png) || bytes.starts(with: jpeg) else {
      report(url, "not a PNG or JPEG image (\(bytes.count) bytes)")
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

  /// The body of a successful answer, and the URL it came from.
  private func fetch(_ endpoint: Endpoint) async throws -> (Data, URL) {
    try Task.checkCancellation()
    guard let url = url(for: endpoint) else {
      report(baseURL, "cannot add \(endpoint.path) to this URL")
      throw DataSourceError.network
    }
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")

    let data: Data
    let status: Int
    do {
      (data, status) = try await exchange(request)
    } catch {
      // Cancelling the calling task cancels the data task, which then fails with
      // URLError.cancelled; the caller asked for that, so it is no network problem.
      if Task.isCancelled { throw CancellationError() }
      report(url, reason(for: error))
      throw DataSourceError.network
    }
    guard (200..<300).contains(status) else {
      report(url, "HTTP \(status)")
      throw status == 404 && endpoint.isOneRecord ? DataSourceError.notFound : .network
    }
    return (data, url)
  }

  private func fetchDecoded<Value: Decodable>(_ endpoint: Endpoint) async throws -> Value {
    let (data, url) = try await fetch(endpoint)
    do {
      return try JSONDecoder().decode(Value.self, from: data)
    } catch {
      report(url, Self.reason(forDecoding: error, of: data))
      throw DataSourceError.malformed
    }
  }

  /// Says what happened to a request, as a note: `GET http://…/users: connection refused`.
  private func report(_ url: URL, _ reason: String) {
    events?.emit("GET \(url.absoluteString): \(reason)")
  }

  /// A failed exchange in a few words: what a person would check first.
  private func reason(for error: any Error) -> String {
    guard let error = error as? URLError else { return "\(error)" }
    switch error.code {
    case .cannotConnectToHost: return "connection refused"
    case .timedOut: return "timed out after \(DurationFormat.string(timeout))"
    case .cannotFindHost, .dnsLookupFailed: return "host not found"
    case .networkConnectionLost: return "connection lost"
    case .badServerResponse: return "not an HTTP answer"
    default: return "network error \(error.code.rawValue)"
    }
  }

  /// Where a body stopped being the JSON the scene expects: the byte of broken JSON, or the
  /// path of a value of the wrong shape.
  static func reason(forDecoding error: any Error, of body: Data) -> String {
    switch error {
    case DecodingError.dataCorrupted:
      return brokenJSON(body)
    case DecodingError.keyNotFound(let key, let context):
      return "unexpected JSON: no \(path(context.codingPath + [key]))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "unexpected JSON at \(path(context.codingPath))"
    default:
      return "malformed JSON"
    }
  }

  /// Where `body` stops being JSON. JSONDecoder on Linux does not say; JSONSerialization's
  /// message does ("around character 8"), and its words are all there is to read.
  private static func brokenJSON(_ body: Data) -> String {
    do {
      _ = try JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
    } catch {
      let message = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      if let range = message.range(of: "around character "),
        let index = Int(message[range.upperBound...].prefix { $0.isNumber })
      {
        return "malformed JSON at byte \(index)"
      }
      if message.contains("end of file") {
        return "malformed JSON: it ends early, at byte \(body.count)"
      }
    }
    return "malformed JSON"
  }

  /// `[0].id`, as the shell writes paths.
  private static func path(_ keys: [any CodingKey]) -> String {
    let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
      .joined()
    return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "the top" : text)
  }

  /// Sends the request and returns the body and status, within `timeout`.
  ///
  /// FoundationNetworking on Linux truncates its timeouts to whole seconds (0.5 s fails at once)
  /// and did not apply the resource timeout, so the deadline is kept here; URLSession's own
  /// timeouts, rounded up, only back it up. `DataTaskCall` cancels the data task when the
  /// task is cancelled, which ends the losing side of the race.
  private func exchange(_ request: URLRequest) async throws -> (Data, Int) {
    let urlSession = session.urlSession
    let timeout = self.timeout
    return try await withThrowingTaskGroup(of: (Data, Int)?.self) { group in
      group.addTask {
        try await DataTaskCall.perform(request, on: urlSession)
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

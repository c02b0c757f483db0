internal import CCurl
import Foundation
import SceneRuntime
import StateDiff

/// Reads the data from a jsonplaceholder-shaped server over HTTP (`--data-url`).
///
/// Every failure becomes a `DataSourceError` the scene shows as its own error: a 404 for one
/// user is `.notFound`, any other failed status, an unreachable host or a timeout is
/// `.network`, a body that is not the expected JSON (or image) is `.malformed`. Cancelling the
/// calling task cancels the request and throws `CancellationError`.
///
/// Requests go through libcurl, each on a thread of its own (`CurlTransfer`).
public struct HTTPDataSource: UserDataSource {
  /// The server's root; a path prefix (`http://host/api`) is kept in front of every endpoint.
  public let baseURL: URL
  /// The longest a request may take, from connecting to the last byte (to the millisecond).
  public let timeout: Duration
  /// Where each failure says what happened on the wire (`GET …/users: connection refused`):
  /// the scene's own alert keeps the seed's words, which say nothing of the URL or the cause.
  private let events: SceneEvents?

  /// The most an answer's body may be; past it the request fails (`answer over 256 MiB`)
  /// instead of reading what a broken server might send until the deadline. 256 MiB holds
  /// about 600,000 jsonplaceholder users.
  public let maxAnswerBytes: Int

  public init(
    baseURL: URL, timeout: Duration = .seconds(5), events: SceneEvents? = nil,
    maxAnswerBytes: Int = 256 << 20
  ) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.events = events
    self.maxAnswerBytes = maxAnswerBytes
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
    url(path: endpoint.path, query: endpoint.queryItems)
  }

  /// `path` (from `/`) under the base URL, with the base's query and then `query`.
  private func url(path: String, query: [URLQueryItem]) -> URL? {
    var added = URLComponents()
    added.queryItems = query.isEmpty ? nil : query
    return url(percentEncodedPath: path, query: added.percentEncodedQuery)
  }

  /// `path` (from `/`, percent-encoded) under the base URL, with the base's query and then
  /// `query` (percent-encoded), each exactly as written: decoded into items and encoded again,
  /// `a%2Bb` would go out as `a+b`, which a form parser reads as "a b".
  private func url(percentEncodedPath path: String, query: String?) -> URL? {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
      return nil
    }
    var prefix = components.percentEncodedPath
    while prefix.hasSuffix("/") { prefix.removeLast() }
    components.percentEncodedPath = prefix + (path.hasPrefix("/") ? path : "/" + path)
    let joined = [components.percentEncodedQuery, query]
      .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "&")
    components.percentEncodedQuery = joined.isEmpty ? nil : joined
    return components.url
  }

  /// What a server answered a request passed on to it: status, header fields and body, as they
  /// came.
  public struct Forwarded: Sendable {
    public let status: Int
    public let headers: [(name: String, value: String)]
    public let body: Data
  }

  /// Passes on a request a scene made to any host: the same method, path, query and body,
  /// sent under the base URL (`https://api.example.com/v1/a.json?k=1` goes to
  /// `BASE/v1/a.json?k=1`), with the scene's own header lines. Whatever the status, the answer
  /// is returned as it came, with no note (`trace` shows it, and a replay of it from
  /// `--record-answers` prints the same); only no answer at all (refused, timed out, not HTTP)
  /// throws `.network`, with its note.
  public func forward(
    method: String, percentEncodedPath path: String, query: String?, body: Data?,
    headers: [String]
  ) async throws -> Forwarded {
    try Task.checkCancellation()
    guard let url = url(percentEncodedPath: path, query: query) else {
      report(baseURL, "cannot add \(path) to this URL", method: method)
      throw DataSourceError.network
    }
    let answer = try await transfer(url, method: method, body: body, headers: headers)
    return Forwarded(status: answer.status, headers: answer.headers, body: answer.body)
  }

  /// The server's answer to `path` under the base URL (`/users/3`, with `query`), as it came:
  /// its status, whatever it is, and its body, unread. For a server that passes a scene's own
  /// requests on (`SceneURLSession`), whose client reads the status itself. A failed status
  /// leaves its note (`GET …: HTTP 500`) and is returned; only no answer at all (refused,
  /// timed out, not HTTP) throws `.network`, with its note.
  public func answer(path: String, query: [URLQueryItem]) async throws -> (status: Int, body: Data)
  {
    try Task.checkCancellation()
    guard let url = url(path: path, query: query) else {
      report(baseURL, "cannot add \(path) to this URL")
      throw DataSourceError.network
    }
    let answer = try await transfer(url)
    if !(200..<300).contains(answer.status) { report(url, "HTTP \(answer.status)") }
    return (answer.status, answer.body)
  }

  /// The body of a successful answer, and the URL it came from.
  private func fetch(_ endpoint: Endpoint) async throws -> (Data, URL) {
    try Task.checkCancellation()
    guard let url = url(for: endpoint) else {
      report(baseURL, "cannot add \(endpoint.path) to this URL")
      throw DataSourceError.network
    }
    let answer = try await transfer(url)
    let (data, status) = (answer.body, answer.status)
    guard (200..<300).contains(status) else {
      report(url, "HTTP \(status)")
      throw status == 404 && endpoint.isOneRecord ? DataSourceError.notFound : .network
    }
    // Nothing to decode (a 204 No Content, an empty 200) is said as such, not as JSON that
    // "ends early, at byte 0".
    guard !data.isEmpty else {
      report(url, "empty answer (HTTP \(status))")
      throw DataSourceError.malformed
    }
    return (data, url)
  }

  /// One GET of `url`, with an HTTP status line; an answer that has none, or no answer, throws
  /// `.network` with a note (`CancellationError` when the caller was cancelled).
  private func transfer(
    _ url: URL, method: String = "GET", body: Data? = nil, headers: [String] = Self.headers
  ) async throws -> CurlTransfer.Answer {
    let answer: CurlTransfer.Answer
    do {
      answer = try await CurlTransfer.send(
        url.absoluteString, method: method, body: body, headers: headers, timeout: timeout,
        maxRedirects: Self.maxRedirects, maxBodyBytes: maxAnswerBytes)
    } catch {
      // Cancelling the calling task ends the transfer, which then throws CancellationError;
      // the caller asked for that, so it is no network problem.
      if Task.isCancelled { throw CancellationError() }
      report(url, reason(for: error), method: method)
      throw DataSourceError.network
    }
    // No status line: HTTP/0.9, or something that is not HTTP at all.
    guard answer.status != 0 else {
      report(url, "not an HTTP answer", method: method)
      throw DataSourceError.network
    }
    return answer
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
  private func report(_ url: URL, _ reason: String, method: String = "GET") {
    events?.emit("\(method) \(AnswerFileName.hidingSecrets(in: url)): \(reason)")
  }

  /// A failed exchange in a few words: what a person would check first.
  private func reason(for error: any Error) -> String {
    guard let failure = error as? CurlTransfer.Failure else { return "\(error)" }
    switch failure {
    case .noThread(let code):
      return "cannot start a thread (\(String(cString: strerror(code))))"
    case .outOfMemory:
      return "out of memory"
    case .transfer(let code, let text):
      switch code {
      case CCURL_COULDNT_CONNECT: return "connection refused"
      case CCURL_OPERATION_TIMEDOUT: return "timed out after \(DurationFormat.string(timeout))"
      case CCURL_COULDNT_RESOLVE_HOST: return "host not found"
      // Closed or reset before the whole answer came (nothing at all, for GOT_NOTHING).
      case CCURL_GOT_NOTHING, CCURL_RECV_ERROR, CCURL_SEND_ERROR, CCURL_PARTIAL_FILE:
        return "connection lost"
      case CCURL_WEIRD_SERVER_REPLY: return "not an HTTP answer"
      case CCURL_TOO_LARGE: return "answer over \(Self.size(maxAnswerBytes))"
      case CCURL_HEADER_TOO_LARGE: return "header too large"
      case CCURL_TOO_MANY_REDIRECTS:
        return "more than \(Self.maxRedirects) redirects (a redirect loop?)"
      // libcurl's fixed words for its code (a TLS failure is "SSL connect error"), never
      // anything the server sent.
      default: return "network error \(code) (\(text))"
      }
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
        // Foundation reads at most 512 levels: JSON nested deeper is not broken there.
        if message.hasPrefix("Too many nested") {
          return "JSON nested more than 512 levels deep (at byte \(index)), more than is read"
        }
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

  /// `256 MiB`, or `1000 bytes` when it is not whole MiB.
  private static func size(_ bytes: Int) -> String {
    bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
  }

  /// What every request says beside the URL. libcurl keeps no cache, so every answer is the
  /// server's current one; `no-cache` asks any proxy on the way for the same, since polling
  /// must see the server's current data.
  private static let headers = ["Accept: application/json", "Cache-Control: no-cache"]

  /// Redirects followed before giving up. A few, as URLSession did (it followed them): a base
  /// URL that moved (http to https, a renamed host) keeps working, and a redirect loop fails
  /// at once instead of running to the timeout. Only to http and https (CCurl.c).
  private static let maxRedirects = 3
}

extension HTTPDataSource.Endpoint {
  /// A 404 here means the record is missing; on a list it means the server is not the one we
  /// expected, which is a network problem.
  fileprivate var isOneRecord: Bool {
    if case .user = self { return true }
    return false
  }
}

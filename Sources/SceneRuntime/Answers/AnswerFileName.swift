import Foundation

/// Where an answer lives in an answers folder, read and written by the same rules:
///
///     DIR/HOST/PATH                GET of PATH, any query (`1.json`, or `users` as `users.json`)
///     DIR/HOST/PATH?QUERY          GET of PATH with exactly that query (`posts?userId=1.json`)
///     DIR/HOST/DIR/METHOD NAME     another method (`POST login.json`)
///
/// An empty segment (`//` in a path) names no folder.
///     FILE.head                    the answer's status, latency and header fields
///
/// A file may add one extension to the name (`users.json` answers `/users`), and a path ending
/// in `/` is answered by `index`. Query items named like a secret (`api-key`, `token`, …) are
/// never part of a name: a recorded folder holds no key, and a request answers whatever key
/// it sends.
package enum AnswerFileName {
  /// The folders under the answers folder and the names to look for there, most specific
  /// first; nil when the URL cannot name a file (`..` in its path, no host).
  static func location(
    of request: AnswerRequest
  ) -> (folders: [String], names: [String])? {
    guard let host = request.url.host?.lowercased(), !host.isEmpty else { return nil }
    let port = request.url.port.map { ":\($0)" } ?? ""
    // URLComponents keeps a trailing `/` (`URL.path` drops it): `/a/` is `a/index`, not `a`.
    let path =
      URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.percentEncodedPath
      .removingPercentEncoding ?? request.url.path
    var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    // `//` inside a path names no folder (`https://host//api/list`, as some apps write their
    // base URL): read as `/`, as most servers read it. A trailing `/` is a folder's index.
    let last = parts.removeLast()
    parts.removeAll { $0.isEmpty }
    guard !parts.contains(where: { $0 == "." || $0 == ".." || $0.contains("\0") }),
      last != ".", last != "..", !last.contains("\0")
    else { return nil }
    let name =
      (request.method == "GET" ? "" : request.method + " ") + (last.isEmpty ? "index" : last)
    let query = significantQuery(of: request.url)
    return ([host + port] + parts, (query.map { ["\(name)?\($0)"] } ?? []) + [name])
  }

  /// The query without its secret items, as sent; nil when nothing is left.
  static func significantQuery(of url: URL) -> String? {
    guard let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery
    else { return nil }
    let kept = query.split(separator: "&").filter { item in
      let name = item.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      return !isSecret(name.removingPercentEncoding ?? name)
    }
    return kept.isEmpty ? nil : kept.joined(separator: "&")
  }

  /// True for a query item that carries a credential: `key`, `api-key`, `apiKey`, `api_key`,
  /// `token`, `access_token`, `auth`, `sig`, `signature`, `secret`, `client_secret`, `password`.
  package static func isSecret(_ name: String) -> Bool {
    let plain = name.lowercased().filter { $0.isLetter }
    return secretNames.contains(plain)
  }

  private static let secretNames: Set<String> = [
    "key", "apikey", "token", "accesstoken", "auth", "authorization", "sig", "signature",
    "secret", "clientsecret", "password", "apitoken", "authtoken",
  ]

  /// `url` with each secret query item's value shown as `<hidden>`.
  package static func hidingSecrets(in url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let query = components.percentEncodedQuery
    else { return url.absoluteString }
    let items = query.split(separator: "&", omittingEmptySubsequences: false).map { item in
      let pair = item.split(separator: "=", maxSplits: 1)
      guard pair.count == 2, isSecret(String(pair[0]).removingPercentEncoding ?? String(pair[0]))
      else { return String(item) }
      return "\(pair[0])=<hidden>"
    }
    guard items.joined(separator: "&") != query else { return url.absoluteString }
    components.percentEncodedQuery = nil
    return (components.url?.absoluteString ?? "") + "?" + items.joined(separator: "&")
  }

  /// The name a recorded answer is written under: `name` with an extension for its type
  /// when it has none (`users` → `users.json`).
  static func recorded(_ name: String, contentType: String?) -> String {
    let base = name.split(separator: "?", maxSplits: 1).first.map(String.init) ?? name
    let last = base.split(separator: " ").last.map(String.init) ?? base
    guard !last.contains(".") else { return name }
    return name + "." + fileExtension(for: contentType)
  }

  /// `json` for `application/json; charset=utf-8`, and so on; `bin` when it is not known.
  static func fileExtension(for contentType: String?) -> String {
    let type =
      contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
      .lowercased() ?? ""
    if type.hasSuffix("json") { return "json" }
    return [
      "text/html": "html", "text/plain": "txt", "image/png": "png", "image/jpeg": "jpg",
      "image/gif": "gif", "application/xml": "xml", "text/xml": "xml", "text/csv": "csv",
    ][type] ?? "bin"
  }

  /// The type a file's extension says, for an answer whose `.head` names none.
  static func contentType(forFile name: String) -> String {
    let pathExtension = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    return [
      "json": "application/json", "html": "text/html", "htm": "text/html",
      "txt": "text/plain", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
      "gif": "image/gif", "xml": "application/xml", "csv": "text/csv",
    ][pathExtension] ?? "application/octet-stream"
  }
}

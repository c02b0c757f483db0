import Foundation
import Synchronization

/// `--answers FILE.har`: the answers of an HTTP Archive, as a browser's developer tools,
/// Charles or Proxyman export it. An entry answers a request of its method and URL: the same
/// URL first, else the same path and query (secret items aside, see ``AnswerFileName``), else
/// the same path. Requests answered by several entries (a list polled twice) get them in the
/// archive's order, the last one again after that. Each answer takes the entry's `time` on the
/// scene clock.
package final class HARAnswers: Sendable {
  /// The file as the user typed it, for notes.
  package let path: String
  private let entries: [Entry]
  /// How many answers each group of entries has given, by how it matched and its entries.
  private let given = Mutex<[String: Int]>([:])

  private struct Entry: Sendable {
    let method: String
    let url: URL
    let answer: CannedAnswer
  }

  package init(path: String) throws(AnswerSourceError) {
    let data = try AnswerFileReading.read(path)
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let log = json["log"] as? [String: Any], let entries = log["entries"] as? [[String: Any]]
    else {
      throw AnswerSourceError(
        "'\(path)' is not a HAR file (no JSON object with log.entries in it)")
    }
    var read: [Entry] = []
    for (index, entry) in entries.enumerated() {
      guard let request = entry["request"] as? [String: Any],
        let response = entry["response"] as? [String: Any],
        let method = request["method"] as? String,
        let url = (request["url"] as? String).flatMap(URL.init(string:)),
        let status = response["status"] as? Int
      else {
        throw AnswerSourceError(
          "'\(path)': entry \(index + 1) has no request.method, request.url or response.status")
      }
      // A request the browser never got an answer to (blocked, cancelled) is no answer.
      guard status > 0 else { continue }
      read.append(
        Entry(
          method: method.uppercased(), url: url,
          answer: try Self.answer(response, status: status, time: entry["time"], path, index)))
    }
    self.path = path
    self.entries = read
  }

  /// The next answer for `request`, nil when no entry answers it.
  package func answer(for request: AnswerRequest) -> CannedAnswer? {
    let sameMethod = entries.indices.filter { entries[$0].method == request.method }
    let sameURL = sameMethod.filter { entries[$0].url.absoluteString == request.url.absoluteString }
    let samePath = sameMethod.filter { Self.samePath(entries[$0].url, request.url) }
    let query = AnswerFileName.significantQuery(of: request.url)
    let sameQuery = samePath.filter {
      AnswerFileName.significantQuery(of: entries[$0].url) == query
    }
    let groups = [sameURL, sameQuery, samePath]
    guard let level = groups.firstIndex(where: { !$0.isEmpty }) else { return nil }
    let group = groups[level]
    let key = "\(level) \(group)"
    let turn = given.withLock { given in
      defer { given[key, default: 0] += 1 }
      return given[key, default: 0]
    }
    return entries[group[min(turn, group.count - 1)]].answer
  }

  private static func samePath(_ one: URL, _ other: URL) -> Bool {
    one.scheme?.lowercased() == other.scheme?.lowercased()
      && one.host?.lowercased() == other.host?.lowercased() && one.port == other.port
      && one.path == other.path
  }

  private static func answer(
    _ response: [String: Any], status: Int, time: Any?, _ path: String, _ index: Int
  ) throws(AnswerSourceError) -> CannedAnswer {
    let content = response["content"] as? [String: Any] ?? [:]
    let text = content["text"] as? String ?? ""
    var body = Data(text.utf8)
    if (content["encoding"] as? String)?.lowercased() == "base64" {
      guard let decoded = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
        throw AnswerSourceError("'\(path)': entry \(index + 1)'s content is not base64")
      }
      body = decoded
    }
    // The body here is whole and decoded: the fields that described it on the wire would lie.
    let dropped: Set<String> = [
      "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive",
    ]
    var headers = (response["headers"] as? [[String: Any]] ?? []).compactMap {
      field -> (name: String, value: String)? in
      guard let name = field["name"] as? String, let value = field["value"] as? String,
        !dropped.contains(name.lowercased()), !name.hasPrefix(":")
      else { return nil }
      return (name, value)
    }
    if let type = content["mimeType"] as? String, !type.isEmpty,
      !headers.contains(where: { $0.name.lowercased() == "content-type" })
    {
      headers.insert(("Content-Type", type), at: 0)
    }
    // Whole milliseconds: a browser's 153.27 ms reads as 153ms in `trace`, on every run.
    let milliseconds = (time as? Double).map { max(0, Int($0.rounded())) } ?? 0
    return CannedAnswer(
      status: status, headers: headers, body: body, latency: .milliseconds(milliseconds))
  }
}

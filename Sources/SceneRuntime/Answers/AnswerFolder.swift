import Foundation
import StateDiff

/// `--answers DIR`: a folder of answers laid out by host and path (see ``AnswerFileName``),
/// read afresh at each request, so a file edited between two commands answers the next.
///
/// ```
/// answers/api.example.com/v2/home.json         the body of GET /v2/home.json
/// answers/api.example.com/v2/home.json.head    optional: Status: 500, Latency: 800ms, fields
/// ```
package struct AnswerFolder: Sendable {
  /// The folder as the user typed it, for notes.
  package let path: String
  private let root: URL

  package init(path: String) throws(AnswerSourceError) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw AnswerSourceError("'\(path)' does not exist")
    }
    guard isFolder.boolValue else {
      throw AnswerSourceError("'\(path)' is neither a folder of answers nor a .har file")
    }
    self.path = path
    root = URL(fileURLWithPath: path, isDirectory: true)
  }

  /// The answer the folder holds for `request`, nil when it holds none; a `.head` file that
  /// cannot be read throws, naming its line.
  package func answer(for request: AnswerRequest) throws(AnswerSourceError) -> CannedAnswer? {
    guard let (folders, names) = AnswerFileName.location(of: request) else { return nil }
    let folder = folders.reduce(root) { $0.appendingPathComponent($1, isDirectory: true) }
    for name in names {
      if let body = Self.bodyFile(named: name, in: folder) {
        return try Self.answer(body: body, head: URL(fileURLWithPath: body.path + ".head"))
      }
      let head = folder.appendingPathComponent(name + ".head")
      if Self.isFile(head) { return try Self.answer(body: nil, head: head) }
    }
    return nil
  }

  /// The file to create to answer `request`: `answers/api.example.com/v2/home.json`.
  package func fileToCreate(for request: AnswerRequest) -> String? {
    Self.fileToCreate(for: request, under: path)
  }

  /// The same under any folder (`DIR`, when none was given).
  package static func fileToCreate(for request: AnswerRequest, under folder: String) -> String? {
    guard let (folders, names) = AnswerFileName.location(of: request), let name = names.last
    else { return nil }
    let file = AnswerFileName.recorded(name, contentType: "application/json")
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return ([base] + folders + [file]).joined(separator: "/")
  }

  /// `name` itself, or `name.EXT` (the first by name), as a regular file in `folder`.
  private static func bodyFile(named name: String, in folder: URL) -> URL? {
    let exact = folder.appendingPathComponent(name)
    if isFile(exact) { return exact }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return entries.sorted().lazy.filter { entry in
      guard entry.hasPrefix(name + "."), !entry.hasSuffix(".head") else { return false }
      return !entry.dropFirst(name.count + 1).contains(".")
    }
    .map { folder.appendingPathComponent($0) }
    .first(where: isFile)
  }

  private static func isFile(_ url: URL) -> Bool {
    var isFolder: ObjCBool = false
    // Anything there but a folder is the answer's file: reading it says why a FIFO or a device
    // is none, rather than the request falling through to a 404.
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  private static func answer(body: URL?, head: URL) throws(AnswerSourceError) -> CannedAnswer {
    let data =
      try body.map { url throws(AnswerSourceError) in
        try AnswerFileReading.read(url.path)
      } ?? Data()
    var answer = CannedAnswer(status: 200, headers: [], body: data)
    if isFile(head) {
      guard let text = String(data: try AnswerFileReading.read(head.path), encoding: .utf8) else {
        throw AnswerSourceError("cannot read '\(head.path)': it is not UTF-8 text")
      }
      try AnswerHead.read(text, file: head.path, into: &answer)
    }
    if let body, !answer.headers.contains(where: { $0.name.lowercased() == "content-type" }) {
      answer.headers.insert(
        ("Content-Type", AnswerFileName.contentType(forFile: body.lastPathComponent)), at: 0)
    }
    return answer
  }
}

/// A `.head` file: `Status: 404` (or `404 Not Found`), `Latency: 800ms`, then header fields
/// (`Content-Type: text/plain`); blank lines and `#` comments are skipped.
enum AnswerHead {
  static func read(
    _ text: String, file: String, into answer: inout CannedAnswer
  ) throws(AnswerSourceError) {
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let at = "\(file):\(index + 1)"
      guard let colon = line.firstIndex(of: ":") else {
        throw AnswerSourceError(
          "\(at): '\(TerminalSafe.escape(line, maxLength: 60))' is not 'Name: value'")
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces)
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      switch name.lowercased() {
      case "status":
        guard let code = value.split(separator: " ").first.flatMap({ Int($0) }),
          (100...599).contains(code)
        else {
          throw AnswerSourceError("\(at): Status must be an HTTP status (100-599), not '\(value)'")
        }
        answer.status = code
      case "latency":
        guard let latency = DurationFormat.parse(value), latency >= .zero else {
          throw AnswerSourceError("\(at): Latency must be a duration such as 300ms, not '\(value)'")
        }
        answer.latency = latency
      default:
        guard !name.isEmpty, !name.contains(" ") else {
          throw AnswerSourceError("\(at): '\(name)' is not a header field's name")
        }
        answer.headers.append((name, value))
      }
    }
  }
}

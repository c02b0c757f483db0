import Foundation
import StateDiff

/// `--record-answers DIR`: every answer a server (`--data-url`) or the example data gives a
/// scene's own request is written into DIR as an answers folder lays it out, so that
/// `--answers DIR` later replays the session offline: the same bytes, the same transcript.
///
/// The body goes under the request's name (``AnswerFileName``), with an extension for its type
/// when the name has none; a `.head` beside it keeps a status other than 200 and the header
/// fields a scene may read (not the date, the server's name or the framing). Each file is
/// written whole (a temporary file, then a rename): a file is the old answer or the new one,
/// and an answer recorded again (a poll) replaces the earlier one.
package final class AnswerRecorder: Sendable {
  /// The folder as the user typed it, for notes.
  package let path: String
  private let root: URL

  package init(path: String) throws(AnswerSourceError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw AnswerSourceError("cannot make the folder '\(path)': \(error.localizedDescription)")
    }
    self.path = path
    root = URL(fileURLWithPath: path, isDirectory: true)
  }

  /// Writes `answer` as the answer to `request`; returns the body's path (as the user would
  /// type it).
  @discardableResult
  package func record(
    _ answer: CannedAnswer, for request: AnswerRequest
  ) throws(AnswerSourceError) -> String {
    guard let (folders, names) = AnswerFileName.location(of: request), let name = names.first
    else {
      throw AnswerSourceError(
        "\(request.display) names no file: it has no host, or `.` or `..` in its path")
    }
    let contentType = answer.headers.first { $0.name.lowercased() == "content-type" }?.value
    let file = AnswerFileName.recorded(name, contentType: contentType)
    let folder = folders.reduce(root) { $0.appendingPathComponent($1, isDirectory: true) }
    let body = folder.appendingPathComponent(file)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try body.whole(answer.body)
      let head = URL(fileURLWithPath: body.path + ".head")
      if let text = Self.head(of: answer, file: file, contentType: contentType) {
        try head.whole(Data(text.utf8))
      } else if FileManager.default.fileExists(atPath: head.path) {
        try FileManager.default.removeItem(at: head)
      }
    } catch {
      throw AnswerSourceError("cannot record '\(body.path)': \(error.localizedDescription)")
    }
    return ([path] + folders + [file]).joined(separator: "/")
  }

  /// The `.head` text an answer needs, or nil when the body file says it all (a 200 of the
  /// type its extension names).
  private static func head(of answer: CannedAnswer, file: String, contentType: String?) -> String? {
    let kept = answer.headers.filter { !unkept.contains($0.name.lowercased()) }
    let plainType =
      kept.count == 1 && kept[0].name.lowercased() == "content-type"
      && AnswerFileName.contentType(forFile: file)
        == contentType?.split(separator: ";").first.map(String.init)
    guard answer.status != 200 || !(kept.isEmpty || plainType) || answer.latency > .zero else {
      return nil
    }
    var lines = answer.status == 200 ? [] : ["Status: \(answer.status)"]
    if answer.latency > .zero { lines.append("Latency: \(DurationFormat.string(answer.latency))") }
    lines += kept.map { "\($0.name): \($0.value)" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Header fields that say how this one answer travelled, not what it is.
  private static let unkept: Set<String> = [
    "date", "server", "content-length", "content-encoding", "transfer-encoding", "connection",
    "keep-alive", "age", "expires", "last-modified", "etag", "vary", "x-powered-by",
  ]
}

extension URL {
  /// Writes `data` through a temporary file beside this one and a rename.
  fileprivate func whole(_ data: Data) throws {
    try data.write(to: self, options: .atomic)
  }
}

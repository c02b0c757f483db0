import Foundation

/// The files a host's build found it must leave out (`DIR/left-out.txt`, a path and its reason
/// a line), kept so that a second run does not build them again to find out; forgotten as soon
/// as an app file is newer than the record, since an edit may have fixed one.
struct LeftOutRecord {
  let url: URL
  private var learned: [(path: String, reason: String)] = []

  init(directory: URL) {
    url = directory.appending(path: "left-out.txt")
  }

  /// What the record holds, if no file of `app` changed since it was written.
  mutating func entries(for app: AppFolder) -> [(path: String, reason: String)] {
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      !app.changed(since: AppFolder.modified(url))
    else { return [] }
    learned = text.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: "\t", maxSplits: 1)
      return fields.count == 2 ? (String(fields[0]), String(fields[1])) : nil
    }
    return learned
  }

  mutating func add(_ path: String, reason: String) {
    learned.append((path, reason))
  }

  /// Writes what was learned; removes the record when nothing was.
  func save() {
    guard !learned.isEmpty else {
      try? FileManager.default.removeItem(at: url)
      return
    }
    let text = learned.map { "\($0.path)\t\($0.reason)\n" }.joined()
    try? Data(text.utf8).write(to: url, options: .atomic)
  }
}

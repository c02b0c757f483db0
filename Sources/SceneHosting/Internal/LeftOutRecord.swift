import Foundation

/// The files a host's build found it must leave out (`DIR/left-out.txt`, a path and its reason
/// a line), kept so that a second run does not build them again to find out; forgotten as soon
/// as an app file is newer than the record, since an edit may have fixed one, or when another
/// `scenesh` wrote it, whose stand-ins may build what this one's did not.
struct LeftOutRecord {
  let url: URL
  private var learned: [(path: String, reason: String)] = []

  /// Names the `scenesh` that learned it: its executable's time of making.
  private let maker: String

  init(directory: URL, executable: String = CommandLine.arguments[0]) {
    url = directory.appending(path: "left-out.txt")
    let made = AppFolder.modified(URL(fileURLWithPath: executable).resolvingSymlinksInPath())
    maker = "# scenesh made \(made?.timeIntervalSince1970 ?? 0)"
  }

  /// What the record holds, if no file of `app` changed since it was written.
  mutating func entries(for app: AppFolder) -> [(path: String, reason: String)] {
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      text.hasPrefix(maker + "\n"), !app.changed(since: AppFolder.modified(url))
    else { return [] }
    learned = text.split(separator: "\n").dropFirst().compactMap { line in
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
    let text = maker + "\n" + learned.map { "\($0.path)\t\($0.reason)\n" }.joined()
    try? Data(text.utf8).write(to: url, options: .atomic)
  }
}

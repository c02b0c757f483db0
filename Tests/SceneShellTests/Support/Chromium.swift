import Foundation
import Testing

/// Debian's headless Chromium, run as a child process for the page tests: the DOM after the
/// page loaded, what reached its console, the requests the page made (from Chromium's own
/// network log, where the page's are the ones keyed to its `file://` origin, apart from
/// Chromium's own calls home), and a screenshot.
///
/// Chromium must be installed (`make test` installs it): a missing browser fails the tests,
/// never skips them. As root it runs only with `--no-sandbox`; it starts slowly on a loaded
/// machine, so each run may take minutes before it counts as hung.
enum Chromium {
  struct Load {
    let dom: String
    /// Console lines (`console.error`, a blocked load, a refused script): none expected.
    let console: [String]
    /// URLs the page asked for.
    let pageRequests: [String]
  }

  static let binary = URL(fileURLWithPath: "/usr/bin/chromium")

  /// Quiet: no first run, no background calls, no extensions, a profile of its own.
  private static func arguments(profile: URL) -> [String] {
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--disable-default-apps", "--disable-extensions", "--hide-scrollbars",
      "--user-data-dir=\(profile.path)",
    ]
  }

  private static func scratch() throws -> URL {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw Failure.missing
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  enum Failure: Error, CustomStringConvertible {
    case missing
    case failed(Int32, String)

    var description: String {
      switch self {
      case .missing: "no /usr/bin/chromium: install Debian's chromium (make deps does)"
      case .failed(let status, let errors): "chromium exited \(status): \(errors.suffix(2000))"
      }
    }
  }

  static func load(_ url: URL) async throws -> Load {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let netLog = folder.appendingPathComponent("net.json")
    let run = try await Scenesh.run(
      arguments(profile: folder.appendingPathComponent("profile"))
        + ["--enable-logging=stderr", "--v=0", "--log-net-log=\(netLog.path)", "--dump-dom"]
        + [url.absoluteString],
      timeout: 600, separateErrors: true, executable: binary)
    guard run.status == 0, !run.output.isEmpty else { throw Failure.failed(run.status, run.errors) }
    let console = run.errors.split(separator: "\n").filter { $0.contains(":CONSOLE") }
      .map(String.init)
    return Load(dom: run.output, console: console, pageRequests: try requests(in: netLog))
  }

  /// The URLs of the requests Chromium's log ties to a page opened from a file.
  private static func requests(in netLog: URL) throws -> [String] {
    let data = try Data(contentsOf: netLog)
    let log = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let events = log?["events"] as? [[String: Any]] ?? []
    var urls: [Int: String] = [:]
    var fromPage: Set<Int> = []
    for event in events {
      guard let source = (event["source"] as? [String: Any])?["id"] as? Int,
        let params = event["params"] as? [String: Any]
      else { continue }
      if let url = params["url"] as? String { urls[source] = url }
      if (params["network_isolation_key"] as? String)?.hasPrefix("file://") == true {
        fromPage.insert(source)
      }
    }
    return fromPage.sorted().map { urls[$0] ?? "request \($0)" }
  }

  /// What `script` finds in `page` laid out in a window `width` pixels wide: the page is
  /// copied with its Content-Security-Policy taken out (the only change) and `script` run
  /// after it loads; the lines the script writes into `out` come back. `dark` asks for the
  /// dark scheme (`prefers-color-scheme: dark`), as a system set to dark does.
  static func measure(
    _ page: String, script: String, width: Int = 1280, dark: Bool = false
  ) async throws -> [String] {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("measured.html")
    let html =
      page.replacingOccurrences(
        of: #"<meta http-equiv="Content-Security-Policy"[^>]*>"#, with: "",
        options: .regularExpression)
      + #"<pre id="measured"></pre><script>const out=[];"# + script
      + #";document.getElementById("measured").textContent=out.join("\n");</script>"#
    try html.write(to: copy, atomically: true, encoding: .utf8)
    let run = try await Scenesh.run(
      arguments(profile: folder.appendingPathComponent("profile"))
        + ["--window-size=\(width),900", "--dump-dom", copy.absoluteString]
        + (dark ? ["--force-dark-mode"] : []),
      timeout: 600, separateErrors: true, executable: binary)
    guard run.status == 0,
      let start = run.output.range(of: #"<pre id="measured">"#),
      let end = run.output.range(of: "</pre>", range: start.upperBound..<run.output.endIndex)
    else { throw Failure.failed(run.status, run.errors) }
    return run.output[start.upperBound..<end.lowerBound]
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&amp;", with: "&")
      .split(separator: "\n").map(String.init)
  }

  /// A screenshot of the page's top `height` pixels; returns the PNG's size in bytes.
  static func screenshot(_ url: URL, to file: URL, width: Int = 1500, height: Int) async throws
    -> Int
  {
    let folder = try scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try? FileManager.default.removeItem(at: file)
    let run = try await Scenesh.run(
      arguments(profile: folder.appendingPathComponent("profile"))
        + ["--window-size=\(width),\(height)", "--screenshot=\(file.path)", url.absoluteString],
      timeout: 600, separateErrors: true, executable: binary)
    guard run.status == 0 else { throw Failure.failed(run.status, run.errors) }
    let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
    return size ?? 0
  }

  /// About how tall `html` lays out: its lines of text, its diagrams, the timeline's entries
  /// (closed but the last).
  static func height(of html: String) -> Int {
    let parts = html.components(separatedBy: #"<section id="timeline">"#)
    let entries = parts.last?.components(separatedBy: "<li id=").dropFirst() ?? []
    let lines =
      (parts.first?.split(separator: "\n").count ?? 0) + entries.count
      + (entries.last?.split(separator: "\n").count ?? 0)
    let diagrams = html.components(separatedBy: #"class="seq" role="img" width=""#).dropFirst()
      .compactMap { $0.components(separatedBy: "height=\"").dropFirst().first }
      .compactMap { Int($0.prefix { $0.isNumber }) }
    return min(16_000, 400 + lines * 19 + diagrams.reduce(0) { $0 + $1 + 20 })
  }
}

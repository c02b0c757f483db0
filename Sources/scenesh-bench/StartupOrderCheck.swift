import Foundation

/// Whether `Linking/startup.order` still names the code `echo quit | scenesh` runs.
///
/// `make startup-order` writes that file and nothing keeps it current: a function start-up
/// comes to run later stays where the linker put it, among code that never runs, and start-up
/// touches more pages. Measured once: 56 commits after the file was written, 54 of the 1,042
/// functions of ours that start-up ran were not in it, and writing it again took the start-up
/// wall ratio from 1.48× to 1.40×. Only our own modules can be checked by name: each of their
/// functions is a section of its own (`-function-sections`), so each that runs must be listed;
/// a section of the toolchain's libraries holds several functions and is listed by one.
enum StartupOrderCheck {
  /// The toolchain's modules, by the name their mangled symbols carry. The standard library's
  /// own symbols (`$sS…`, `$ss…`) and C functions carry none.
  private static let toolchainModules: Set<Substring> = [
    "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "Dispatch", "Observation", "Synchronization", "_Concurrency",
    "_StringProcessing", "_RegexParser", "RegexBuilder", "Distributed", "Swift",
  ]

  /// One line: how many of our functions start-up ran, and whether the order file lists them.
  static func report(shell: String, orderFile: String = "Linking/startup.order") -> String {
    let title = "start-up code order (\(orderFile))"
    guard let valgrind = ChildProcess.which("valgrind") else {
      return "\(title): not checked, valgrind is not installed"
    }
    guard let listed = try? String(contentsOfFile: orderFile, encoding: .utf8) else {
      return "\(title): not checked, the file cannot be read (run from the package root)"
    }
    guard let ran = functionsRun(by: shell, valgrind: valgrind) else {
      return "\(title): not checked, scenesh did not run under callgrind"
    }
    let names = Set(listed.split(separator: "\n").map(String.init))
    let ours = ran.filter { module(of: $0).map { !toolchainModules.contains($0) } ?? false }
    let missing = ours.filter { !names.contains($0) }.sorted()
    guard let first = missing.first else {
      return "\(title): all \(ours.count) functions of ours that start-up ran are listed"
    }
    return "\(title): OUT OF DATE, \(missing.count) of the \(ours.count) functions of ours that "
      + "start-up ran are not listed (the first: \(first)); `make startup-order` rewrites it"
  }

  /// The mangled names of the functions of `shell` itself that `echo quit` ran.
  private static func functionsRun(by shell: String, valgrind: String) -> Set<String>? {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-startup-\(getpid()).callgrind").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    guard
      ChildProcess.run(
        valgrind,
        [
          "--tool=callgrind", "--demangle=no", "--compress-strings=no",
          "--callgrind-out-file=\(output)", shell,
        ], input: "quit\n", keeping: .errors) != nil,
      let profile = try? String(contentsOfFile: output, encoding: .utf8)
    else { return nil }
    var names = Set<String>()
    var inShell = false
    let binary = "/" + (shell as NSString).lastPathComponent
    for line in profile.split(separator: "\n") {
      if line.hasPrefix("ob=") {
        inShell = line.hasSuffix(binary)
      } else if inShell, line.hasPrefix("fn=") {
        // A recursive call's level is marked after the name (`'2`).
        names.insert(String(line.dropFirst(3).split(separator: "'").first ?? ""))
      }
    }
    return names
  }

  /// The module a mangled Swift name belongs to (`$s10SceneShell…` → `SceneShell`); nil for
  /// the standard library's names and for C functions.
  private static func module(of name: String) -> Substring? {
    guard name.hasPrefix("$s") else { return nil }
    let rest = name.dropFirst(2)
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let start = rest.index(rest.startIndex, offsetBy: digits.count)
    guard let end = rest.index(start, offsetBy: length, limitedBy: rest.endIndex) else {
      return nil
    }
    return rest[start..<end]
  }
}

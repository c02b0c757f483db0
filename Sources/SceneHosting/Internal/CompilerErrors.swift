import Foundation

/// The app's files a failed build names in its errors, each with its first error: what
/// `scenesh host` leaves out before it builds again. A file of the host's own (the generated
/// adapter) is not the app's and is never among them.
struct CompilerErrors {
  /// `Scenes/List/ListViewController.swift`, line 42 → `value of type 'UILabel' has no member
  /// 'layer'`.
  let firstErrorByFile: [(path: String, line: Int, message: String)]

  /// - Parameters:
  ///   - output: what the build printed.
  ///   - roots: the folders an app file's path may start with (the package's link to the app
  ///     and the folder it links to; a Linux copy's errors name the original through its link).
  init(_ output: String, roots: [String]) {
    var found: [(String, Int, String)] = []
    var seen = Set<String>()
    for line in output.split(separator: "\n") {
      guard let marker = line.range(of: ": error: ") else { continue }
      let place = line[..<marker.lowerBound]
      // `/path/File.swift:12:5`: the path is what precedes the line and column.
      let parts = place.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, parts[0].hasSuffix(".swift") else { continue }
      let path = String(parts[0])
      guard
        let root = roots.first(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") })
      else { continue }
      let relative = String(path.dropFirst(root.count).drop(while: { $0 == "/" }))
      guard seen.insert(relative).inserted else { continue }
      found.append((relative, Int(parts[1]) ?? 0, String(line[marker.upperBound...])))
    }
    firstErrorByFile = found
  }
}

extension CompilerErrors {
  /// Why a file is left out, from its first error: a name another left-out file declared
  /// (`cannot find type 'ListDisplayLogic' in scope`, in a later round) says so, as that file's
  /// consequence rather than a problem of its own.
  static func reason(line: Int, message: String, afterOthers: Bool) -> String {
    if afterOthers,
      let match = message.range(
        of: #"^cannot find (type )?'[^']+' in scope$"#, options: .regularExpression),
      match.lowerBound == message.startIndex,
      let name = message.split(separator: "'").dropFirst().first
    {
      return "needs `\(name)` (line \(line)), from a file left out above"
    }
    return "does not build headless (line \(line)): \(message)"
  }
}

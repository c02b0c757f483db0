import Foundation
import PackagePlugin

/// Compiles app files that use Objective-C-only attributes (`@objc protocol …RoutingLogic` in
/// every Clean Swift router, a view controller's `@IBOutlet`s) or `#selector` from Linux
/// copies, leaving the files themselves unedited. The host lists them in `linux-copies.txt`
/// beside its `Package.swift`, one path a line, relative to it, and puts them in the target's
/// `exclude:` so that the originals are not compiled too; each listed file under the target's
/// folder becomes one build command.
@main
struct LinuxCopies: BuildToolPlugin {
  static let listName = "linux-copies.txt"

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let package = context.package.directoryURL
    let listURL = package.appending(path: Self.listName)
    guard let list = try? String(contentsOf: listURL, encoding: .utf8) else {
      throw LinuxCopiesError("\(listURL.path): not found; list the files to copy there")
    }
    let folder = target.directoryURL.standardizedFileURL.path + "/"
    let compiled = Set(target.sourceFiles.map { $0.url.standardizedFileURL.path })
    let tool = try context.tool(named: "scene-linux-copy").url
    var commands: [Command] = []
    for (number, rawLine) in list.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      let input = package.appending(path: line).standardizedFileURL
      guard input.path.hasPrefix(folder) else { continue }
      let place = "\(listURL.path):\(number + 1)"
      guard FileManager.default.fileExists(atPath: input.path) else {
        throw LinuxCopiesError("\(place): no file \(input.path)")
      }
      guard !compiled.contains(input.path) else {
        throw LinuxCopiesError(
          "\(place): target '\(target.name)' compiles \(line) itself too; add it to its exclude:")
      }
      // Not the original's name: the copy's own `#fileID` must not be the one it claims for
      // the original's lines (`#sourceLocation`).
      let output = context.pluginWorkDirectoryURL.appending(
        path: input.deletingPathExtension().lastPathComponent + ".linux.swift")
      commands.append(
        .buildCommand(
          displayName: "Linux copy of \(line)", executable: tool,
          arguments: [input.path, output.path], inputFiles: [input], outputFiles: [output]))
    }
    return commands
  }
}

/// A mistake in the list, said in one line that names it.
struct LinuxCopiesError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

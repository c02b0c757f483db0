import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-scene-adapter --target SCENE`:
/// reads the scene module's symbol graph and writes `SCENE.generated.swift` into the host's
/// shell target (the executable target depending on SCENE, or `--shell-target NAME`).
/// `--check` writes nothing and fails while the committed file is stale; `--role NAME=KIND`
/// gives a protocol's role where its name does not.
@main
struct GenerateSceneAdapter: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let sceneNames = extractor.extractOption(named: "target")
    let shellNames = extractor.extractOption(named: "shell-target")
    let roles = extractor.extractOption(named: "role")
    let check = extractor.extractFlag(named: "check") > 0
    guard extractor.remainingArguments.isEmpty else {
      throw PluginFailure(
        "unknown arguments: \(extractor.remainingArguments.joined(separator: " "))")
    }
    guard !sceneNames.isEmpty else {
      throw PluginFailure("name the scene module: --target SCENE_MODULE")
    }
    let generator = try context.tool(named: "scene-adapter-generator")
    let formatter = try? context.tool(named: "swift-format")
    for sceneName in sceneNames {
      guard let scene = try context.package.targets(named: [sceneName]).first as? SourceModuleTarget
      else { throw PluginFailure("'\(sceneName)' is not a Swift target of this package") }
      let shell = try shellTarget(for: scene, named: shellNames.first, in: context.package)
      let graph = try packageManager.getSymbolGraph(
        for: scene,
        options: .init(minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: false))
      let graphFile = graph.directoryURL.appending(path: "\(scene.moduleName).symbols.json")
      let output = shell.directoryURL.appending(path: "\(scene.moduleName).generated.swift")
      var command = "swift package --allow-writing-to-package-directory generate-scene-adapter"
      command += " --target \(sceneName)"
      if let shellName = shellNames.first { command += " --shell-target \(shellName)" }
      for role in roles { command += " --role \(role)" }
      var toolArguments = [
        "--symbol-graph", graphFile.path, "--output", output.path, "--command", command,
      ]
      for role in roles { toolArguments += ["--role", role] }
      if let formatter { toolArguments += ["--format-with", formatter.url.path] }
      if check { toolArguments.append("--check") }
      let process = try Process.run(generator.url, arguments: toolArguments)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw PluginFailure("generate-scene-adapter failed for \(sceneName) (above)")
      }
    }
  }

  /// The target the file goes into: the one named, or the single executable target that
  /// depends on the scene.
  private func shellTarget(
    for scene: SourceModuleTarget, named name: String?, in package: Package
  ) throws -> Target {
    if let name {
      guard let target = try package.targets(named: [name]).first else {
        throw PluginFailure("no target named '\(name)'")
      }
      return target
    }
    let hosts = package.targets.filter { target in
      (target as? SwiftSourceModuleTarget)?.kind == .executable
        && target.dependencies.contains {
          if case .target(let dependency) = $0 { return dependency.id == scene.id }
          return false
        }
    }
    guard hosts.count == 1, let host = hosts.first else {
      throw PluginFailure(
        hosts.isEmpty
          ? "no executable target depends on '\(scene.name)': name one with --shell-target"
          : "several executable targets depend on '\(scene.name)': name one with --shell-target")
    }
    return host
  }
}

/// A one-line error `swift package` prints.
struct PluginFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

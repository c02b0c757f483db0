import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-scene-adapter --target SCENE`:
/// reads the scene module's symbol graph and writes `SCENE.generated.swift` into the host's
/// shell target (the executable target depending on SCENE, or `--shell-target NAME`).
/// `--check` writes nothing and fails while the committed file is stale; `--role NAME=KIND`
/// gives a protocol's role where its name does not; `--catalog` also writes the whole catalog
/// (`SCENECatalog.make`), a starter scene for each scene it can host.
@main
struct GenerateSceneAdapter: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(Self.usage)
      return
    }
    var extractor = ArgumentExtractor(arguments)
    let sceneNames = extractor.extractOption(named: "target")
    let shellNames = extractor.extractOption(named: "shell-target")
    let roles = extractor.extractOption(named: "role")
    let check = extractor.extractFlag(named: "check") > 0
    let catalog = extractor.extractFlag(named: "catalog") > 0
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
      let graph: PackageManager.SymbolGraphResult
      do {
        graph = try packageManager.getSymbolGraph(
          for: scene,
          options: .init(
            minimumAccessLevel: .internal, includeSynthesized: false, includeSPI: false))
      } catch {
        // SwiftPM's own error here says only `unspecified("fatalError")`.
        throw PluginFailure(
          "'\(sceneName)' did not build (its errors are above): the adapter is generated from "
            + "the compiled module's symbol graph (SwiftPM said: \(error))")
      }
      let graphFile = graph.directoryURL.appending(path: "\(scene.moduleName).symbols.json")
      let output = shell.directoryURL.appending(path: "\(scene.moduleName).generated.swift")
      var command = "swift package --allow-writing-to-package-directory generate-scene-adapter"
      command += " --target \(sceneName)"
      if let shellName = shellNames.first { command += " --shell-target \(shellName)" }
      for role in roles { command += " --role \(role)" }
      if catalog { command += " --catalog" }
      var toolArguments = [
        "--symbol-graph", graphFile.path, "--output", output.path, "--command", command,
      ]
      for role in roles { toolArguments += ["--role", role] }
      // The storyboards in the scene's folder: excluded from the target, but on disk.
      for storyboard in storyboards(under: scene.directoryURL) {
        toolArguments += ["--storyboard", storyboard.path]
      }
      if let formatter { toolArguments += ["--format-with", formatter.url.path] }
      if catalog { toolArguments.append("--catalog") }
      if check { toolArguments.append("--check") }
      let process = try Process.run(generator.url, arguments: toolArguments)
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw PluginFailure("generate-scene-adapter failed for \(sceneName) (above)")
      }
    }
  }

  private static let usage = """
    usage: swift package --allow-writing-to-package-directory generate-scene-adapter \\
             --target SCENE_MODULE [--shell-target NAME] [--role NAME=KIND]... [--catalog]
             [--check]

    Writes SCENE_MODULE.generated.swift into the shell target (the executable target that
    depends on SCENE_MODULE, or --shell-target NAME): hop decorators, state readers, headless
    views, wiring and intents read from the scene module's symbol graph.
      --role NAME=KIND  the role of a protocol whose name does not say it: interactor,
                        presenter, display, worker, or none to leave it out
      --catalog         also write SCENE_MODULECatalog.make, the shell's whole catalog: a
                        scene for each of the module's scenes it can host (scenesh host)
      --check           write nothing; fail (exit status 1) naming the changed lines while the
                        file is stale
    """

  /// The `.storyboard` files under `folder`, in the order of their paths.
  private func storyboards(under folder: URL) -> [URL] {
    // A host package `scenesh host` writes reaches the app's folder through a link, which the
    // walker would not enter.
    guard
      let walker = FileManager.default.enumerator(
        at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { return [] }
    // A regular file only: a pipe named like a storyboard would leave the generator waiting.
    return walker.compactMap { $0 as? URL }
      .filter {
        $0.pathExtension == "storyboard"
          && (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
      }
      .sorted { $0.path < $1.path }
  }

  /// The target the file goes into: the one named, or the single executable target that
  /// depends on the scene.
  private func shellTarget(
    for scene: SourceModuleTarget, named name: String?, in package: Package
  ) throws -> Target {
    if let name {
      guard let target = try package.targets(named: [name]).first else {
        throw PluginFailure(
          "no target named '\(name)' (a target with no source file is not one yet: give it "
            + "its main.swift first)")
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
          ? "no executable target depends on '\(scene.name)': SwiftPM drops a target with no "
            + "source file, so give the shell target its main.swift first (or name another "
            + "with --shell-target)"
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

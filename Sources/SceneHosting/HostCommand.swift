import Foundation
import StateDiff

#if canImport(Glibc)
  import Glibc
#endif

/// `scenesh host APP_FOLDER [--into DIR] [-- SHELL_ARGUMENTS…]`: from an app's folder to a
/// prompt in one command. It reads the folder (``AppFolder``), writes a host package of
/// generated files (``HostPackage``), generates the adapter and catalog from the app's own
/// code, builds, and starts the host's shell on the app's first scene, passing it what follows
/// `--` (a script, `-c`, `--check`, `--answers`). A second run rebuilds only what changed.
///
/// Exit status: the shell's own once it runs; 2 for a bad command line or a folder with no
/// app in it; 1 when the host could not be built (its compiler's messages are printed).
public enum HostCommand {
  public static let usage =
    "usage: scenesh host APP_FOLDER [--into DIR] [-- SHELL_ARGUMENTS...]"

  /// Runs the command; returns only when it stops before the shell starts.
  public static func run(_ arguments: [String], sceneShell: URL) -> Int32 {
    var rest = arguments[...]
    var folder: String?
    var into: String?
    var shellArguments: [String] = []
    while let argument = rest.popFirst() {
      switch argument {
      case "--":
        shellArguments = Array(rest)
        rest = []
      case "--into":
        guard let directory = rest.popFirst() else { return fail("--into needs a folder", 2) }
        into = directory
      case "-h", "--help":
        Toolchain.write(usage + "\n")
        return 0
      default:
        guard folder == nil, !argument.hasPrefix("-") else {
          return fail("unexpected '\(argument)'\n\(usage)", 2)
        }
        folder = argument
      }
    }
    guard let folder else { return fail("no app folder given\n\(usage)", 2) }
    do throws(HostError) {
      var app = try AppFolder(path: folder)
      guard !app.compiled.isEmpty else {
        throw HostError("\(folder): no Swift file of an app's scenes here")
      }
      let directory =
        into.map { URL(fileURLWithPath: $0).standardizedFileURL } ?? defaultFolder(app)
      var record = LeftOutRecord(directory: directory)
      for entry in record.entries(for: app) { app.leaveOut(entry.path, reason: entry.reason) }
      report(app, into: directory)
      // A file that does not build against the stand-ins is left out, its first error the
      // reason, and the build tried again: what still builds is hosted.
      for round in 1...maximumRounds {
        let package = HostPackage(app: app, directory: directory, sceneShell: sceneShell)
        let changed = try package.write()
        do throws(HostError) {
          let binary = try build(package, regenerate: !changed.isEmpty || isStale(package))
          record.save()
          try requireScenes(package)
          return exec(binary, shellArguments)
        } catch {
          let roots = [directory.appending(path: "App").path, app.sourceRoot]
          // By path: the compiler reports files in the order its parallel jobs finish.
          let broken = CompilerErrors(error.compilerOutput ?? "", roots: roots).firstErrorByFile
            .filter { app.compiled.contains($0.path) }.sorted { $0.path < $1.path }
          guard !broken.isEmpty, round < maximumRounds, broken.count < app.compiled.count else {
            throw error
          }
          for file in broken {
            let reason = CompilerErrors.reason(
              line: file.line, message: TerminalSafe.escape(file.message, maxLength: nil),
              afterOthers: round > 1)
            app.leaveOut(file.path, reason: reason)
            record.add(file.path, reason: reason)
            Toolchain.write(
              "    left out \(TerminalSafe.escape(file.path, maxLength: nil)): \(reason)\n")
          }
        }
      }
      // The last round rethrows its failure above; this is only what the loop's end says.
      throw HostError("the host did not build in \(maximumRounds) rounds of leaving files out")
    } catch {
      return fail(error.description, 1)
    }
  }

  /// Stops with the reason when the generator could host no scene (its header says so): a
  /// shell with nothing to open would only say its catalog is empty.
  private static func requireScenes(_ package: HostPackage) throws(HostError) {
    let generated = package.directory.appending(
      path: "Host/\(package.app.moduleName).generated.swift")
    guard let text = try? String(contentsOf: generated, encoding: .utf8),
      text.contains("no scene of the module could be hosted")
    else { return }
    throw HostError(
      "no scene of \(package.app.moduleName) could be hosted: what each needs was left out"
        + " (above); \(generated.path)'s header says why each part was not generated")
  }

  /// Builds tried before giving up: each leaves out the files the last one failed in.
  static let maximumRounds = 8

  private static func report(_ app: AppFolder, into directory: URL) {
    var lines = [
      "==> \(app.moduleName): \(app.compiled.count) Swift files"
        + (app.linuxCopies.isEmpty ? "" : ", \(app.linuxCopies.count) of them from Linux copies")
        + "; host package in \(directory.path)"
    ]
    for left in app.leftOut where left.path.hasSuffix(".swift") {
      lines.append("    left out \(TerminalSafe.escape(left.path, maxLength: nil)): \(left.reason)")
    }
    let resources = app.leftOut.filter { !$0.path.hasSuffix(".swift") }.map(\.path)
    if !resources.isEmpty {
      lines.append(
        "    left out as resources (the shell shows no screen; storyboards are read, not built): "
          + TerminalSafe.escape(resources.joined(separator: ", "), maxLength: nil))
    }
    Toolchain.write(lines.joined(separator: "\n") + "\n")
  }

  /// `~/.cache/scenesh/hosts/CleanStore-1a2b3c4d`: outside the app's tree, one per app folder.
  static func defaultFolder(_ app: AppFolder) -> URL {
    cacheFolder.appending(path: "hosts/\(app.moduleName)-\(hash(app.path))")
  }

  /// `~/.cache/scenesh` (`$XDG_CACHE_HOME/scenesh`).
  private static var cacheFolder: URL {
    let cache =
      ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]
      ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
    return URL(fileURLWithPath: cache).appending(path: "scenesh")
  }

  /// A short name for a path, the same on every run (FNV-1a).
  private static func hash(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return String(hash, radix: 16)
  }

  /// SceneShell's modules are built once, in its own build folder, and serve every host; where
  /// that folder is not the user's to write (installed for every user), in one of the user's
  /// cache, per SceneShell copy.
  static func scratchPath(_ package: HostPackage) -> String {
    let own = package.sceneShell.appending(path: ".build")
    let writable =
      FileManager.default.isWritableFile(atPath: own.path)
      || (!FileManager.default.fileExists(atPath: own.path)
        && FileManager.default.isWritableFile(atPath: package.sceneShell.path))
    return writable
      ? own.path : cacheFolder.appending(path: "build-\(hash(package.sceneShell.path))").path
  }

  /// Whether an app file is newer than the generated adapter: the scenes changed.
  private static func isStale(_ package: HostPackage) -> Bool {
    let generated = package.directory.appending(
      path: "Host/\(package.app.moduleName).generated.swift")
    return package.app.changed(since: AppFolder.modified(generated))
  }

  private static func build(_ package: HostPackage, regenerate: Bool) throws(HostError) -> String {
    let toolchain = Toolchain()
    let common = [
      "--package-path", package.directory.path, "--scratch-path", scratchPath(package),
    ]
    if regenerate {
      Toolchain.write("==> generating the adapter from \(package.app.moduleName)'s own code\n")
      if let failure = toolchain.run(
        ["package"] + common + [
          "--allow-writing-to-package-directory", "generate-scene-adapter",
          "--target", package.app.moduleName, "--shell-target", package.productName, "--catalog",
        ], step: "building \(package.app.moduleName) to read it")
      {
        throw HostError(
          "generating the adapter failed:\n" + errors(in: failure), compilerOutput: failure)
      }
    }
    Toolchain.write("==> building \(package.productName)\n")
    // Every host builds in SceneShell's own build folder; SwiftPM keeps one build plan there,
    // the last root package's, and once answered another host's product with "No target named
    // '…' in build description". Its plan is made again when the host changes (the compiled
    // modules stay), and again once if SwiftPM still says so.
    forgetPlan(if: package)
    var failure = toolchain.run(
      ["build"] + common + ["--product", package.productName], step: "compiling")
    if let output = failure, output.contains("in build description") {
      forgetPlan(if: package, always: true)
      failure = toolchain.run(
        ["build"] + common + ["--product", package.productName], step: "compiling")
    }
    if let failure {
      throw HostError("the host did not build:\n" + errors(in: failure), compilerOutput: failure)
    }
    return URL(fileURLWithPath: scratchPath(package)).appending(
      path: "debug/\(package.productName)"
    )
    .path
  }

  /// Removes SwiftPM's build plan from the shared build folder when another host's was the
  /// last made there (or `always`), so that this host's is made: the plan files go, the
  /// compiled modules stay.
  private static func forgetPlan(if package: HostPackage, always: Bool = false) {
    let scratch = URL(fileURLWithPath: scratchPath(package))
    let marker = scratch.appending(path: "scenesh-last-host")
    let last = try? String(contentsOf: marker, encoding: .utf8)
    guard always || last != package.directory.path else { return }
    for plan in ["debug.yaml", "debug/description.json"] {
      try? FileManager.default.removeItem(at: scratch.appending(path: plan))
    }
    try? Data(package.directory.path.utf8).write(to: marker, options: .atomic)
  }

  /// The compiler's error lines, each once; everything when there are none.
  private static func errors(in output: String) -> String {
    var seen = Set<String>()
    let lines = output.split(separator: "\n").map(String.init).filter {
      $0.contains("error:") && seen.insert($0).inserted
    }
    return TerminalSafe.lines(lines.isEmpty ? output : lines.joined(separator: "\n"))
  }

  /// Replaces this process with the host's shell, which then owns the terminal.
  private static func exec(_ binary: String, _ arguments: [String]) -> Int32 {
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    execv(binary, argv)
    return fail("cannot start \(binary): \(String(cString: strerror(errno)))", 1)
  }

  private static func fail(_ message: String, _ status: Int32) -> Int32 {
    Toolchain.write("scenesh host: error: \(message)\n")
    return status
  }
}

import LineEditing
import SceneRuntime
import SceneShell

/// A shell run in the test's own process on a catalog of the test's: `commands` piped in, what
/// it printed (stdout and stderr together) and its exit status back.
@MainActor
enum InProcessShell {
  static func run(
    _ commands: [String], initial: String,
    catalog entries: [SceneCatalog.Entry]
  ) async -> (output: String, status: Int32) {
    await run(commands) { _ in SceneCatalog(entries: entries, initialSceneName: initial) }
  }

  /// With `configure` changing what no option changes (the benchmark's switches).
  static func run(
    _ commands: [String], configure: (inout ShellConfiguration) -> Void = { _ in },
    catalog: @escaping @MainActor (SceneCatalog.Context) -> SceneCatalog
  ) async -> (output: String, status: Int32) {
    let reader = ScriptedLineReader(commands)
    var configuration = ShellConfiguration(
      isInteractive: false, inputName: "test", colorEnabled: false, clockMode: .virtual)
    configure(&configuration)
    let shell = Shell(configuration: configuration, reader: reader, catalog: catalog)
    let status = await shell.run()
    return (reader.output, status)
  }
}

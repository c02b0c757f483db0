import ExampleScenes
import Foundation
import SceneShell

let status = await Launcher.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  environment: ProcessInfo.processInfo.environment,
  catalog: ExampleScenesCatalog.catalog(context:)
)
exit(status)

import ExampleScenes
import Foundation
import SceneHosting
import SceneShell

let arguments = CommandLine.arguments
if arguments.count > 1, arguments[1] == "host" {
  exit(HostCommand.run(Array(arguments.dropFirst(2)), sceneShell: SceneShellSource.find()))
}
SceneShell.main(.scenesh, catalog: ExampleScenesCatalog.catalog(context:))

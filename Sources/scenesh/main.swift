import ExampleScenes
import SceneShell

SceneShell.main(.scenesh, catalog: ExampleScenesCatalog.catalog(context:))

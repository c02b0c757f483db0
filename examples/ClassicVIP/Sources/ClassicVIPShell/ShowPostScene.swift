import ClassicVIP
import SceneRuntime
import UIKit

/// The post as the shell shows it, once the list's router has pushed its controller.
@MainActor
final class ShowPostScene: Scene {
  let title: String
  private let post: ShowPostViewController

  init(controller: ShowPostViewController, environment: SceneEnvironment) {
    post = controller
    post.navigator = environment.navigator
    title = "post(\(controller.postID))"
  }

  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      // Weak: a command's intent is still held while the shell checks, after `done` pops
      // the scene, that the scene's parts were released.
      Intent("reload", summary: "Pull to refresh: load the post and its author again.") {
        [weak post] _ in post?.load()
      },
      Intent("done", summary: "The app's back button: the router pops the post.") {
        [weak post] _ in post?.router?.routeBackToListPosts()
      },
    ]
  }

  /// `viewDidLoad`'s load, once the shell observes the state.
  func sceneDidLoad() {
    post.load()
  }

  func readState() -> [StateField] { post.display.stateFields }

  var components: [SceneComponent] {
    (post.parts?.components ?? []) + [SceneComponent(post.display)]
  }
}

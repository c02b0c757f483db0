import ClassicVIP
import SceneRuntime
import UIKit

/// The post as the shell shows it, once the list's router has pushed its controller (the
/// generated headless one, which the storyboard makes: see `ClassicVIPCatalog`).
@MainActor
final class ShowPostScene: Scene {
  let title: String
  private let post: ShowPostViewController

  init(controller: ShowPostViewController, environment: SceneEnvironment) {
    post = controller
    // The post the list's router passed in, for the prompt.
    title = "post(\(controller.parts?.interactor.post?.id ?? 0))"
    post.display.alertErrors(title: "Post", in: environment)
  }

  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      // Weak: a command's intent is still held while the shell checks, after `done` pops
      // the scene, that the scene's parts were released.
      ShowPostBusinessLogicIntents { [weak post] in post?.interactor }
        .loadPost("reload", summary: "Pull to refresh: load the post and its author again."),
      Intent("done", summary: "The app's back button: the router pops the post.") {
        [weak post] _ in post?.router?.routeBackToListPosts()
      },
    ]
  }

  /// `viewDidLoad`'s load, once the shell observes the state.
  func sceneDidLoad() {
    post.interactor?.loadPost(request: ShowPost.LoadPost.Request())
  }

  func readState() -> [StateField] { post.display.stateFields }

  var components: [SceneComponent] { post.components }
}

import ClassicVIP
import SceneRuntime
import SceneUIKit
import SceneURLSession
import UIKit

@MainActor
enum ClassicVIPCatalog {
  static func make(context: SceneCatalog.Context) -> SceneCatalog {
    // The scenes call URLSession.shared themselves: the shell answers, from its example data.
    let server = URLSessionServer.jsonPlaceholder(context)
    // What the app's storyboard made: the list's router takes the post screen from it.
    UIStoryboard.register("ShowPostViewController") {
      ShowPostViewController(
        interactor: ShowPostInteractor(
          worker: ShowPostWorkerHops(usersStore: UsersStoreHops(wrapped: UsersAPI()))))
    }
    // The routers push and pop on a navigation controller: each push becomes a scene.
    let navigation = UIKitNavigation { controller, environment in
      (controller as? ShowPostViewController).map {
        ShowPostScene(controller: $0, environment: environment)
      }
    }
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "posts", summary: "User 1's posts (Clean Swift, GCD, a Timer)") {
          navigation.root(ListPostsScene(environment: $0, userId: 1), in: $0)
        },
        SceneCatalog.Entry(
          name: "root", summary: "Seed 004's image screen (MVI, ObservableObject, a subject)"
        ) { RootScene(environment: $0) },
      ],
      initialSceneName: "posts", commands: server.commands)
  }
}

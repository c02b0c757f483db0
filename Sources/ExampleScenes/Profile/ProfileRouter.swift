import ExampleData
import SceneRuntime

/// Where Profile navigates to.
public enum ProfileRoute: Equatable, Sendable {
  case postDetail(postId: Int, title: String)
}

@MainActor
protocol ProfileRoutingLogic: AnyObject {
  func routeToPostDetail(post: Post)
}

/// Navigation for the Profile scene. Keeps the navigator weakly, as a UIKit router keeps its
/// view controller.
@MainActor
final class ProfileRouter: ProfileRoutingLogic {
  weak var navigator: (any SceneNavigator)?

  init(navigator: (any SceneNavigator)?) {
    self.navigator = navigator
  }

  func routeToPostDetail(post: Post) {
    navigator?.route(ProfileRoute.postDetail(postId: post.id, title: post.title)) { environment in
      PostDetailScene(environment: environment, post: post)
    }
  }
}

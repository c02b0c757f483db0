import ExampleData
import SceneRuntime

/// The post detail Profile's router opens (seed 001's `PostDetailViewController`): it shows the
/// post it was given and has nothing to fetch.
@MainActor
public final class PostDetailScene: Scene {
  public let title: String
  let state: PostDetailState

  public init(environment: SceneEnvironment, post: Post) {
    self.title = "post(\(post.id))"
    self.state = PostDetailState(post: post)
  }

  public var intents: [Intent] { [] }

  public var components: [SceneComponent] { [SceneComponent(state)] }

  public func readState() -> [StateField] {
    [
      StateField("id", state.id),
      StateField("title", state.title),
      StateField("body", state.body),
    ]
  }
}

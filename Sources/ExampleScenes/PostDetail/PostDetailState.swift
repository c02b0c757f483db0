import ExampleData
import Observation

/// The post the detail screen shows.
@Observable
@MainActor
public final class PostDetailState {
  public var id: Int
  public var title: String
  public var body: String

  public init(post: Post) {
    self.id = post.id
    self.title = post.title
    self.body = post.body
  }
}

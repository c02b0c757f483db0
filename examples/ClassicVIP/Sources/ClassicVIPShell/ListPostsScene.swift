import ClassicVIP
import SceneRuntime
import SceneUIKit
import UIKit

/// The list as the shell shows it: the view's actions as intents, its labels as state.
@MainActor
final class ListPostsScene: UIKitHostedScene {
  let title = "posts"
  private let list: ListPostsViewController
  var controller: UIViewController { list }

  init(environment: SceneEnvironment, userId: Int) {
    list = ListPostsViewController(userId: userId, navigator: environment.navigator)
  }

  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      Intent("fetch", summary: "Pull to refresh: fetch the user's posts again.") {
        [weak list] _ in list?.fetch()
      },
      Intent(
        "filter", arguments: [IntentArgument("TEXT", .text)],
        summary: "Type TEXT into the search field: the list narrows 300ms after the last key."
      ) { [weak list] arguments in
        let text = arguments.text("TEXT") ?? ""
        list?.state.searchText = text
        list?.interactor?.filterPosts(request: ListPosts.FilterPosts.Request(text: text))
      },
      ListPostsBusinessLogicIntents { [weak list] in list?.interactor }
        .selectPost("select", summary: "Tap row INDEX (0-based) of the list: opens the post."),
    ]
  }

  /// `viewDidLoad`'s fetch, once the shell observes the state, so that no change is missed.
  func sceneDidLoad() {
    list.fetch()
  }

  func readState() -> [StateField] {
    [
      StateField("header", in: list.state, \.header),
      StateField("searchText", in: list.state, \.searchText),
      StateField("rows", in: list.state, \.rows),
    ]
  }

  var components: [SceneComponent] {
    (list.parts?.components ?? []) + [SceneComponent(list.state)]
  }
}

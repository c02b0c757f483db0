import ClassicVIP
import Observation
import SceneRuntime
import SceneUIKit
import UIKit

/// The list as the shell shows it: the view's actions as intents, its labels as state. The
/// scene plays the view around the generated headless view controller, so it keeps what the
/// user typed into the search field, which no view model carries.
@MainActor
@Observable
final class ListPostsScene: UIKitHostedScene {
  let title = "posts"
  private let list: ListPostsViewController
  private let userId: Int
  var searchText = ""
  var controller: UIViewController { list }

  init(environment: SceneEnvironment, userId: Int) {
    list = ListPostsViewController(
      interactor: ListPostsInteractor(
        worker: ListPostsWorkerHops(postsStore: PostsStoreHops(wrapped: PostsAPI()))))
    self.userId = userId
    list.display.alertErrors(title: "Posts", in: environment)
    // A fresh list clears the search field, as the app's view controller does.
    list.display.onDisplayFetchedPosts = { [weak self] _ in self?.searchText = "" }
    // The tap went through: as the app's view controller does, ask the router for the post.
    list.display.onDisplaySelectedPost = { [weak list] _ in list?.router?.routeToShowPost() }
  }

  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      Intent("fetch", summary: "Pull to refresh: fetch the user's posts again.") {
        [weak self] _ in self?.fetch()
      },
      Intent(
        "filter", arguments: [IntentArgument("TEXT", .text)],
        summary: "Type TEXT into the search field: the list narrows 300ms after the last key."
      ) { [weak self] arguments in
        let text = arguments.text("TEXT") ?? ""
        self?.searchText = text
        self?.list.interactor?.filterPosts(request: ListPosts.FilterPosts.Request(text: text))
      },
      ListPostsBusinessLogicIntents { [weak list] in list?.interactor }
        .selectPost("select", summary: "Tap row INDEX (0-based) of the list: opens the post."),
    ]
  }

  /// `viewDidLoad`'s fetch, once the shell observes the state, so that no change is missed.
  func sceneDidLoad() {
    fetch()
  }

  private func fetch() {
    list.interactor?.fetchPosts(request: ListPosts.FetchPosts.Request(userId: userId))
  }

  func readState() -> [StateField] {
    [
      StateField("header", in: list.display, \.header),
      StateField("searchText", in: self, \.searchText),
      StateField("rows", in: list.display, \.displayedPosts),
    ]
  }

  var components: [SceneComponent] { list.components }
}

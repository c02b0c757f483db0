import Testing

@testable import ExampleData
@testable import ExampleScenes

@MainActor
@Suite struct ProfilePresenterTests {
  @Test func formatsTheProfileForTheView() throws {
    let display = DisplayLogicSpy()
    let presenter = ProfilePresenter(displayLogic: display)
    let longBody = String(repeating: "abcdefghij", count: 9)  // 90 characters
    presenter.presentProfile(
      response: ProfileResponse(
        user: SceneFixtures.user(id: 3, name: "Clementine Bauch", email: "Nathan@yesenia.net"),
        posts: [
          SceneFixtures.post(id: 21, userId: 3, title: "first", body: longBody),
          SceneFixtures.post(id: 22, userId: 3, title: "second", body: "short body"),
        ]))
    let viewModel = try #require(display.profiles.last)
    #expect(viewModel.displayName == "Clementine Bauch")
    #expect(viewModel.email == "Nathan@yesenia.net")
    #expect(viewModel.postCount == "2 posts")
    #expect(
      viewModel.posts == [
        PostCellViewModel(id: 21, title: "first", preview: String(longBody.prefix(80)) + "..."),
        PostCellViewModel(id: 22, title: "second", preview: "short body..."),
      ])
    #expect(viewModel.posts[0].preview.count == 83)
  }

  @Test func previewCountsCharactersNotBytes() {
    let body = String(repeating: "é👍🏽", count: 50)
    let preview = ProfilePresenter.preview(of: body)
    #expect(preview.count == 83)
    #expect(preview.hasPrefix(String(repeating: "é👍🏽", count: 40)))
    #expect(preview.hasSuffix("..."))
  }

  @Test func postCountLabelIsSingularForOne() {
    #expect(ProfilePresenter.postCountLabel(0) == "0 posts")
    #expect(ProfilePresenter.postCountLabel(1) == "1 post")
    #expect(ProfilePresenter.postCountLabel(10) == "10 posts")
  }

  @Test func errorsAreShownWithTheirEnglishMessage() {
    let display = DisplayLogicSpy()
    let presenter = ProfilePresenter(displayLogic: display)
    presenter.presentError(error: ProfileError.network)
    presenter.presentError(error: ProfileError.notFound)
    presenter.presentError(error: ProfileError.unreadableResponse)
    presenter.presentError(error: ProfileError.noSuchPost(index: 4, count: 2))
    presenter.presentError(error: ProfileError.noSuchPost(index: 0, count: 0))
    presenter.presentError(error: UnlocalisedError())
    #expect(
      display.errors == [
        "Network problem, please try again.",
        "Profile not found.",
        "The profile could not be read. Please try again later.",
        "There is no post 4: posts are 0 to 1.",
        "There is no post 0: this profile has no posts (fetch it first).",
        "Something went wrong. Please try again.",
      ])
  }

  @Test func aSelectedPostGoesToTheView() {
    let display = DisplayLogicSpy()
    let presenter = ProfilePresenter(displayLogic: display)
    let post = SceneFixtures.post(id: 7, userId: 1, title: "t", body: "b")
    presenter.presentSelectedPost(response: ProfileSelectPostResponse(post: post))
    #expect(display.selectedPosts == [post])
  }

  @Test func holdsTheViewWeakly() {
    var display: DisplayLogicSpy? = DisplayLogicSpy()
    let presenter = ProfilePresenter(displayLogic: display)
    weak let released = display
    display = nil
    #expect(released == nil)
    #expect(presenter.displayLogic == nil)
    // Nobody to tell: nothing happens, nothing crashes.
    presenter.presentError(error: ProfileError.network)
  }
}

private struct UnlocalisedError: Error {}

/// Records what the presenter told the view.
@MainActor
final class DisplayLogicSpy: ProfileDisplayLogic {
  private(set) var profiles: [ProfileViewModel] = []
  private(set) var errors: [String] = []
  private(set) var selectedPosts: [Post] = []

  func displayProfile(viewModel: ProfileViewModel) { profiles.append(viewModel) }
  func displayError(message: String) { errors.append(message) }
  func displaySelectedPost(post: Post) { selectedPosts.append(post) }
}

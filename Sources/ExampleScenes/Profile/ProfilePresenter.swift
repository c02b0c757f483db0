import Foundation
import SceneRuntime

/// What the interactor tells the presenter. Main-actor isolated, so the interactor's calls hop
/// to the main actor by themselves; a `HopTarget`, so each is recorded as the hop it is.
@MainActor
protocol ProfilePresentationLogic: HopTarget {
  func presentProfile(response: ProfileResponse)
  func presentError(error: any Error)
  func presentSelectedPost(response: ProfileSelectPostResponse)
}

/// Formats responses into view models and hands them to the view through `DisplayLogic`.
@MainActor
final class ProfilePresenter: ProfilePresentationLogic {
  /// Weak: the view owns the VIP cycle, not the presenter.
  weak var displayLogic: (any ProfileDisplayLogic)?

  static let previewLength = 80
  static let fallbackErrorMessage = "Something went wrong. Please try again."

  init(displayLogic: (any ProfileDisplayLogic)? = nil) {
    self.displayLogic = displayLogic
  }

  func presentProfile(response: ProfileResponse) {
    let viewModel = ProfileViewModel(
      displayName: response.user.name,
      email: response.user.email,
      postCount: Self.postCountLabel(response.posts.count),
      posts: response.posts.map { post in
        PostCellViewModel(id: post.id, title: post.title, preview: Self.preview(of: post.body))
      }
    )
    displayLogic?.displayProfile(viewModel: viewModel)
  }

  func presentError(error: any Error) {
    let message = (error as? any LocalizedError)?.errorDescription ?? Self.fallbackErrorMessage
    displayLogic?.displayError(message: message)
  }

  func presentSelectedPost(response: ProfileSelectPostResponse) {
    displayLogic?.displaySelectedPost(post: response.post)
  }
}

extension ProfilePresenter {
  /// "1 post", "2 posts", "0 posts".
  static func postCountLabel(_ count: Int) -> String {
    count == 1 ? "1 post" : "\(count) posts"
  }

  /// The first 80 characters of `body`, then "..." (as the seed does, even for a short body).
  static func preview(of body: String) -> String {
    String(body.prefix(previewLength)) + "..."
  }
}

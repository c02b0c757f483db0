import UIKit

/// What the interactor can ask of the post's presenter.
public protocol ShowPostPresentationLogic {
  func presentPost(response: ShowPost.LoadPost.Response)
  func presentLoadPostError(response: ShowPost.LoadPost.ErrorResponse)
  func presentAuthor(response: ShowPost.LoadAuthor.Response)
  func presentLoadAuthorError(response: ShowPost.LoadAuthor.ErrorResponse)
}

import UIKit

/// What the post's view controller can ask of its interactor.
public protocol ShowPostBusinessLogic {
  func loadPost(request: ShowPost.LoadPost.Request)
}

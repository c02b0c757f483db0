import UIKit

/// The post screen's business logic: shows the post it was given, then fetches its author.
/// Call it from the main thread only, as a view controller does.
public class ShowPostInteractor: ShowPostBusinessLogic, ShowPostDataStore {
  /// Strong: the interactor owns its presenter; the presenter holds the view only weakly.
  public var presenter: ShowPostPresentationLogic?
  public var worker: ShowPostWorker

  public var post: Post?
  public private(set) var author: User?

  public init(worker: ShowPostWorker = ShowPostWorker()) {
    self.worker = worker
  }

  public func loadPost(request: ShowPost.LoadPost.Request) {
    guard let post = post else {
      presenter?.presentLoadPostError(response: ShowPost.LoadPost.ErrorResponse())
      return
    }
    // The post is already here: show it now rather than after the author round trip.
    presenter?.presentPost(response: ShowPost.LoadPost.Response(post: post))
    worker.fetchAuthor(of: post) { [weak self] result in
      // The screen may be gone by the time the network answers.
      guard let self = self else { return }
      switch result {
      case .success(let user):
        self.author = user
        self.presenter?.presentAuthor(response: ShowPost.LoadAuthor.Response(user: user))
      case .failure(let error):
        self.presenter?.presentLoadAuthorError(
          response: ShowPost.LoadAuthor.ErrorResponse(error: error))
      }
    }
  }
}

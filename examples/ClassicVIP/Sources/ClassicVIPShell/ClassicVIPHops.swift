import ClassicVIP
import SceneRuntime

// The hop decorators: one line per method, around each protocol the configurator wires. The
// scenes' code never knows; `trace` shows each crossing, and step mode holds what it can.

struct ListPostsInteractorHops: ListPostsBusinessLogic, HopDecorator {
  let wrapped: any ListPostsBusinessLogic

  func fetchPosts(request: ListPosts.FetchPosts.Request) {
    hop(.interactor, "fetchPosts", request) { $0.fetchPosts(request: request) }
  }
  func filterPosts(request: ListPosts.FilterPosts.Request) {
    hop(.interactor, "filterPosts", request) { $0.filterPosts(request: request) }
  }
  func selectPost(request: ListPosts.SelectPost.Request) {
    hop(.interactor, "selectPost", request) { $0.selectPost(request: request) }
  }
}

struct ListPostsPresenterHops: ListPostsPresentationLogic, HopDecorator {
  let wrapped: any ListPostsPresentationLogic

  func presentFetchedPosts(response: ListPosts.FetchPosts.Response) {
    hop(.presenter, "presentFetchedPosts", response) { $0.presentFetchedPosts(response: response) }
  }
  func presentFetchPostsError(response: ListPosts.FetchPosts.ErrorResponse) {
    hop(.presenter, "presentFetchPostsError", response) {
      $0.presentFetchPostsError(response: response)
    }
  }
  func presentFilteredPosts(response: ListPosts.FilterPosts.Response) {
    hop(.presenter, "presentFilteredPosts", response) {
      $0.presentFilteredPosts(response: response)
    }
  }
  func presentSelectedPost(response: ListPosts.SelectPost.Response) {
    hop(.presenter, "presentSelectedPost", response) { $0.presentSelectedPost(response: response) }
  }
  func presentSelectPostError(response: ListPosts.SelectPost.ErrorResponse) {
    hop(.presenter, "presentSelectPostError", response) {
      $0.presentSelectPostError(response: response)
    }
  }
}

/// The interactor's worker, a class as Clean Swift writes it: the decorator is a subclass that
/// forwards to a worker of its own, so the hop names `ListPostsWorker`. (The superclass's copy
/// of the store is never used.)
final class ListPostsWorkerHops: ListPostsWorker, HopDecorator {
  let wrapped: ListPostsWorker

  override init(postsStore: any PostsStoreProtocol) {
    wrapped = ListPostsWorker(postsStore: postsStore)
    super.init(postsStore: postsStore)
  }

  override func fetchPosts(
    userId: Int, completion: @escaping (Result<[Post], PostsStoreError>) -> Void
  ) {
    hop(.worker, "fetchPosts", userId, completion: completion) { worker, done in
      worker.fetchPosts(userId: userId, completion: done)
    }
  }
}

final class ShowPostWorkerHops: ShowPostWorker, HopDecorator {
  let wrapped: ShowPostWorker

  override init(usersStore: any UsersStoreProtocol) {
    wrapped = ShowPostWorker(usersStore: usersStore)
    super.init(usersStore: usersStore)
  }

  override func fetchAuthor(
    of post: Post, completion: @escaping (Result<User, UsersStoreError>) -> Void
  ) {
    hop(.worker, "fetchAuthor", post, completion: completion) { worker, done in
      worker.fetchAuthor(of: post, completion: done)
    }
  }
}

/// The store the worker calls: a completion-handler hop, so `trace` shows the answer and the
/// time until it came, and step mode holds its delivery.
struct PostsStoreHops: PostsStoreProtocol, HopDecorator {
  let wrapped: any PostsStoreProtocol

  func fetchPosts(userId: Int, completion: @escaping (Result<[Post], PostsStoreError>) -> Void) {
    hop(.worker, "fetchPosts", userId, completion: completion) { store, done in
      store.fetchPosts(userId: userId, completion: done)
    }
  }
}

struct ShowPostInteractorHops: ShowPostBusinessLogic, HopDecorator {
  let wrapped: any ShowPostBusinessLogic

  func loadPost(request: ShowPost.LoadPost.Request) {
    hop(.interactor, "loadPost") { $0.loadPost(request: request) }
  }
}

struct ShowPostPresenterHops: ShowPostPresentationLogic, HopDecorator {
  let wrapped: any ShowPostPresentationLogic

  func presentPost(response: ShowPost.LoadPost.Response) {
    hop(.presenter, "presentPost", response) { $0.presentPost(response: response) }
  }
  func presentLoadPostError(response: ShowPost.LoadPost.ErrorResponse) {
    hop(.presenter, "presentLoadPostError") { $0.presentLoadPostError(response: response) }
  }
  func presentAuthor(response: ShowPost.LoadAuthor.Response) {
    hop(.presenter, "presentAuthor", response) { $0.presentAuthor(response: response) }
  }
  func presentLoadAuthorError(response: ShowPost.LoadAuthor.ErrorResponse) {
    hop(.presenter, "presentLoadAuthorError", response) {
      $0.presentLoadAuthorError(response: response)
    }
  }
}

struct UsersStoreHops: UsersStoreProtocol, HopDecorator {
  let wrapped: any UsersStoreProtocol

  func fetchUser(id: Int, completion: @escaping (Result<User, UsersStoreError>) -> Void) {
    hop(.worker, "fetchUser", id, completion: completion) { store, done in
      store.fetchUser(id: id, completion: done)
    }
  }
}

import UIKit
import XCTest

@testable import ClassicVIP

final class ShowPostInteractorTests: XCTestCase {
  private var store: FakeUsersStore!
  private var presenter: ShowPostPresenterSpy!
  private var interactor: ShowPostInteractor!

  override func setUp() {
    super.setUp()
    store = FakeUsersStore(result: .success(Sample.leanne))
    presenter = ShowPostPresenterSpy()
    interactor = ShowPostInteractor(worker: ShowPostWorker(usersStore: store))
    interactor.presenter = presenter
  }

  func testLoadPresentsThePostThenItsAuthor() {
    interactor.post = Sample.posts[0]
    interactor.loadPost(request: .init())

    XCTAssertEqual(store.requestedIds, [1])
    XCTAssertEqual(presenter.events, [.post(id: 1), .author(Sample.leanne)])
    XCTAssertEqual(interactor.author, Sample.leanne)
  }

  func testThePostIsPresentedBeforeTheAuthorArrives() {
    store.answersAsynchronously = true
    interactor.post = Sample.posts[0]
    interactor.loadPost(request: .init())
    XCTAssertEqual(presenter.events, [.post(id: 1)])

    let arrived = expectation(description: "author")
    presenter.onEvent = { arrived.fulfill() }
    wait(for: [arrived], timeout: 2)
    XCTAssertEqual(presenter.events, [.post(id: 1), .author(Sample.leanne)])
  }

  func testAuthorFailureIsPresentedAfterThePost() {
    store.result = .failure(.badStatus(code: 404))
    interactor.post = Sample.posts[0]
    interactor.loadPost(request: .init())

    XCTAssertEqual(presenter.events, [.post(id: 1), .authorError(.badStatus(code: 404))])
    XCTAssertNil(interactor.author)
  }

  func testLoadWithoutAPostPresentsAnErrorAndFetchesNothing() {
    interactor.loadPost(request: .init())

    XCTAssertEqual(presenter.events, [.noPost])
    XCTAssertEqual(store.requestedIds, [])
  }
}

final class ShowPostPresenterTests: XCTestCase {
  private var presenter: ShowPostPresenter!
  private var display: ShowPostDisplaySpy!

  override func setUp() {
    super.setUp()
    presenter = ShowPostPresenter()
    display = ShowPostDisplaySpy()
    presenter.viewController = display
  }

  func testPostShowsTitleBodyAndAPlaceholderAuthor() {
    presenter.presentPost(response: .init(post: Sample.posts[1]))

    XCTAssertEqual(
      display.events,
      [
        .post(
          .init(
            title: "Qui est esse", body: "est rerum tempore vitae", authorLine: "loading author…"))
      ])
  }

  func testAuthorLineNamesTheUserAndHandle() {
    presenter.presentAuthor(response: .init(user: Sample.leanne))

    XCTAssertEqual(display.events, [.author("by Leanne Graham (@Bret)")])
  }

  func testAuthorFailureReplacesTheLineThenReportsTheError() {
    presenter.presentLoadAuthorError(response: .init(error: .network(description: "offline")))

    XCTAssertEqual(
      display.events,
      [
        .author("author unavailable"),
        .authorError(UsersStoreError.network(description: "offline").message),
      ])
  }

  func testMissingPostIsReported() {
    presenter.presentLoadPostError(response: .init())

    XCTAssertEqual(display.events, [.postError("There is no post to show.")])
  }

  func testRouterGoesBackThroughItsNavigationController() {
    let list = UIViewController()
    let navigation = UINavigationController(rootViewController: list)
    navigation.pushViewController(display, animated: false)
    let parts = ShowPostConfigurator.configure(viewController: display)
    parts.router.routeBackToListPosts()

    XCTAssertTrue(navigation.topViewController === list)
    XCTAssertTrue(parts.router.dataStore as AnyObject === parts.interactor)
  }
}

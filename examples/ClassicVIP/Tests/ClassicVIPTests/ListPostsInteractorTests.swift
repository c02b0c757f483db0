import UIKit
import XCTest

@testable import ClassicVIP

final class ListPostsInteractorTests: XCTestCase {
  private var store: FakePostsStore!
  private var presenter: ListPostsPresenterSpy!
  private var interactor: ListPostsInteractor!

  override func setUp() {
    super.setUp()
    store = FakePostsStore(result: .success(Sample.posts))
    presenter = ListPostsPresenterSpy()
    interactor = ListPostsInteractor(worker: ListPostsWorker(postsStore: store))
    interactor.presenter = presenter
    // Short, so the tests do not wait the app's 0.3 s; the mechanism is the same.
    interactor.filterDelay = 0.05
  }

  /// Runs the main run loop until the presenter has recorded `count` events (or fails).
  private func waitForEvents(_ count: Int, file: StaticString = #filePath, line: UInt = #line) {
    let done = expectation(description: "\(count) events")
    done.assertForOverFulfill = false
    if presenter.events.count >= count {
      done.fulfill()
    } else {
      presenter.onEvent = { [weak self] in
        if (self?.presenter.events.count ?? 0) >= count { done.fulfill() }
      }
    }
    wait(for: [done], timeout: 2)
    presenter.onEvent = nil
  }

  /// Runs the main run loop for `seconds`, so a timer that should not fire has had its chance.
  private func spin(_ seconds: TimeInterval) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
  }

  func testFetchAsksTheStoreForTheUserAndPresentsThePosts() {
    interactor.fetchPosts(request: .init(userId: 1))

    XCTAssertEqual(store.requestedUserIds, [1])
    XCTAssertEqual(presenter.events, [.fetched(userId: 1, ids: [1, 2, 3])])
    XCTAssertEqual(interactor.posts, Sample.posts)
  }

  func testFetchAnsweredOnTheMainQueueLaterIsPresentedThen() {
    store.answersAsynchronously = true
    interactor.fetchPosts(request: .init(userId: 1))
    XCTAssertEqual(presenter.events, [])

    waitForEvents(1)
    XCTAssertEqual(presenter.events, [.fetched(userId: 1, ids: [1, 2, 3])])
  }

  func testFetchFailureIsPresentedAsAnError() {
    store.result = .failure(.undecodable)
    interactor.fetchPosts(request: .init(userId: 1))

    XCTAssertEqual(presenter.events, [.fetchError(.undecodable)])
    XCTAssertEqual(interactor.posts, [])
  }

  func testAnswerAfterTheInteractorIsGoneIsDropped() {
    store.answersAsynchronously = true
    interactor.fetchPosts(request: .init(userId: 1))
    interactor = nil
    spin(0.05)

    XCTAssertEqual(presenter.events, [])
  }

  func testFilterWaitsForTheTimerThenMatchesTitlesIgnoringCase() {
    interactor.fetchPosts(request: .init(userId: 1))
    interactor.filterPosts(request: .init(text: "QUI"))
    XCTAssertEqual(presenter.events.count, 1, "nothing is filtered before the delay")

    waitForEvents(2)
    XCTAssertEqual(presenter.events.last, .filtered(text: "QUI", ids: [2], total: 3))
    XCTAssertEqual(interactor.displayedPosts, [Sample.posts[1]])
  }

  func testOnlyTheLastTextOfABurstIsApplied() {
    interactor.fetchPosts(request: .init(userId: 1))
    interactor.filterPosts(request: .init(text: "s"))
    interactor.filterPosts(request: .init(text: "su"))
    interactor.filterPosts(request: .init(text: "sun"))

    waitForEvents(2)
    spin(0.15)
    XCTAssertEqual(
      presenter.events,
      [.fetched(userId: 1, ids: [1, 2, 3]), .filtered(text: "sun", ids: [1], total: 3)])
  }

  func testTheAppWaitsThreeTenthsOfASecond() {
    interactor = ListPostsInteractor(worker: ListPostsWorker(postsStore: store))
    interactor.presenter = presenter
    XCTAssertEqual(interactor.filterDelay, 0.3)

    interactor.fetchPosts(request: .init(userId: 1))
    interactor.filterPosts(request: .init(text: "qui"))
    spin(0.15)
    XCTAssertEqual(presenter.events.count, 1, "still waiting")

    waitForEvents(2)
    XCTAssertEqual(presenter.events.last, .filtered(text: "qui", ids: [2], total: 3))
  }

  func testEmptyOrBlankFilterShowsEveryPost() {
    interactor.fetchPosts(request: .init(userId: 1))
    interactor.filterPosts(request: .init(text: "  "))

    waitForEvents(2)
    XCTAssertEqual(presenter.events.last, .filtered(text: "", ids: [1, 2, 3], total: 3))
  }

  func testFilterBeforeAnyFetchPresentsNothing() {
    interactor.filterPosts(request: .init(text: "qui"))
    spin(0.15)

    XCTAssertEqual(presenter.events, [])
  }

  func testSelectStoresThePostAndPresentsIt() {
    interactor.fetchPosts(request: .init(userId: 1))
    interactor.selectPost(request: .init(index: 2))

    XCTAssertEqual(interactor.selectedPost, Sample.posts[2])
    XCTAssertEqual(presenter.events.last, .selected(id: 3))
  }

  func testSelectIndexesTheFilteredRows() {
    interactor.fetchPosts(request: .init(userId: 1))
    interactor.filterPosts(request: .init(text: "esse"))
    waitForEvents(2)

    interactor.selectPost(request: .init(index: 0))
    XCTAssertEqual(interactor.selectedPost?.id, 2)
  }

  func testSelectOutOfRangePresentsAnErrorAndForgetsTheOldSelection() {
    interactor.fetchPosts(request: .init(userId: 1))
    interactor.selectPost(request: .init(index: 0))
    interactor.selectPost(request: .init(index: 3))
    interactor.selectPost(request: .init(index: -1))

    XCTAssertNil(interactor.selectedPost)
    XCTAssertEqual(
      Array(presenter.events.suffix(2)),
      [.selectError(index: 3, rowCount: 3), .selectError(index: -1, rowCount: 3)])
  }

  func testSelectBeforeAnyFetchPresentsAnError() {
    interactor.selectPost(request: .init(index: 0))

    XCTAssertEqual(presenter.events, [.selectError(index: 0, rowCount: 0)])
  }
}

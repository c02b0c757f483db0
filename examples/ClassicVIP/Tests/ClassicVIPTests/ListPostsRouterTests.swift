import XCTest

@testable import ClassicVIP

final class ListPostsRouterTests: XCTestCase {
  func testRouteToShowPostPassesTheSelectedPostIntoTheDestination() {
    let display = ListPostsDisplaySpy()
    let interactor = ListPostsInteractor(
      worker: ListPostsWorker(postsStore: FakePostsStore(result: .success(Sample.posts))))
    let parts = ListPostsConfigurator.configure(viewController: display, interactor: interactor)
    interactor.fetchPosts(request: .init(userId: 1))
    interactor.selectPost(request: .init(index: 1))

    parts.router.routeToShowPost()

    XCTAssertEqual(display.shown.count, 1)
    XCTAssertEqual(display.shown.first?.post, Sample.posts[1])
  }

  func testNoSelectionNoRoute() {
    let display = ListPostsDisplaySpy()
    let parts = ListPostsConfigurator.configure(
      viewController: display,
      interactor: ListPostsInteractor(
        worker: ListPostsWorker(postsStore: FakePostsStore(result: .success([])))))

    parts.router.routeToShowPost()

    XCTAssertEqual(display.shown.count, 0)
  }

  func testConfiguratorWiresTheSceneTheCleanSwiftWay() {
    var display: ListPostsDisplaySpy? = ListPostsDisplaySpy()
    let parts = ListPostsConfigurator.configure(viewController: display!)

    XCTAssertTrue(parts.interactor.presenter as AnyObject === parts.presenter)
    XCTAssertTrue(parts.presenter.viewController === display)
    XCTAssertTrue(parts.router.viewController === display)
    XCTAssertTrue(parts.router.dataStore as AnyObject === parts.interactor)

    display = nil
    XCTAssertNil(parts.presenter.viewController, "the presenter holds its view weakly")
    XCTAssertNil(parts.router.viewController, "the router holds its view weakly")
  }
}

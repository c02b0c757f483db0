import UIKit
import XCTest

@testable import ClassicVIP

final class ListPostsRouterTests: XCTestCase {
  override func setUp() {
    super.setUp()
    UIStoryboard.register("ShowPostViewController") { ShowPostControllerStub() }
  }

  func testRouteToShowPostPushesTheStoryboardsScreenWithTheSelectedPost() {
    let display = ListPostsDisplaySpy()
    let navigation = UINavigationController(rootViewController: display)
    let interactor = ListPostsInteractor(
      worker: ListPostsWorker(postsStore: FakePostsStore(result: .success(Sample.posts))))
    let parts = ListPostsConfigurator.configure(viewController: display, interactor: interactor)
    interactor.fetchPosts(request: .init(userId: 1))
    interactor.selectPost(request: .init(index: 1))

    parts.router.routeToShowPost()

    XCTAssertEqual(navigation.viewControllers.count, 2)
    let shown = navigation.topViewController as? ShowPostControllerStub
    XCTAssertEqual(shown?.interactor.post, Sample.posts[1])
  }

  func testNoSelectionNoRoute() {
    let display = ListPostsDisplaySpy()
    let navigation = UINavigationController(rootViewController: display)
    let parts = ListPostsConfigurator.configure(
      viewController: display,
      interactor: ListPostsInteractor(
        worker: ListPostsWorker(postsStore: FakePostsStore(result: .success([])))))

    parts.router.routeToShowPost()

    XCTAssertEqual(navigation.viewControllers.count, 1)
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

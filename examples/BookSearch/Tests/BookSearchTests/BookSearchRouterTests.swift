import BookSearch
import Testing

@MainActor
@Suite("BookSearchRouter: navigation through the injected navigator")
struct BookSearchRouterTests {
  @Test func routesTheBookToItsNavigator() throws {
    let navigator = NavigatorSpy()
    let router = BookSearchRouter(navigator: navigator)
    let emma = try #require(catalogBook(3))

    router.routeToBookDetail(book: emma)
    #expect(navigator.shown == [emma])
  }

  @Test func holdsTheNavigatorWeakly() throws {
    var navigator: NavigatorSpy? = NavigatorSpy()
    let router = BookSearchRouter()
    router.navigator = navigator
    #expect(router.navigator != nil)

    navigator = nil
    #expect(router.navigator == nil)
    router.routeToBookDetail(book: try #require(catalogBook(3)))  // goes nowhere, no crash
  }
}

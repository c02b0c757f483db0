import UIKit
import XCTest

@testable import ClassicVIP

final class ListPostsPresenterTests: XCTestCase {
  private var presenter: ListPostsPresenter!
  private var display: ListPostsDisplaySpy!

  override func setUp() {
    super.setUp()
    presenter = ListPostsPresenter()
    display = ListPostsDisplaySpy()
    presenter.viewController = display
  }

  private func post(id: Int = 1, title: String = "title", body: String = "body") -> Post {
    Post(userId: 1, id: id, title: title, body: body)
  }

  func testHeaderCountsPostsWithTheRightNoun() {
    XCTAssertEqual(ListPostsPresenter.header(count: 3, userId: 1), "3 posts by user 1")
    XCTAssertEqual(ListPostsPresenter.header(count: 1, userId: 7), "1 post by user 7")
    XCTAssertEqual(ListPostsPresenter.header(count: 0, userId: 2), "0 posts by user 2")
  }

  func testRowsCapitalizeOnlyTheTitlesFirstLetter() {
    presenter.presentFetchedPosts(
      response: .init(userId: 1, posts: [post(id: 4, title: "qui est esse")]))

    XCTAssertEqual(display.fetched.first?.header, "1 post by user 1")
    XCTAssertEqual(display.fetched.first?.displayedPosts.first?.id, 4)
    XCTAssertEqual(display.fetched.first?.displayedPosts.first?.title, "Qui est esse")
  }

  func testEmptyTitleStaysEmpty() {
    XCTAssertEqual(ListPostsPresenter.displayedPost(post(title: "")).title, "")
  }

  func testShortBodyIsShownWholeOnOneLine() {
    XCTAssertEqual(ListPostsPresenter.excerpt(of: "one\ntwo\r\nthree"), "one two three")
  }

  func testBodyOfExactlyFortyCharactersIsNotCut() {
    let body = String(repeating: "a", count: 40)
    XCTAssertEqual(ListPostsPresenter.excerpt(of: body), body)
  }

  func testLongBodyIsCutAtFortyCharactersWithAnEllipsis() {
    let body = "quia et suscipit\nsuscipit recusandae consequuntur expedita et cum"
    XCTAssertEqual(
      ListPostsPresenter.excerpt(of: body), "quia et suscipit suscipit recusandae con…")
  }

  func testFetchErrorShowsTheStoreMessage() {
    presenter.presentFetchPostsError(response: .init(error: .badStatus(code: 500)))

    XCTAssertEqual(
      display.fetchErrors, [.init(message: PostsStoreError.badStatus(code: 500).message)])
  }

  func testEveryStoreErrorHasItsOwnMessage() {
    let messages = [
      PostsStoreError.network(description: "offline"), .badStatus(code: 404), .undecodable,
    ].map { $0.message }
    XCTAssertEqual(Set(messages).count, 3)
  }

  func testEmptyFilterShowsTheFetchHeader() {
    presenter.presentFilteredPosts(
      response: .init(userId: 1, text: "", matches: Sample.posts, totalCount: 3))

    XCTAssertEqual(display.filtered.first?.header, "3 posts by user 1")
    XCTAssertEqual(display.filtered.first?.displayedPosts.count, 3)
  }

  func testFilterHeaderAgreesInNumber() {
    presenter.presentFilteredPosts(
      response: .init(userId: 1, text: "qui", matches: [Sample.posts[1]], totalCount: 3))
    presenter.presentFilteredPosts(
      response: .init(userId: 1, text: "e", matches: Sample.posts, totalCount: 3))
    presenter.presentFilteredPosts(
      response: .init(userId: 1, text: "zzz", matches: [], totalCount: 1))

    XCTAssertEqual(
      display.filtered.map { $0.header },
      ["1 of 3 posts matches \"qui\"", "3 of 3 posts match \"e\"", "0 of 1 post match \"zzz\""])
  }

  func testSelectedPostIsDisplayedForRouting() {
    presenter.presentSelectedPost(response: .init(post: Sample.posts[1]))

    XCTAssertEqual(display.selected, [.init(postId: 2, title: "Qui est esse")])
  }

  func testSelectErrorSaysWhichRowIsMissing() {
    presenter.presentSelectPostError(response: .init(index: 5, rowCount: 3))
    presenter.presentSelectPostError(response: .init(index: 1, rowCount: 1))
    presenter.presentSelectPostError(response: .init(index: 0, rowCount: 0))

    XCTAssertEqual(
      display.selectErrors.map { $0.message },
      [
        "There is no post at row 5: the list has 3 rows.",
        "There is no post at row 1: the list has 1 row.",
        "There are no posts to open.",
      ])
  }

  func testPresenterDoesNotKeepItsViewAlive() {
    display = nil
    presenter.presentFetchedPosts(response: .init(userId: 1, posts: []))

    XCTAssertNil(presenter.viewController)
  }
}

import UIKit
import XCTest

@testable import ClassicVIP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the API classes make of a data task's answer; the answers are built by hand, so no
/// request is ever sent.
final class StoreResponseTests: XCTestCase {
  private let url = URL(fileURLWithPath: "/posts")

  private func response(status: Int) -> HTTPURLResponse? {
    HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil)
  }

  func testPostsDecodeIgnoringUnknownKeys() throws {
    let json = Data(
      #"[{"userId": 1, "id": 7, "title": "t", "body": "b", "extra": true}]"#.utf8)
    let result = PostsAPI.result(data: json, response: response(status: 200), error: nil)

    XCTAssertEqual(try result.get(), [Post(userId: 1, id: 7, title: "t", body: "b")])
  }

  func testPostsErrorsAreTold() {
    let offline = URLError(.notConnectedToInternet)
    XCTAssertEqual(
      PostsAPI.result(data: nil, response: nil, error: offline),
      .failure(.network(description: offline.localizedDescription)))
    XCTAssertEqual(
      PostsAPI.result(data: Data("[]".utf8), response: response(status: 503), error: nil),
      .failure(.badStatus(code: 503)))
    XCTAssertEqual(
      PostsAPI.result(data: Data("{}".utf8), response: response(status: 200), error: nil),
      .failure(.undecodable))
  }

  func testUserDecodesIgnoringNestedKeys() throws {
    let json = Data(
      #"""
      {"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz",
       "address": {"city": "Gwenborough"}, "phone": "1-770-736-8031"}
      """#.utf8)
    let result = UsersAPI.result(data: json, response: response(status: 200), error: nil)

    XCTAssertEqual(
      try result.get(),
      User(id: 1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz"))
  }

  func testUserErrorsAreTold() {
    XCTAssertEqual(
      UsersAPI.result(data: Data("{}".utf8), response: response(status: 404), error: nil),
      .failure(.badStatus(code: 404)))
    XCTAssertEqual(
      UsersAPI.result(data: Data("[]".utf8), response: response(status: 200), error: nil),
      .failure(.undecodable))
  }
}

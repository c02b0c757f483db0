// swift-format-ignore-file
import XCTest
@testable import Larder

final class ListJarsInteractorTests: XCTestCase {
  func testNothingYet() {}
}

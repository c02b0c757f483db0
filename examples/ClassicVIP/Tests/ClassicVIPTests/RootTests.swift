import Combine
import SwiftUI
import XCTest

@testable import ClassicVIP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Seed 004's Root screen, as an app team tests it: the model's states, and the intent against
/// a URLProtocol that answers `URLSession.shared` in the test (no network).
final class RootTests: XCTestCase {
  private var cancellables = Set<AnyCancellable>()

  override func setUp() {
    super.setUp()
    _ = URLProtocol.registerClass(ImageAnswer.self)
    let configuration = URLSession.shared.configuration
    configuration.protocolClasses = [ImageAnswer.self] + (configuration.protocolClasses ?? [])
  }

  override func tearDown() {
    URLProtocol.unregisterClass(ImageAnswer.self)
    ImageAnswer.body = nil
    cancellables.removeAll()
    super.tearDown()
  }

  func testTheModelStartsLoadingAndEachStateSetsTheWholeScreen() throws {
    let model = RootModel()
    XCTAssertTrue(model.isLoading)
    let image = try XCTUnwrap(UIImage(data: Self.png))

    model.update(state: .show(image: image))
    XCTAssertTrue(model.image === image)
    XCTAssertFalse(model.isLoading)

    model.update(state: .loading)
    XCTAssertNil(model.image)
    XCTAssertTrue(model.isLoading)

    model.update(state: .failLoad(error: URLError(.timedOut)))
    XCTAssertEqual((model.error as? URLError)?.code, .timedOut)
    XCTAssertFalse(model.isLoading)
  }

  func testTheIntentPassesTheModelsChangesOnBeforeTheyHappen() {
    let intent = RootIntent()
    var loadingWhenTold: [Bool] = []
    intent.objectWillChange.sink { _ in loadingWhenTold.append(intent.model.isLoading) }
      .store(in: &cancellables)
    (intent.model as? RootModel)?.update(state: .failLoad(error: URLError(.timedOut)))
    XCTAssertEqual(loadingWhenTold, [true, true])
  }

  func testAppearLoadsTheImageAndAnswersOnTheMainQueue() throws {
    ImageAnswer.body = Self.png
    let intent = RootIntent()
    let shown = expectation(description: "the image is shown")
    var onMainThread = false
    intent.objectWillChange.sink { _ in
      DispatchQueue.main.async {
        if intent.model.image != nil {
          onMainThread = Thread.isMainThread
          shown.fulfill()
        }
      }
    }.store(in: &cancellables)

    intent.onAppear()
    wait(for: [shown], timeout: 10)
    XCTAssertTrue(onMainThread)
    XCTAssertEqual(intent.model.image?.size, CGSize(width: 24, height: 16))
    XCTAssertFalse(intent.model.isLoading)
  }

  func testBytesThatAreNoImageFailTheLoadAndSendAnAlert() {
    ImageAnswer.body = Data("<html>".utf8)
    let intent = RootIntent()
    let alerted = expectation(description: "an alert is sent")
    var screens: [String] = []
    intent.model.routerSubject.sink { screen in
      screens.append("\(screen)")
      alerted.fulfill()
    }.store(in: &cancellables)

    intent.onAppear()
    wait(for: [alerted], timeout: 10)
    XCTAssertEqual(
      screens, [#"alert(title: "Error", message: "It was not possible to load the image")"#])
    XCTAssertNotNil(intent.model.error)
    XCTAssertFalse(intent.model.isLoading)
  }

  func testATapSendsTheDescriptionOrAnAlert() throws {
    let model = RootModel()
    let intent = RootIntent(model: model)
    var screens: [String] = []
    model.routerSubject.sink { screens.append("\($0)".components(separatedBy: "(").first ?? "") }
      .store(in: &cancellables)

    intent.onTapImage()
    model.update(state: .show(image: try XCTUnwrap(UIImage(data: Self.png))))
    intent.onTapImage()
    XCTAssertEqual(screens, ["alert", "descriptionImage"])
  }

  /// A 24×16 PNG: its signature and IHDR chunk, which is all `UIImage` reads.
  static let png: Data = {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 24, 0, 0, 0, 16, 8, 6, 0, 0, 0]
    bytes += [0, 0, 0, 0]
    return Data(bytes)
  }()
}

/// Answers every request with `body` (status 200), on the loading thread.
private final class ImageAnswer: URLProtocol {
  static var body: Data?

  override class func canInit(with request: URLRequest) -> Bool { body != nil }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let body = Self.body,
      let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
    else { return }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: body)
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}

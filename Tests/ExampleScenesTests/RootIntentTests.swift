import SceneRuntime
import Synchronization
import Testing

@testable import ExampleScenes

@MainActor
@Suite struct RootIntentTests {
  @Test func appearLoadsTheImage() async throws {
    let (tracker, model, intent) = makeIntent(ImageDataSource(.success(SceneFixtures.rootImagePNG)))
    model.update(state: .failLoad(error: DataSourceError.network))
    await intent.onAppear()
    // `.loading` is applied at once, before any work: the error is gone.
    #expect(model.isLoading)
    #expect(model.error == nil)
    await tracker.settled()
    let image = try #require(model.image)
    #expect(image.format == .png)
    #expect((image.width, image.height, image.byteCount) == (24, 16, 159))
    #expect(!model.isLoading)
    #expect(model.error == nil)
  }

  @Test func aFailedLoadSetsTheErrorAndAsksForAnAlert() async {
    for failure in [DataSourceError.network, .notFound] {
      let (tracker, model, intent) = makeIntent(ImageDataSource(.failure(failure)))
      await intent.onAppear()
      await tracker.settled()
      #expect(model.error as? DataSourceError == failure)
      #expect(model.image == nil)
      #expect(!model.isLoading)
      var events = model.routerEvents.makeAsyncIterator()
      #expect(
        await events.next()
          == .alert(title: "Error", message: "It was not possible to load the image"))
    }
  }

  @Test func bytesThatAreNoImageAreAFailedLoad() async {
    let (tracker, model, intent) = makeIntent(ImageDataSource(.success(Array("<html>".utf8))))
    await intent.onAppear()
    await tracker.settled()
    #expect(model.error as? DataSourceError == .malformed)
    #expect(model.image == nil)
  }

  @Test func tapWithoutAnImageAsksForAnAlert() async {
    let (_, model, intent) = makeIntent(ImageDataSource(.success(SceneFixtures.rootImagePNG)))
    await intent.onTapImage()
    var events = model.routerEvents.makeAsyncIterator()
    #expect(await events.next() == .alert(title: "Error", message: "Failed to open the screen"))
  }

  @Test func tapWithAnImageAsksForItsDescription() async throws {
    let (tracker, model, intent) = makeIntent(ImageDataSource(.success(SceneFixtures.rootImagePNG)))
    await intent.onAppear()
    await tracker.settled()
    await intent.onTapImage()
    let image = try #require(model.image)
    var events = model.routerEvents.makeAsyncIterator()
    #expect(await events.next() == .descriptionImage(image: image))
  }

  /// A second `appear` replaces the first load: the first one's bytes, arriving afterwards,
  /// are never shown (here they would be a failure and an alert).
  @Test func aNewerAppearKeepsTheOlderLoadOffTheScreen() async throws {
    let data = ImageDataSource(.success(SceneFixtures.rootImagePNG), firstCall: .success([0x00]))
    let (tracker, model, intent) = makeIntent(data)
    await intent.onAppear()
    await data.firstCallArrived.wait()
    await intent.onAppear()
    await intent.loadingTask?.finished()
    #expect(model.image?.width == 24)

    data.releaseFirstCall.open()
    await tracker.settled()
    #expect(model.image?.width == 24)
    #expect(model.error == nil)
    // Nothing was sent to the router: the next event is the one sent now.
    await intent.onTapImage()
    var events = model.routerEvents.makeAsyncIterator()
    let next = await events.next()
    #expect(next.map { if case .descriptionImage = $0 { true } else { false } } == true)
  }

  private func makeIntent(_ data: ImageDataSource) -> (TaskTracker, RootModel, RootIntent) {
    let tracker = TaskTracker()
    let tasks = TaskScope(tracker: tracker)
    let model = RootModel(tasks: tasks)
    let intent = RootIntent(model: model, worker: RootWorker(dataSource: data), tasks: tasks)
    return (tracker, model, intent)
  }
}

/// Serves `image()` from `result`. With `firstCall`, the first request waits at
/// `releaseFirstCall` (ignoring cancellation) and then ends with that result instead.
final class ImageDataSource: UserDataSource {
  let result: Result<[UInt8], DataSourceError>
  let firstCall: Result<[UInt8], DataSourceError>?
  let firstCallArrived = Gate()
  let releaseFirstCall = Gate()
  private let calls = Mutex(0)

  init(
    _ result: Result<[UInt8], DataSourceError>,
    firstCall: Result<[UInt8], DataSourceError>? = nil
  ) {
    self.result = result
    self.firstCall = firstCall
  }

  func image() async throws -> [UInt8] {
    let call = calls.withLock { count in
      count += 1
      return count
    }
    if call == 1, let firstCall {
      firstCallArrived.open()
      await releaseFirstCall.wait()
      return try firstCall.get()
    }
    return try result.get()
  }

  func users() async throws -> [User] { [] }
  func user(id: Int) async throws -> User { throw DataSourceError.notFound }
  func posts(userId: Int) async throws -> [Post] { [] }
}

import SceneRuntime
import Testing

@testable import ExampleScenes

@MainActor
@Suite struct RootModelTests {
  @Test func startsOutLoadingAsInTheSeed() {
    let model = RootModel(tasks: TaskScope(tracker: TaskTracker()))
    #expect(model.isLoading)
    #expect(model.image == nil)
    #expect(model.error == nil)
  }

  @Test func eachStateSetsTheWholeScreen() throws {
    let model = RootModel(tasks: TaskScope(tracker: TaskTracker()))
    let image = try ImageAsset(bytes: SceneFixtures.rootImagePNG)

    model.update(state: .show(image: image))
    #expect(model.image == image)
    #expect(!model.isLoading)
    #expect(model.error == nil)

    model.update(state: .loading)
    #expect(model.image == nil)
    #expect(model.isLoading)
    #expect(model.error == nil)

    model.update(state: .failLoad(error: DataSourceError.network))
    #expect(model.image == nil)
    #expect(!model.isLoading)
    #expect(model.error as? DataSourceError == .network)

    // Loading again clears the earlier failure.
    model.update(state: .loading)
    #expect(model.error == nil)
    #expect(model.isLoading)
  }

  @Test func routerEventsAreDeliveredInOrderThroughTheStream() async {
    let model = RootModel(tasks: TaskScope(tracker: TaskTracker()))
    model.sendRouterEvent(.alert(title: "a", message: "1"))
    model.sendRouterEvent(.alert(title: "b", message: "2"))
    var events = model.routerEvents.makeAsyncIterator()
    #expect(await events.next() == .alert(title: "a", message: "1"))
    #expect(await events.next() == .alert(title: "b", message: "2"))
  }
}

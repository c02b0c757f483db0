import SceneRuntime
import Testing

@MainActor
@Suite struct SceneComponentTests {
  private protocol BusinessLogic {}
  private final class Interactor: BusinessLogic {}
  private struct ValueWorker: BusinessLogic {}

  @Test func partsKeepsTheObjectsAmongOptionalsOfProtocolType() {
    var interactor: BusinessLogic? = Interactor()
    let missing: BusinessLogic? = nil
    let worker: BusinessLogic? = ValueWorker()
    let components = SceneComponent.parts(interactor, missing, worker)
    #expect(components.map(\.name) == ["Interactor"])
    #expect(components.first?.isReleased == false)
    interactor = nil
    #expect(components.first?.isReleased == true)
  }
}

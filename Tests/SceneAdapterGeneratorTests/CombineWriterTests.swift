import Foundation
import Testing

@testable import SceneAdapterGenerator

/// The Combine subscriptions a SwiftUI view makes, written for the scene that plays it.
struct CombineWriterTests {
  private func generate(_ fixture: GraphFixture) throws -> String {
    try AdapterGenerator(command: "swift package generate-scene-adapter")
      .source(symbolGraph: fixture.json())
  }

  /// Seed 004's shape: an intent and a model, both `ObservableObject`s, the model's protocol
  /// declaring the router's subject, which the model declares too.
  var scene: GraphFixture {
    var graph = GraphFixture()
    let observable = "s:7Combine16ObservableObjectP"
    graph.type("I", "class", ["RootIntent"], "class RootIntent", conformsTo: [observable])
    graph.type("P", "protocol", ["RootModeling"], "protocol RootModeling")
    graph.member(
      of: "P", requirement: true, "property", ["RootModeling", "routerSubject"],
      "var routerSubject: PassthroughSubject<RootRouter.ScreenType, Never> { get }")
    graph.type("M", "class", ["RootModel"], "class RootModel", conformsTo: [observable, "P"])
    graph.member(
      of: "M", "property", ["RootModel", "routerSubject"],
      "let routerSubject: PassthroughSubject<RootRouter.ScreenType, Never>")
    graph.member(
      of: "M", "property", ["RootModel", "errors"],
      "let errors: PassthroughSubject<String, any Error>")
    return graph
  }

  @Test func observableObjectsAnnounceTheirChanges() throws {
    let source = try generate(scene)
    #expect(source.contains("\nimport Combine\nimport Observation\n"))
    #expect(source.contains("extension RootIntent {"))
    #expect(source.contains("func announceChanges(to changes: ObjectChanges) -> AnyCancellable {"))
    #expect(
      source.contains(
        "objectWillChange.sink { _ in MainActor.assumeIsolated { changes.send() } }"))
  }

  @Test func aSubjectIsReceivedAsADeliveryToItsConsumer() throws {
    let source = try generate(scene)
    #expect(
      source.contains(
        "extension RootModeling {\n  /// Gives each value `routerSubject` sends to `perform`"))
    #expect(
      source.contains(
        "func onRouterSubject(_ perform: @escaping @MainActor (RootRouter.ScreenType) -> Void) "
          + "-> AnyCancellable {"))
    // A generated subclass decorator (`RootModelHops`) delivers as the model it stands in for.
    #expect(
      source.contains(
        "let source = (self as? any HopDecorator)?.componentName ?? "
          + "String(describing: type(of: self))"))
    #expect(
      source.contains(
        "Delivery.deliver(value, from: source, to: \"RootRouter\") { perform(value) }"))
    // Written once, on the protocol; a publisher that can fail is not a view's to receive.
    #expect(source.components(separatedBy: "func onRouterSubject").count == 2)
    #expect(!source.contains("onErrors"))
  }

  @Test func aSceneWithoutCombineDoesNotImportIt() throws {
    var graph = GraphFixture()
    graph.type("B", "protocol", ["ListBusinessLogic"], "protocol ListBusinessLogic")
    graph.member(of: "B", requirement: true, "method", ["fetch()"], "func fetch()")
    #expect(try !generate(graph).contains("import Combine"))
  }
}

import Foundation
import Testing

@testable import SceneAdapterGenerator

/// The wiring written for a scene without a configurator: an interactor whose initialiser takes
/// its presenter.
struct PartsWriterTests {
  private func generate(_ fixture: GraphFixture) throws -> String {
    try AdapterGenerator(command: "swift package generate-scene-adapter")
      .source(symbolGraph: fixture.json())
  }

  /// `Detail`, pure VIP: an interactor actor taking its presenter and a worker, a presenter
  /// holding its view weakly, a display protocol.
  var scene: GraphFixture {
    var graph = GraphFixture()
    graph.type("D", "protocol", ["DetailDisplayLogic"], "protocol DetailDisplayLogic: AnyObject")
    graph.member(
      of: "D", requirement: true, "method", ["displayTitle(_:)"],
      "func displayTitle(_ title: String)",
      parameters: [("title", "String", "s:SS")])
    graph.type("P", "protocol", ["DetailPresentationLogic"], "protocol DetailPresentationLogic")
    graph.member(
      of: "P", requirement: true, "method", ["presentTitle()"], "func presentTitle()")
    graph.type(
      "B", "protocol", ["DetailBusinessLogic"], "protocol DetailBusinessLogic: Sendable")
    graph.member(of: "B", requirement: true, "method", ["load()"], "func load() async")
    graph.type("W", "protocol", ["DetailWorking"], "protocol DetailWorking: Sendable")
    graph.member(of: "W", requirement: true, "method", ["fetch()"], "func fetch() async")
    graph.type("PC", "class", ["DetailPresenter"], "final class DetailPresenter", conformsTo: ["P"])
    graph.member(
      of: "PC", "property", ["DetailPresenter", "viewController"],
      "weak var viewController: (any DetailDisplayLogic)?")
    graph.member(
      of: "PC", "init", ["DetailPresenter", "init(viewController:)"],
      "init(viewController: (any DetailDisplayLogic)? = nil)",
      parameters: [("viewController", "(any DetailDisplayLogic)?", nil)])
    graph.type("IC", "class", ["DetailInteractor"], "actor DetailInteractor", conformsTo: ["B"])
    graph.member(
      of: "IC", "init", ["DetailInteractor", "init(id:presenter:worker:)"],
      "init(id: Int, presenter: any DetailPresentationLogic, worker: any DetailWorking = Worker())",
      parameters: [
        ("id", "Int", "s:Si"), ("presenter", "any DetailPresentationLogic", nil),
        ("worker", "any DetailWorking", nil),
      ])
    return graph
  }

  @Test func theInteractorGetsTheDecoratedPresenterAndWhatTheHostPasses() throws {
    let source = try generate(scene)
    #expect(source.contains("final class DetailParts {\n"))
    #expect(
      source.contains(
        "  let presenter = DetailPresenter()\n  let view = DetailDisplayLogicView()\n"))
    #expect(source.contains("  let interactor: any DetailBusinessLogic\n"))
    #expect(source.contains("  init(id: Int, worker: any DetailWorking = Worker()) {\n"))
    #expect(
      source.contains(
        "interactor = DetailBusinessLogicHops(wrapped: DetailInteractor(id: id, presenter: "
          + "DetailPresentationLogicHops(wrapped: presenter), worker: DetailWorkingHops(wrapped: "
          + "worker)))\n    presenter.viewController = view\n"))
    #expect(source.contains("func intents(in tasks: TaskScope) -> DetailBusinessLogicIntents {"))
    #expect(
      source.contains("DetailBusinessLogicIntents(tasks) { [weak self] in self?.interactor }"))
    #expect(source.contains("[SceneComponent(presenter), SceneComponent(view)]"))
  }

  /// A worker class the interactor takes by its class, as app code writes it: the parts make
  /// its subclass decorator by default, so that its calls are hops with no line of the host's.
  @Test func aClassWorkersDefaultIsItsDecorator() throws {
    var graph = GraphFixture()
    graph.type("P", "protocol", ["OrdersPresentationLogic"], "protocol OrdersPresentationLogic")
    graph.member(of: "P", requirement: true, "method", ["present()"], "func present()")
    graph.type("B", "protocol", ["OrdersBusinessLogic"], "protocol OrdersBusinessLogic")
    graph.member(of: "B", requirement: true, "method", ["fetch()"], "func fetch()")
    graph.type("PC", "class", ["OrdersPresenter"], "class OrdersPresenter", conformsTo: ["P"])
    graph.member(of: "PC", "init", ["OrdersPresenter", "init()"], "init()")
    graph.type("OW", "class", ["OrdersWorker"], "class OrdersWorker", access: "internal")
    graph.member(of: "OW", "init", ["OrdersWorker", "init()"], "init()", access: "internal")
    graph.member(
      of: "OW", "method", ["OrdersWorker", "fetch()"], "func fetch()", access: "internal")
    graph.type("IC", "class", ["OrdersInteractor"], "class OrdersInteractor", conformsTo: ["B"])
    graph.member(
      of: "IC", "init", ["OrdersInteractor", "init(presenter:worker:)"],
      "init(presenter: any OrdersPresentationLogic, worker: OrdersWorker = OrdersWorker())",
      parameters: [
        ("presenter", "any OrdersPresentationLogic", nil), ("worker", "OrdersWorker", nil),
      ])
    let source = try generate(graph)
    #expect(source.contains("  init(worker: OrdersWorker = OrdersWorkerHops()) {\n"))
    #expect(
      source.contains("presenter: OrdersPresentationLogicHops(wrapped: presenter), worker: worker)")
    )
  }

  @Test func aSceneWithAConfiguratorIsWiredThroughIt() throws {
    var graph = scene
    graph.type("C", "enum", ["DetailConfigurator"], "enum DetailConfigurator")
    #expect(try !generate(graph).contains("DetailParts"))
  }

  @Test func aPresenterThatNeedsArgumentsIsTheHostsToMake() throws {
    var graph = scene
    graph.member(
      of: "PC", "init", ["DetailPresenter", "init(locale:)"], "init(locale: Locale)",
      parameters: [("locale", "Locale", nil)])
    // One initialiser with every parameter defaulted is enough.
    #expect(try generate(graph).contains("let presenter = DetailPresenter()"))
    var other = GraphFixture()
    other.type("P", "protocol", ["DetailPresentationLogic"], "protocol DetailPresentationLogic")
    other.member(of: "P", requirement: true, "method", ["presentTitle()"], "func presentTitle()")
    other.type("B", "protocol", ["DetailBusinessLogic"], "protocol DetailBusinessLogic")
    other.member(of: "B", requirement: true, "method", ["load()"], "func load()")
    other.type("PC", "class", ["DetailPresenter"], "final class DetailPresenter", conformsTo: ["P"])
    other.member(
      of: "PC", "init", ["DetailPresenter", "init(locale:)"], "init(locale: Locale)",
      parameters: [("locale", "Locale", nil)])
    other.type("IC", "class", ["DetailInteractor"], "class DetailInteractor", conformsTo: ["B"])
    other.member(
      of: "IC", "init", ["DetailInteractor", "init(presenter:)"],
      "init(presenter: any DetailPresentationLogic)",
      parameters: [("presenter", "any DetailPresentationLogic", nil)])
    #expect(try !generate(other).contains("DetailParts"))
  }
}

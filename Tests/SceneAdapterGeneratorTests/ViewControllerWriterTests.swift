import Foundation
import Testing

@testable import SceneAdapterGenerator

/// The headless view controller written for a Clean Swift scene whose configurator wires the
/// parts around a view controller, and the alerts a headless view shows for reported errors.
struct ViewControllerWriterTests {
  private func generate(_ fixture: GraphFixture) throws -> String {
    try AdapterGenerator(command: "swift package generate-scene-adapter")
      .source(symbolGraph: fixture.json())
  }

  /// `List`: a display protocol, interactor and presenter protocols and classes, a router, and
  /// `ListConfigurator.configure(viewController:interactor:)` returning the parts.
  var scene: GraphFixture {
    var graph = GraphFixture()
    graph.type("D", "protocol", ["ListDisplayLogic"], "protocol ListDisplayLogic: AnyObject")
    graph.member(
      of: "D", requirement: true, "method", ["displayList(viewModel:)"],
      "func displayList(viewModel: List.ViewModel)",
      parameters: [("viewModel", "List.ViewModel", "M")])
    graph.member(
      of: "D", requirement: true, "method", ["displayError(viewModel:)"],
      "func displayError(viewModel: List.ErrorViewModel)",
      parameters: [("viewModel", "List.ErrorViewModel", "E")])
    graph.type("M", "struct", ["List", "ViewModel"], "struct ViewModel")
    graph.member(of: "M", "property", ["List", "ViewModel", "header"], "let header: String")
    graph.type("E", "struct", ["List", "ErrorViewModel"], "struct ErrorViewModel")
    graph.member(
      of: "E", "property", ["List", "ErrorViewModel", "message"], "let message: String")
    graph.type("B", "protocol", ["ListBusinessLogic"], "protocol ListBusinessLogic")
    graph.member(of: "B", requirement: true, "method", ["fetch()"], "func fetch()")
    graph.type("P", "protocol", ["ListPresentationLogic"], "protocol ListPresentationLogic")
    graph.member(of: "P", requirement: true, "method", ["presentList()"], "func presentList()")
    graph.type("IC", "class", ["ListInteractor"], "class ListInteractor", conformsTo: ["B"])
    graph.member(
      of: "IC", "property", ["ListInteractor", "presenter"],
      "var presenter: (any ListPresentationLogic)?")
    graph.type("PC", "class", ["ListPresenter"], "class ListPresenter", conformsTo: ["P"])
    graph.member(
      of: "PC", "property", ["ListPresenter", "viewController"],
      "weak var viewController: (any ListDisplayLogic)?")
    graph.type("RC", "class", ["ListRouter"], "class ListRouter")
    graph.type("C", "enum", ["ListConfigurator"], "enum ListConfigurator")
    graph.member(
      of: "C", "type.method", ["ListConfigurator", "configure(viewController:interactor:)"],
      "static func configure(viewController: any UIViewController & ListDisplayLogic, "
        + "interactor: ListInteractor = ListInteractor()) -> ListConfigurator.Parts",
      parameters: [
        ("viewController", "any UIViewController & ListDisplayLogic", nil),
        ("interactor", "ListInteractor", "IC"),
      ])
    graph.type("T", "struct", ["ListConfigurator", "Parts"], "struct Parts")
    for (name, type) in [
      ("interactor", "ListInteractor"), ("presenter", "ListPresenter"), ("router", "ListRouter"),
    ] {
      graph.member(
        of: "T", "property", ["ListConfigurator", "Parts", name], "let \(name): \(type)")
    }
    return graph
  }

  @Test func controllerIsWiredThroughTheConfiguratorWithDecorators() throws {
    let source = try generate(scene)
    #expect(source.contains("\nimport SceneRuntime\nimport UIKit\n"))
    #expect(
      source.contains(
        "final class ListViewController: UIViewController, ListDisplayLogic, "
          + "@MainActor HopDecorator {"))
    #expect(source.contains("  let display = ListDisplayLogicView()\n"))
    #expect(source.contains("  private(set) var parts: ListConfigurator.Parts?\n"))
    #expect(source.contains("  private(set) var interactor: (any ListBusinessLogic)?\n"))
    #expect(source.contains("  private(set) var router: ListRouter?\n"))
    #expect(source.contains("  init(interactor: ListInteractor = ListInteractor()) {\n"))
    #expect(
      source.contains(
        "let parts = ListConfigurator.configure(viewController: self, interactor: interactor)\n"
          + "    parts.interactor.presenter = ListPresentationLogicHops(wrapped: parts.presenter)\n"
          + "    self.parts = parts\n    router = parts.router\n"
          + "    self.interactor = ListBusinessLogicHops(wrapped: parts.interactor)\n"))
    // The presenter's view is the controller itself, held weakly: not decorated.
    #expect(!source.contains("viewController = "))
    #expect(
      source.contains(
        "MainThreadCall.run(self, \"displayList\", viewModel) { caller, viewModel in\n"
          + "      hop(.display, \"displayList\", viewModel, calledFrom: caller) { controller in\n"
          + "        controller.display.header = viewModel.header\n"
          + "        controller.display.onDisplayList?(viewModel)\n"))
    #expect(
      source.contains(
        "SceneComponent.parts(parts?.interactor, parts?.presenter, parts?.router, display)"))
  }

  @Test func aProtocolAskingForTheRouterIsAdoptedWithItsType() throws {
    var graph = scene
    graph.type(
      "VC", "protocol", ["ListViewControlling"], "protocol ListViewControlling : UIViewController",
      inheritsFrom: ["UIKit.UIViewController"])
    graph.member(
      of: "VC", requirement: true, "property", ["ListViewControlling", "router"],
      "var router: (any ListRoutingLogic & ListDataPassing)? { get }")
    let source = try generate(graph)
    #expect(
      source.contains("ListDisplayLogic, @preconcurrency ListViewControlling,"))
    #expect(source.contains("private(set) var router: (any ListRoutingLogic & ListDataPassing)?\n"))
  }

  @Test func theAppsOwnViewControllerIsNotReplaced() throws {
    var graph = scene
    graph.type("V", "class", ["ListViewController"], "class ListViewController")
    let source = try generate(graph)
    #expect(!source.contains("final class ListViewController"))
    #expect(!source.contains("import UIKit"))
  }

  @Test func errorsReportedWithAMessageBecomeAlerts() throws {
    let source = try generate(scene)
    #expect(source.contains("func alertErrors(title: String, in environment: SceneEnvironment) {"))
    #expect(
      source.contains(
        "onDisplayError = { environment.navigator?.alert(title: title, message: $0.message) }"))
    #expect(!source.contains("onDisplayList = {"))
  }
}

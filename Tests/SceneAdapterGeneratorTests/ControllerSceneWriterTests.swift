import Foundation
import Testing

@testable import SceneAdapterGenerator

/// A Clean Swift view controller wired in its own `setup()`, as the templates write it: found,
/// hosted through the storyboard, wired again with hop decorators; the selector table for its
/// `@objc` router and its actions.
struct ControllerSceneWriterTests {
  /// `List`: a table view controller conforming to its display protocol, with `interactor` and
  /// `router`; the interactor holds the presenter and a worker class holding a store protocol
  /// (made with it, `ItemsWorker(store:)`, as Clean Swift's `OrdersWorker` is); the presenter
  /// holds the view weakly; the router's protocol is `@objc` in its file, and the controller
  /// holds its router as an `NSObjectProtocol` and a data-passing protocol too.
  func graph(routerFile: URL) -> GraphFixture {
    var graph = GraphFixture()
    graph.type("D", "protocol", ["ListDisplayLogic"], "protocol ListDisplayLogic: AnyObject")
    graph.member(
      of: "D", requirement: true, "method", ["displayItems(viewModel:)"],
      "func displayItems(viewModel: List.ViewModel)",
      parameters: [("viewModel", "List.ViewModel", nil)])
    graph.type("B", "protocol", ["ListBusinessLogic"], "protocol ListBusinessLogic")
    graph.member(of: "B", requirement: true, "method", ["fetchItems()"], "func fetchItems()")
    graph.type("P", "protocol", ["ListPresentationLogic"], "protocol ListPresentationLogic")
    graph.member(of: "P", requirement: true, "method", ["presentItems()"], "func presentItems()")
    graph.type("S", "protocol", ["ItemsStoreProtocol"], "protocol ItemsStoreProtocol")
    graph.member(of: "S", requirement: true, "method", ["load()"], "func load()")
    graph.type(
      "R", "protocol", ["ListRoutingLogic"], "protocol ListRoutingLogic",
      location: (routerFile, 1))
    graph.member(
      of: "R", requirement: true, "method", ["routeToDetail(segue:)"],
      "func routeToDetail(segue: UIStoryboardSegue?)",
      parameters: [("segue", "UIStoryboardSegue?", nil)])
    graph.type("IC", "class", ["ListInteractor"], "class ListInteractor", conformsTo: ["B"])
    graph.member(
      of: "IC", "property", ["ListInteractor", "presenter"], "var presenter: ListPresentationLogic?"
    )
    graph.member(
      of: "IC", "property", ["ListInteractor", "itemsWorker"], "var itemsWorker: ItemsWorker")
    graph.type("W", "class", ["ItemsWorker"], "class ItemsWorker")
    graph.member(of: "W", "property", ["ItemsWorker", "store"], "var store: ItemsStoreProtocol")
    graph.member(
      of: "W", "init", ["ItemsWorker", "init(store:)"], "init(store: ItemsStoreProtocol)",
      parameters: [("store", "ItemsStoreProtocol", nil)])
    graph.member(
      of: "W", "method", ["ItemsWorker", "fetch(completion:)"],
      "func fetch(completion: @escaping ([Int]) -> Void)",
      parameters: [("completion", "([Int]) -> Void", nil)])
    graph.type("DP", "protocol", ["ListDataPassing"], "protocol ListDataPassing")
    graph.member(
      of: "DP", requirement: true, "property", ["ListDataPassing", "dataStore"],
      "var dataStore: ListDataStore? { get }")
    graph.type("PC", "class", ["ListPresenter"], "class ListPresenter", conformsTo: ["P"])
    graph.member(
      of: "PC", "property", ["ListPresenter", "viewController"],
      "weak var viewController: ListDisplayLogic?")
    graph.type(
      "VC", "class", ["ListViewController"], "class ListViewController", conformsTo: ["D"],
      inheritsFrom: ["UIKit.UITableViewController"])
    graph.member(
      of: "VC", "property", ["ListViewController", "interactor"],
      "var interactor: ListBusinessLogic?")
    graph.member(
      of: "VC", "property", ["ListViewController", "router"],
      "var router: (NSObjectProtocol & ListRoutingLogic & ListDataPassing)?")
    graph.member(of: "VC", "method", ["ListViewController", "refresh()"], "func refresh()")
    graph.member(of: "VC", "method", ["ListViewController", "wait()"], "func wait()")
    graph.member(
      of: "VC", "method", ["ListViewController", "configureTable()"], "func configureTable()")
    graph.member(
      of: "VC", "method", ["ListViewController", "viewDidLoad()"], "func viewDidLoad()",
      modifiers: ["override"])
    graph.member(
      of: "VC", "method", ["ListViewController", "doneTapped(_:)"],
      "func doneTapped(_ sender: Any)", parameters: [("sender", "Any", nil)])
    graph.member(
      of: "VC", "method", ["ListViewController", "displayItems(viewModel:)"],
      "func displayItems(viewModel: List.ViewModel)",
      parameters: [("viewModel", "List.ViewModel", nil)])
    return graph
  }

  private func generated(storyboards: [Storyboard] = []) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "ListRouter.swift")
    try Data("import UIKit\n@objc protocol ListRoutingLogic\n{\n}\n".utf8).write(to: file)
    return try AdapterGenerator(command: "generate", storyboards: storyboards)
      .source(symbolGraph: graph(routerFile: file).json())
  }

  @Test func aControllerAnAssemblyMakesIsMadeByIt() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "ListRouter.swift")
    try Data("import UIKit\nprotocol ListRoutingLogic\n{\n}\n".utf8).write(to: file)
    var graph = graph(routerFile: file)
    // As an app without `setup()` wires a scene: `ListAssembly.build()` makes and wires it.
    graph.type("A", "class", ["ListAssembly"], "final class ListAssembly")
    graph.member(
      of: "A", "type.method", ["ListAssembly", "build()"],
      "static func build() -> UIViewController")
    let source = try AdapterGenerator(command: "generate").source(symbolGraph: graph.json())
    #expect(
      source.contains(
        "return scene(ListAssembly.build() as? ListViewController ?? "
          + "ListViewController(nibName: nil, bundle: nil))"))
  }

  @Test func objectiveCSelectorNames() throws {
    let method = { (name: String, labels: [String?]) throws in
      SelectorWriter.objectiveC(try Self.member(name, labels))
    }
    #expect(try method("routeToShowOrder", ["segue"]) == "routeToShowOrderWithSegue:")
    #expect(try method("saveButtonTapped", [nil]) == "saveButtonTapped:")
    #expect(try method("reload", []) == "reload")
    #expect(try method("move", ["from", "to"]) == "moveWithFrom:to:")
    #expect(
      try SelectorWriter.swift(Self.member("giftButtonTapped", [nil])) == "giftButtonTapped(_:)")
    #expect(try SelectorWriter.swift(Self.member("save", [])) == "save")
  }

  private static func member(_ name: String, _ labels: [String?]) throws -> Member {
    var graph = GraphFixture()
    graph.type("T", "class", ["T"], "class T")
    let title =
      name + (labels.isEmpty ? "()" : "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")")
    let declared = labels.enumerated().map { ($0.element ?? "_") + " p\($0.offset): Int" }
    graph.member(
      of: "T", "method", ["T", title], "func \(name)(\(declared.joined(separator: ", ")))",
      parameters: labels.indices.map { ("p\($0)", "Int", nil) })
    let module = SceneModule(try JSONDecoder().decode(SymbolGraph.self, from: graph.json()))
    return try #require(module.type(named: "T")?.members.first)
  }

  @Test func anObjCProtocolIsReadFromItsFile() throws {
    let source = try generated()
    #expect(
      source.contains(
        "SelectorTable.register(\"routeToDetailWithSegue:\", on: (any ListRoutingLogic).self) { "
          + "target, argument in target.routeToDetail(segue: argument as? UIStoryboardSegue) }"))
    // The controller's actions, under both spellings; not its lifecycle or display methods.
    #expect(
      source.contains("SelectorTable.register(\"doneTapped:\", on: (ListViewController).self)"))
    #expect(
      source.contains("SelectorTable.register(\"doneTapped(_:)\", on: (ListViewController).self)"))
    #expect(source.contains("target, argument in target.doneTapped(argument as Any) }"))
    #expect(!source.contains("SelectorTable.register(\"viewDidLoad\")"))
    #expect(!source.contains("SelectorTable.register(\"displayItems"))
  }

  @Test func aSetupWiredControllerIsHostedAndWiredAgain() throws {
    let source = try generated()
    for line in [
      "enum SceneViewControllerScenes {",
      "static func list() -> ViewControllerScene {",
      "return scene(ListViewController(nibName: nil, bundle: nil))",
      "static func scene(_ controller: ListViewController) -> ViewControllerScene {",
      "if let interactor = controller.interactor as? ListInteractor {",
      "if let presenter = interactor.presenter as? ListPresenter {",
      "let view = ListDisplayLogicHops(wrapped: controller)",
      "presenter.viewController = view",
      "kept.append(view)",
      "interactor.presenter = interactor.presenter.map { ListPresentationLogicHops(wrapped: $0) }",
      "interactor.itemsWorker.store = ItemsStoreHops(wrapped: interactor.itemsWorker.store)",
      "controller.interactor = ListBusinessLogicHops(wrapped: interactor)",
      "static func wire(_ controller: ListViewController) {",
      "controller, pattern: .vip, intents: listIntents(controller),",
      "case let controller as ListViewController: scene(controller)",
      // A method named like a shell command gets another name.
      "Intent(\"waitAction\"",
      "Intent(\"refresh\"",
      "import SceneUIKit",
    ] {
      #expect(source.contains(line), "\(line)")
    }
    // The presenter's view is set before the presenter is wrapped (it is found by its class).
    let view = try #require(source.range(of: "presenter.viewController = view"))
    let wrap = try #require(source.range(of: "interactor.presenter = interactor.presenter.map"))
    #expect(view.lowerBound < wrap.lowerBound)
    #expect(!source.contains("Intent(\"viewDidLoad\""))
    // A method only the controller calls itself is no intent.
    #expect(!source.contains("Intent(\"configureTable\""))
    #expect(!source.contains("Intent(\"displayItems\""))
  }

  /// The interactor's worker is made again as its subclass decorator, from the store it holds
  /// (only when it is exactly the app's class), before that store is wrapped: the worker's own
  /// calls are hops, and the store they use is the decorated one.
  @Test func theWorkerIsMadeAgainAsItsDecorator() throws {
    let source = try generated()
    #expect(source.contains("final class ItemsWorkerHops: ItemsWorker, HopDecorator {"))
    let remade = try #require(
      source.range(
        of: "      if type(of: interactor.itemsWorker) == ItemsWorker.self {\n"
          + "        interactor.itemsWorker = ItemsWorkerHops(store: interactor.itemsWorker.store)\n"
          + "      }\n"))
    let store = try #require(
      source.range(
        of: "interactor.itemsWorker.store = ItemsStoreHops(wrapped: interactor.itemsWorker.store)"))
    #expect(remade.upperBound < store.lowerBound)
    #expect(!source.contains("its interactor's `itemsWorker` (ItemsWorker) is not a hop"))
  }

  /// The router is wrapped in a decorator that is all the controller holds it as: an
  /// `NSObject` (the template asks it `responds(to:)`), its routing calls `.router` hops, its
  /// data store forwarded; the selector table finds its methods by the protocol.
  @Test func theRouterIsWrappedAsTheCompositionItIsHeldAs() throws {
    let source = try generated()
    for line in [
      "final class ListRoutingLogicHops: NSObject, ListRoutingLogic, ListDataPassing, HopDecorator",
      "  let wrapped: any NSObjectProtocol & ListRoutingLogic & ListDataPassing\n",
      "    self.wrapped = wrapped\n    super.init()\n",
      "hop(.router, \"routeToDetail\", segue) { $0.routeToDetail(segue: segue) }",
      "  var dataStore: ListDataStore? { wrapped.dataStore }\n",
      "if let router = controller.router, !(router is ListRoutingLogicHops) {",
      "controller.router = ListRoutingLogicHops(wrapped: router)",
    ] {
      #expect(source.contains(line), "\(line)")
    }
  }

  @Test func aStoryboardMakesTheControllerAndNamesItsActionsSender() throws {
    let xml = """
      <document initialViewController="l-1"><scenes><scene sceneID="s"><objects>
      <tableViewController storyboardIdentifier="List" id="l-1" customClass="ListViewController" \
      sceneMemberID="viewController">
      <navigationItem key="navigationItem" title="Items" id="i-1">
      <barButtonItem key="rightBarButtonItem" title="Done" id="b-1"><connections>
      <action selector="doneTapped:" destination="l-1" id="a-1"/></connections></barButtonItem>
      </navigationItem></tableViewController></objects></scene></scenes></document>
      """
    let storyboard = try StoryboardReader.read(Data(xml.utf8), name: "Main")
    let source = try generated(storyboards: [storyboard])
    #expect(source.contains("static func mainStoryboard() -> ViewControllerScene {"))
    #expect(
      source.contains(
        "UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"List\")"
      ))
    #expect(
      source.contains(
        "return scene(made as? ListViewController ?? ListViewController(nibName: nil, bundle: nil))"
      ))
    // A bar button's action is its `press done`, not an intent of its own.
    #expect(!source.contains("Intent(\"doneTapped\""))
    #expect(source.contains("SceneViewControllerScenes.wire(controller)\n      return controller"))
    #expect(
      source.contains(
        "UIBarButtonItem(title: \"Done\", style: .plain, target: controller, action: Selector(\"doneTapped:\"))"
      ))
  }
}

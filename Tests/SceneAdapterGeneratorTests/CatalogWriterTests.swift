import Foundation
import Testing

@testable import SceneAdapterGenerator

/// `--catalog`: the shell's whole catalog, written for each shape of scene the file can host,
/// from the other writers' fixtures.
struct CatalogWriterTests {
  private func generate(
    _ fixture: GraphFixture, storyboards: [Storyboard] = [], catalog: Bool = true
  ) throws -> String {
    try AdapterGenerator(command: "generate", storyboards: storyboards, catalog: catalog)
      .source(symbolGraph: fixture.json(module: "Shop"))
  }

  /// Runs `body` with a router file (the setup()-wired controller's fixture reads it).
  private func withRouterFile(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "ListRouter.swift")
    try Data("import UIKit\nprotocol ListRoutingLogic\n{\n}\n".utf8).write(to: file)
    try body(file)
  }

  @Test func withoutTheOptionNoCatalogIsWritten() throws {
    let source = try generate(PartsWriterTests().scene, catalog: false)
    #expect(!source.contains("Catalog"))
    #expect(!source.contains("StarterScene"))
  }

  @Test func theAppsOwnControllersAreEntriesOpenedInANavigationController() throws {
    try withRouterFile { file in
      let xml = """
        <document initialViewController="l-1"><scenes><scene sceneID="s"><objects>
        <tableViewController storyboardIdentifier="List" id="l-1" \
        customClass="ListViewController" sceneMemberID="viewController">
        </tableViewController></objects></scene></scenes></document>
        """
      let storyboard = try StoryboardReader.read(Data(xml.utf8), name: "Main")
      let source = try generate(
        ControllerSceneWriterTests().graph(routerFile: file), storyboards: [storyboard])
      #expect(source.contains("@MainActor\nenum ShopCatalog {"))
      #expect(
        source.contains(
          "static func make(context: SceneCatalog.Context) -> SceneCatalog {\n"
            + "    let navigation = UIKitNavigation(scene: scene(for:in:))"))
      #expect(source.contains("SceneCatalog.Entry(name: \"list\", summary: "))
      #expect(source.contains("navigation.root(ShopViewControllerScenes.list(), in: $0)"))
      #expect(source.contains("initialSceneName: \"list\")"))
      #expect(
        source.contains(
          "if let scene = ShopViewControllerScenes.scene(for: controller, in: environment) {"))
      #expect(source.contains("import SceneUIKit\n"))
      // No URLSession in its files: no server.
      #expect(!source.contains("URLSessionServer"))
    }
  }

  @Test func aConfiguratorsHeadlessControllerGetsAStarterScene() throws {
    let source = try generate(ViewControllerWriterTests().scene)
    #expect(source.contains("final class ListStarterScene: UIKitHostedScene {"))
    #expect(
      source.contains(
        "case let controller as ListViewController: return ListStarterScene(controller, "
          + "environment: environment)"))
    #expect(
      source.contains("navigation.root(ListStarterScene(ListViewController(), environment: $0)"))
    #expect(
      source.contains(
        "UIStoryboard.register(\"ListViewController\") { ListViewController() }"))
    #expect(
      source.contains(
        "let calls = ListBusinessLogicIntents { [weak viewController] in "
          + "viewController?.interactor }"))
    #expect(
      source.contains("func readState() -> [StateField] { viewController.display.stateFields }"))
  }

  @Test func partsGetAStarterSceneWithTheirStateAndEvents() throws {
    var graph = PartsWriterTests().scene
    // An Observable VIP presenter owning its DisplayState, which has one-time events.
    graph.type("S", "class", ["DetailDisplayState"], "final class DetailDisplayState")
    graph.member(of: "S", "property", ["DetailDisplayState", "title"], "var title: String")
    graph.member(
      of: "S", "property", ["DetailDisplayState", "pendingError"], "var pendingError: String?")
    graph.member(
      of: "S", "property", ["DetailDisplayState", "pendingNavigation"],
      "var pendingNavigation: Book?")
    graph.member(
      of: "PC", "property", ["DetailPresenter", "displayState"],
      "let displayState: DetailDisplayState")
    let source = try generate(graph)
    #expect(source.contains("final class DetailStarterScene: Scene {"))
    // `id` has no default: the starter passes 0, and says so.
    #expect(source.contains("parts = DetailParts(id: 0)"))
    #expect(source.contains("DetailStarterScene: opened with `id` 0"))
    #expect(source.contains("var pattern: ScenePattern? { .observableVIP }"))
    #expect(source.contains("let calls = parts.intents(in: environment.tasks)"))
    #expect(source.contains("parts.presenter.displayState.stateFields"))
    #expect(
      source.contains("environment.navigator?.alert(title: \"detail\", message: value)"))
    // A route's value that is an `.alert(title:message:)` is the view's alert; any other opens a
    // placeholder named after its case.
    #expect(source.contains("if let alert = ShopStarterRoute.alert(in: value) {"))
    #expect(
      source.contains(
        "environment.navigator?.route(ShopStarterRoute.pendingNavigation(value)) { _ in"))
    #expect(source.contains("ShopStarterRoute.name(of: value, or: \"pendingNavigation\")"))
    #expect(source.contains("enum ShopStarterRoute {\n  case pendingNavigation(Book)\n"))
    #expect(source.contains("child.label == \"alert\""))
    #expect(source.contains("initialSceneName: \"detail\")"))
  }

  @Test func mviGetsAStarterSceneWithTheModelsStateAndSubjectsAsRoutes() throws {
    var graph = CombineWriterTests().scene
    graph.member(
      of: "I", "property", ["RootIntent", "model"], "let model: any RootModeling")
    graph.member(
      of: "I", "init", ["RootIntent", "init(model:)"],
      "init(model: any RootModeling = RootModel())",
      parameters: [("model", "any RootModeling", nil)])
    graph.member(of: "I", "method", ["RootIntent", "onAppear()"], "func onAppear()")
    graph.member(of: "M", "property", ["RootModel", "isLoading"], "@Published var isLoading: Bool")
    let source = try generate(graph)
    #expect(source.contains("final class RootStarterScene: Scene {"))
    #expect(source.contains("intent.announceChanges(to: changes).store(in: &cancellables)"))
    // The subject its protocol declares: subscribed through the intent's model, as the view does.
    #expect(source.contains("intent.model.onRouterSubject { [environment] value in"))
    #expect(source.contains("case routerSubject(RootRouter.ScreenType)"))
    #expect(source.contains("return (intent.model as? RootModel)?.stateFields ?? []"))
    #expect(source.contains("SceneCatalog.Entry(name: \"root\", summary: \"Root (MVI)\")"))
  }

  @Test func aModuleCallingURLSessionIsServed() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appending(path: "API.swift")
    try Data("final class API { let session = URLSession.shared }\n".utf8).write(to: file)
    var graph = PartsWriterTests().scene
    graph.type("A", "class", ["API"], "final class API", location: (file, 0))
    let source = try generate(graph)
    #expect(source.contains("let server = URLSessionServer(context)"))
    #expect(source.contains(", commands: server.commands)"))
    #expect(source.contains("import SceneURLSession\n"))
  }

  @Test func aSceneItCannotHostIsNamedAndTheRestIsWritten() throws {
    // Only an initialiser that needs a `Book`: no starter scene.
    var parts = GraphFixture()
    parts.type("P", "protocol", ["DetailPresentationLogic"], "protocol DetailPresentationLogic")
    parts.member(of: "P", requirement: true, "method", ["presentTitle()"], "func presentTitle()")
    parts.type("B", "protocol", ["DetailBusinessLogic"], "protocol DetailBusinessLogic")
    parts.member(of: "B", requirement: true, "method", ["load()"], "func load()")
    parts.type("PC", "class", ["DetailPresenter"], "final class DetailPresenter", conformsTo: ["P"])
    parts.member(of: "PC", "init", ["DetailPresenter", "init()"], "init()")
    parts.type(
      "IC", "class", ["DetailInteractor"], "final class DetailInteractor", conformsTo: ["B"])
    parts.member(
      of: "IC", "init", ["DetailInteractor", "init(presenter:book:)"],
      "init(presenter: any DetailPresentationLogic, book: Book)",
      parameters: [("presenter", "any DetailPresentationLogic", nil), ("book", "Book", nil)])
    let source = try generate(parts)
    #expect(source.contains("final class DetailParts {"))
    #expect(
      source.contains(
        "// - DetailStarterScene: not written: `DetailParts(…)` needs `book: Book`, which only "
          + "the host knows"))
    #expect(source.contains("// - ShopCatalog: no scene of the module could be hosted"))
    #expect(source.contains("entries: [\n      ],\n      initialSceneName: \"\")"))
  }
}

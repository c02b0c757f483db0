import Foundation
import Testing

@testable import SceneAdapterGenerator

/// The shapes app teams write their parts in, each as the generated file now writes it (issue
/// 47). The file they make together is compiled by the `AdapterShapesHost` target, from the
/// `AdapterShapes` fixture module; these pin each form, or what the header says instead.
struct AppShapesTests {
  private func generate(_ fixture: GraphFixture) throws -> String {
    try AdapterGenerator(command: "swift package generate-scene-adapter")
      .source(symbolGraph: fixture.json())
  }

  /// A store protocol with a completion of each shape, as Clean Swift's stores write them.
  private var store: GraphFixture {
    var graph = GraphFixture()
    graph.type(
      "A", "typealias", ["TeaStoreAnswer"],
      "typealias TeaStoreAnswer = (Result<[Tea], TeaStoreError>) -> Void")
    graph.type("S", "protocol", ["TeaStoreProtocol"], "protocol TeaStoreProtocol")
    graph.member(
      of: "S", requirement: true, "method", ["fetchTeas(completionHandler:)"],
      "func fetchTeas(completionHandler: @escaping ([Tea], TeaStoreError?) -> Void)",
      parameters: [("completionHandler", "([Tea], TeaStoreError?) -> Void", nil)])
    graph.member(
      of: "S", requirement: true, "method", ["fetchTea(named:completionHandler:)"],
      "func fetchTea(named name: String, completionHandler: @escaping (() throws -> Tea?) -> Void)",
      parameters: [
        ("name", "String", "s:SS"), ("completionHandler", "(() throws -> Tea?) -> Void", nil),
      ])
    graph.member(
      of: "S", requirement: true, "method", ["fetchTeasResult(completionHandler:)"],
      "func fetchTeasResult(completionHandler: @escaping TeaStoreAnswer)",
      parameters: [("completionHandler", "TeaStoreAnswer", "A")])
    graph.member(
      of: "S", requirement: true, "method", ["forget(name:completionHandler:)"],
      "func forget(name: String, completionHandler: @escaping () -> Void)",
      parameters: [("name", "String", "s:SS"), ("completionHandler", "() -> Void", nil)])
    graph.member(
      of: "S", requirement: true, "method", ["countTeas(_:)"],
      "func countTeas(_ answer: (Int) -> Void)", parameters: [("answer", "(Int) -> Void", nil)])
    return graph
  }

  /// The hop delivers one value: two arguments travel as a tuple, a closure answer as the
  /// `Result` of calling it, no argument as `()`; a typealiased completion is one.
  @Test func everyCompletionShapeGoesThroughTheHop() throws {
    let source = try generate(store)
    #expect(
      source.contains(
        "let deliver = { (answer: ([Tea], TeaStoreError?)) in "
          + "completionHandler(answer.0, answer.1) }\n    hop(.worker, \"fetchTeas\", completion: "
          + "deliver) { part, done in part.fetchTeas(completionHandler: { done(($0, $1)) }) }"))
    #expect(
      source.contains(
        "let deliver = { (answer: Result<Tea?, any Error>) in completionHandler "
          + "{ try answer.get() } }\n    hop(.worker, \"fetchTea\", name, completion: deliver) "
          + "{ part, done in part.fetchTea(named: name, completionHandler: { answer in "
          + "done(Result { try answer() }) }) }"))
    #expect(
      source.contains(
        "hop(.worker, \"fetchTeasResult\", completion: completionHandler) "
          + "{ $0.fetchTeasResult(completionHandler: $1) }"))
    #expect(
      source.contains(
        "hop(.worker, \"forget\", name, completion: completionHandler) { part, done in "
          + "part.forget(name: name, completionHandler: { done(()) }) }"))
  }

  /// A completion that does not escape is called before the method returns: the call's hop
  /// holds what it does, and it is never put in the `Any` payload.
  @Test func aNonEscapingCompletionStaysOutOfThePayload() throws {
    let source = try generate(store)
    #expect(source.contains("hop(.worker, \"countTeas\") { $0.countTeas(answer) }"))
  }

  /// The same forms in a subclass decorator of a worker class the scene calls directly.
  @Test func aWorkerClassForwardsTheSameShapes() throws {
    var graph = GraphFixture()
    graph.type("C", "class", ["TeaWorker"], "class TeaWorker", access: "internal")
    graph.member(of: "C", "init", ["init()"], "init()", access: "internal")
    graph.member(
      of: "C", "method", ["fetchTeas(completionHandler:)"],
      "func fetchTeas(completionHandler: @escaping ([Tea], TeaStoreError?) -> Void)",
      parameters: [("completionHandler", "([Tea], TeaStoreError?) -> Void", nil)],
      access: "internal")
    let source = try generate(graph)
    #expect(
      source.contains(
        "override func fetchTeas(completionHandler: @escaping ([Tea], TeaStoreError?) -> Void) {\n"
          + "    let deliver = { (answer: ([Tea], TeaStoreError?)) in "
          + "completionHandler(answer.0, answer.1) }\n"))
  }

  /// A completion whose answer is a closure taking arguments of its own: no hop carries it, so
  /// the call is a hop and the header says its answer is not recorded.
  @Test func anAnswerNoHopCarriesIsNamed() throws {
    var graph = GraphFixture()
    graph.type("S", "protocol", ["TeaStoreProtocol"], "protocol TeaStoreProtocol")
    graph.member(
      of: "S", requirement: true, "method", ["steep(completion:)"],
      "func steep(completion: @escaping ((Int) -> Void) -> Void)",
      parameters: [("completion", "((Int) -> Void) -> Void", nil)])
    let source = try generate(graph)
    #expect(source.contains("hop(.worker, \"steep\") { $0.steep(completion: completion) }"))
    #expect(
      source.contains(
        "// - TeaStoreProtocol.steep: its completion's answer is a closure taking arguments, "
          + "which no hop carries: the call is a hop, its answer is not recorded"))
  }

  /// A `@Sendable` completion cannot be given the hop's handler, which is not: the call is a hop
  /// that passes the caller's on, and the header says its answer is not recorded.
  @Test func aSendableCompletionIsPassedOn() throws {
    var graph = GraphFixture()
    graph.type("S", "protocol", ["TeaOrderService"], "protocol TeaOrderService")
    graph.member(
      of: "S", requirement: true, "method", ["order(completion:)"],
      "func order(completion: @escaping @Sendable (Result<Tea, TeaStoreError>) -> Void)",
      parameters: [("completion", "@Sendable (Result<Tea, TeaStoreError>) -> Void", nil)])
    let source = try generate(graph)
    #expect(source.contains("hop(.worker, \"order\") { $0.order(completion: completion) }"))
    #expect(
      source.contains(
        "// - TeaOrderService.order: its completion is @Sendable or isolated, which the hop's "
          + "handler is not: the call is a hop, its answer is not recorded"))
  }

  /// URLRequest is FoundationNetworking's on Linux, Data FoundationEssentials': the file
  /// imports Foundation, and FoundationNetworking where it exists.
  @Test func theModulesSignaturesNameAreImported() throws {
    var graph = GraphFixture()
    graph.type("M", "protocol", ["MenuServiceProtocol"], "protocol MenuServiceProtocol")
    graph.member(
      of: "M", requirement: true, "method", ["load(_:)"], "func load(_ request: URLRequest)",
      parameters: [("request", "URLRequest", "s:20FoundationNetworking10URLRequestV")])
    graph.member(
      of: "M", requirement: true, "method", ["save(_:)"], "func save(_ data: Data)",
      parameters: [("data", "Data", "s:20FoundationEssentials4DataV")])
    let source = try generate(graph)
    #expect(
      source.contains(
        "\nimport Scene\nimport Foundation\nimport Observation\nimport SceneRuntime\n"
          + "#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n"))
    #expect(!source.contains("import FoundationEssentials"))
  }

  /// An async method of a protocol neither Sendable nor isolated is forwarded, not a hop: a hop
  /// made in its caller's isolation would send the part into it. `throws` alone is a hop.
  @Test func asyncMethodsOfAPlainProtocolAreForwarded() throws {
    var graph = GraphFixture()
    graph.type("S", "protocol", ["TeaStoreProtocol"], "protocol TeaStoreProtocol")
    graph.member(
      of: "S", requirement: true, "method", ["allTeas()"], "func allTeas() async throws -> [Tea]")
    graph.member(
      of: "S", requirement: true, "method", ["remove(name:)"], "func remove(name: String) throws",
      parameters: [("name", "String", "s:SS")])
    let source = try generate(graph)
    #expect(
      source.contains("  func allTeas() async throws -> [Tea] {\n    try await wrapped.allTeas()\n")
    )
    #expect(source.contains("// - TeaStoreProtocol.allTeas: forwarded, not a hop"))
    #expect(source.contains("try hop(.worker, \"remove\", name) { try $0.remove(name: name) }"))
  }

  /// An interactor that is an actor, behind a protocol that does not say Sendable: held as
  /// `any … & Sendable`, it gets its async intents.
  @Test func anActorBehindAPlainProtocolGetsItsIntents() throws {
    var graph = GraphFixture()
    graph.type("B", "protocol", ["KettleBusinessLogic"], "protocol KettleBusinessLogic")
    graph.member(
      of: "B", requirement: true, "method", ["boil(degrees:)"], "func boil(degrees: Int) async",
      parameters: [("degrees", "Int", "s:Si")])
    graph.type("K", "class", ["KettleInteractor"], "actor KettleInteractor", conformsTo: ["B"])
    let source = try generate(graph)
    #expect(
      source.contains(
        "struct KettleBusinessLogicHops: KettleBusinessLogic, HopDecorator, Sendable {\n"
          + "  let wrapped: any KettleBusinessLogic & Sendable\n"))
    #expect(source.contains("await hop(.interactor, \"boil\", degrees) { await $0.boil("))
    #expect(source.contains("let target: @MainActor () -> (any KettleBusinessLogic & Sendable)?"))
    #expect(source.contains("send(\"boil\") { await $0.boil(degrees: argument0) }"))
    #expect(!source.contains("write its intent by hand"))
  }

  /// A struct worker, which nothing can stand in for, is named with why, as a final class is.
  @Test func aStructWorkerIsNamed() throws {
    var graph = GraphFixture()
    graph.type("W", "struct", ["KettleWorker"], "struct KettleWorker", access: "internal")
    graph.member(
      of: "W", "method", ["heat(to:)"], "func heat(to degrees: Int) async -> Int",
      parameters: [("degrees", "Int", "s:Si")], access: "internal")
    #expect(
      try generate(graph).contains(
        "// - KettleWorker: a struct, which nothing else can stand in for"))
  }

  /// A protocol with an associated type is named, not decorated: `any` cannot name the type.
  @Test func anAssociatedTypeProtocolIsNamed() throws {
    var graph = GraphFixture()
    graph.type("R", "protocol", ["ShelfRepository"], "protocol ShelfRepository")
    graph.member(
      of: "R", requirement: true, "associatedtype", ["ShelfRepository", "Item"],
      "associatedtype Item")
    graph.member(
      of: "R", requirement: true, "method", ["items()"], "func items() -> [Self.Item]")
    let source = try generate(graph)
    #expect(source.contains("// - ShelfRepository: its associated type Item, which a decorator"))
    #expect(!source.contains("ShelfRepositoryHops"))
  }

  /// A subscript, or a property read with `await`, is not forwarded: the protocol is named,
  /// not decorated with a decorator that would not conform.
  @Test func requirementsADecoratorCannotForwardAreNamed() throws {
    var graph = GraphFixture()
    graph.type("S", "protocol", ["ShelfIndexService"], "protocol ShelfIndexService")
    graph.member(
      of: "S", requirement: true, "subscript", ["ShelfIndexService", "subscript(_:)"],
      "subscript(index: Int) -> Tea? { get }")
    graph.member(of: "S", requirement: true, "method", ["reload()"], "func reload()")
    graph.type("C", "protocol", ["ShelfCountService"], "protocol ShelfCountService")
    graph.member(
      of: "C", requirement: true, "property", ["ShelfCountService", "count"],
      "var count: Int { get async }")
    let source = try generate(graph)
    #expect(source.contains("// - ShelfIndexService: requirement subscript(_:), which a decorator"))
    #expect(source.contains("// - ShelfCountService: property count read with await or try"))
    #expect(!source.contains("ShelfIndexServiceHops") && !source.contains("ShelfCountServiceHops"))
  }

  /// An interactor taking a protocol composition is given a decorator conforming to all of
  /// it, each call a hop of its own protocol's role; one with a protocol that is not the
  /// scene's (`Sendable`) is given what the host passes, and the header says so.
  @Test func aCompositionGetsADecoratorOfAllItsProtocols() throws {
    var graph = GraphFixture()
    graph.type("P", "protocol", ["ShelfPresentationLogic"], "protocol ShelfPresentationLogic")
    graph.member(of: "P", requirement: true, "method", ["present()"], "func present()")
    graph.type("B", "protocol", ["ShelfBusinessLogic"], "protocol ShelfBusinessLogic")
    graph.member(of: "B", requirement: true, "method", ["show()"], "func show()")
    for (id, name, method) in [("S", "TeaStoreProtocol", "fetch"), ("L", "LabelService", "print")] {
      graph.type(id, "protocol", [name], "protocol \(name)")
      graph.member(of: id, requirement: true, "method", ["\(method)()"], "func \(method)()")
    }
    graph.type("PC", "class", ["ShelfPresenter"], "final class ShelfPresenter", conformsTo: ["P"])
    graph.member(of: "PC", "init", ["ShelfPresenter", "init()"], "init()")
    graph.type("IC", "class", ["ShelfInteractor"], "final class ShelfInteractor", conformsTo: ["B"])
    graph.member(
      of: "IC", "init", ["ShelfInteractor", "init(presenter:store:cache:)"],
      "init(presenter: any ShelfPresentationLogic, store: any TeaStoreProtocol & LabelService, "
        + "cache: any TeaStoreProtocol & Sendable)",
      parameters: [
        ("presenter", "any ShelfPresentationLogic", nil),
        ("store", "any TeaStoreProtocol & LabelService", nil),
        ("cache", "any TeaStoreProtocol & Sendable", nil),
      ])
    let source = try generate(graph)
    #expect(
      source.contains(
        "struct TeaStoreAndLabelServiceHops: TeaStoreProtocol, LabelService, HopDecorator {\n"
          + "  let wrapped: any TeaStoreProtocol & LabelService\n"))
    #expect(source.contains("hop(.worker, \"fetch\") { $0.fetch() }"))
    #expect(source.contains("hop(.worker, \"print\") { $0.print() }"))
    #expect(
      source.contains(
        "ShelfInteractor(presenter: ShelfPresentationLogicHops(wrapped: presenter), store: "
          + "TeaStoreAndLabelServiceHops(wrapped: store), cache: cache)"))
    #expect(
      source.contains(
        "// - ShelfParts: `cache` (any TeaStoreProtocol & Sendable) is passed on as given"))
  }

  /// An MVI intent class, its methods in an extension (which no subclass could override): a
  /// decorator wraps it, and the generated intents call through it, so the view's calls are
  /// hops as a hand-written host made them, held in step mode as that host held them.
  @Test func anIntentClassIsCalledThroughItsDecorator() throws {
    var graph = GraphFixture()
    graph.type("I", "class", ["MenuIntent"], "final class MenuIntent", access: "internal")
    graph.member(
      of: "I", "method", ["MenuIntent", "choose(tea:)"], "func choose(tea: String)",
      parameters: [("tea", "String", "s:SS")], access: "internal")
    let source = try generate(graph)
    #expect(source.contains("struct MenuIntentHops: HopDecorator {\n  let wrapped: MenuIntent\n"))
    #expect(source.contains("hop(.interactor, \"choose\", tea) { $0.choose(tea: tea) }"))
    // The intents await it, so that step mode holds the view's call (`next: MenuIntent.choose`),
    // through an overload that runs where its caller does.
    #expect(
      source.contains(
        "nonisolated(nonsending) func choose(tea: String) async {\n"
          + "    await hop(.interactor, \"choose\", tea) { $0.choose(tea: tea) }\n"))
    #expect(
      source.contains(
        "await target().map(MenuIntentHops.init(wrapped:))?.choose(tea: arguments.text(\"TEA\") "
          + "?? \"\")"))
  }

  /// An MVI model's `update…` methods are hops through a subclass that is the model itself
  /// (its overrides call `super`), named as the model in `trace`.
  @Test func aModelsUpdatesAreHopsOfItself() throws {
    var graph = GraphFixture()
    graph.type(
      "M", "class", ["MenuModel"], "class MenuModel", access: "internal",
      conformsTo: ["s:11Observation10ObservableP"])
    graph.member(of: "M", "init", ["MenuModel", "init()"], "init()", access: "internal")
    graph.member(
      of: "M", "method", ["MenuModel", "update(teas:)"], "func update(teas: [String])",
      parameters: [("teas", "[String]", nil)], access: "internal")
    graph.member(of: "M", "method", ["MenuModel", "reset()"], "func reset()", access: "internal")
    let source = try generate(graph)
    #expect(source.contains("\n@testable import Scene\n"))
    #expect(
      source.contains(
        "final class MenuModelHops: MenuModel, HopDecorator {\n  var wrapped: MenuModel { self }\n"
          + "  var componentName: String { \"MenuModel\" }\n"))
    #expect(
      source.contains(
        "  override func update(teas: [String]) {\n"
          + "    hop(.presenter, \"update\", teas) { _ in super.update(teas: teas) }\n"))
    #expect(!source.contains("override func reset()"))
  }
}

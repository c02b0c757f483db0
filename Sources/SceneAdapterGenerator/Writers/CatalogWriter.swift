import Foundation

/// Writes, with `--catalog`, the shell's whole catalog for the module, `<Module>Catalog.make`,
/// so that a host package needs no line by hand (`scenesh host`): an entry for each scene the
/// generated file can host, named after it, and a starter scene for each shape that has no
/// scene of its own:
///
/// - the app's own view controllers wired in `setup()` (``ControllerSceneWriter``), in a
///   navigation controller, as the storyboard shows its first one;
/// - a configurator-shaped scene's generated headless view controller
///   (``ViewControllerWriter``): the interactor's intents, the router's methods, the headless
///   view's state;
/// - an interactor that takes its presenter (``PartsWriter``'s `…Parts`): the interactor's
///   intents, the presenter's DisplayState (or the headless view), its `pending…` events as
///   alerts and routes;
/// - MVI (an `…Intent` class holding a model): the intent's methods, the model's state, what
///   its subjects send as routes.
///
/// A route whose screen the file cannot tell opens a placeholder scene, so that `back`
/// returns. What it could not do is returned for the file's header.
struct CatalogWriter {
  let module: SceneModule
  let roles: (SceneModule.TypeInfo) -> Role
  let storyboards: StoryboardWriter
  let controllers: ControllerSceneWriter

  /// One entry of the catalog: its name, summary and the expression making its scene from the
  /// environment `$0`.
  private struct Entry {
    let name: String
    let summary: String
    let make: String
  }

  /// What a starter scene needs written: its class, and the catalog lines it asks for.
  private struct Plan {
    var entries: [Entry] = []
    var starters: [SwiftText] = []
    /// `case let controller as X: return XStarterScene(controller, environment: environment)`.
    var sceneCases: [String] = []
    var registrations: [String] = []
    /// The placeholder routes: each case's name and what it carries.
    var routes: [(name: String, type: String)] = []
    var skipped: [String] = []
    var initial: String?
    /// Scenes only a segue opens, each with how (`SceneCatalog.RoutedScene`).
    var routed: [(name: String, reachedBy: String)] = []
  }

  /// `CleanStoreCatalog`.
  var name: String { module.name + "Catalog" }

  /// Whether the module's code calls `URLSession`: the catalog then serves its requests.
  var usesURLSession: Bool {
    module.sourceFiles.contains { file in
      ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains("URLSession")
    }
  }

  /// Whether the catalog opens UIKit controllers, so that the file imports SceneUIKit and UIKit.
  var usesUIKit: Bool {
    !controllers.controllers.isEmpty
      || !ViewControllerWriter(module: module, roles: roles).scenes.isEmpty
  }

  /// Whether a starter scene subscribes with Combine.
  var usesCombine: Bool {
    !mviScenes.isEmpty && mviScenes.contains { $0.announces != nil || !$0.streams.isEmpty }
  }

  /// Writes the catalog and its starter scenes; returns what it could not do, and why.
  func write(into text: inout SwiftText) -> [String] {
    var plan = Plan()
    var taken = ControllerSceneWriter.reservedNames
    let unique = { (base: String) -> String in
      var name = base.prefix(1).lowercased() + base.dropFirst()
      if taken.contains(name) { name += "Scene" }
      var index = 2
      let stem = name
      while taken.contains(name) {
        name = stem + String(index)
        index += 1
      }
      taken.insert(name)
      return name
    }
    planControllers(&plan, unique)
    planHeadlessControllers(&plan, unique)
    planParts(&plan, unique)
    planMVI(&plan, unique)
    writeCatalog(plan, into: &text)
    for starter in plan.starters { text.append(starter) }
    if !plan.routes.isEmpty { writePlaceholders(plan.routes, into: &text) }
    if plan.entries.isEmpty {
      plan.skipped.append(
        "\(name): no scene of the module could be hosted (see above): the catalog is empty")
    }
    return plan.skipped
  }

  // MARK: The app's own view controllers

  private func planControllers(_ plan: inout Plan, _ unique: (String) -> String) {
    let first = Set(
      storyboards.storyboards.compactMap { $0.firstController?.customClass })
    var reached = reachedBySegue()
    for (controller, router) in reachedByRouter() where reached[controller] == nil {
      reached[controller] = router
    }
    for controller in controllers.controllers {
      let factory = ControllerSceneWriter.factoryName(of: controller.type)
      // A controller a segue leads to is opened through it: alone, it would lack what the
      // segue's `prepare(for:sender:)` passes it (the order a detail screen shows).
      if let how = reached[controller.type.name], !first.contains(controller.type.name) {
        plan.routed.append((factory, how))
        continue
      }
      let name = unique(factory)
      plan.entries.append(
        Entry(
          name: name,
          summary: "\(controller.type.name), the app's own view controller (Clean Swift)",
          make: "navigation.root(\(controllers.name).\(factory)(), in: $0)"))
      if first.contains(controller.type.name), plan.initial == nil { plan.initial = name }
    }
  }

  /// For each controller class a router file of the module makes (naming the class, or the
  /// `…Assembly`, `…Configurator` or `…Builder` named after its scene), that router's name: a
  /// scene opened in code, as `NewsListRouter` opens `NewsDetailsAssembly.build(news:)`.
  private func reachedByRouter() -> [String: String] {
    let routers = module.sourceFiles.filter { $0.lastPathComponent.hasSuffix("Router.swift") }
      .compactMap { file in
        (try? String(contentsOf: file, encoding: .utf8)).map {
          (name: file.deletingPathExtension().lastPathComponent, text: $0)
        }
      }
    var reached: [String: String] = [:]
    for controller in controllers.controllers {
      let name = controller.type.name
      let prefix =
        name.hasSuffix("ViewController") ? String(name.dropLast("ViewController".count)) : name
      let spellings = [name + "("] + ["Assembly", "Configurator", "Builder"].map { prefix + $0 }
      if let router = routers.first(where: { router in
        !router.name.hasPrefix(prefix) && spellings.contains { router.text.contains($0) }
      }) {
        reached[name] = router.name
      }
    }
    return reached
  }

  /// For each controller class a storyboard segue leads to, how a user gets there: `tap ROW
  /// in listOrders` for a prototype cell's segue, else `segue ShowOrder in listOrders`.
  private func reachedBySegue() -> [String: String] {
    var reached: [String: String] = [:]
    for storyboard in storyboards.storyboards {
      for source in storyboard.controllers {
        guard let sourceClass = source.customClass,
          let sourceType = module.type(named: sourceClass)
        else { continue }
        let from = ControllerSceneWriter.factoryName(of: sourceType)
        for segue in source.segues where segue.kind != "relationship" {
          guard
            let destination = storyboard.controllers.first(where: { $0.id == segue.destination }),
            let destinationClass = destination.customClass, reached[destinationClass] == nil
          else { continue }
          reached[destinationClass] =
            segue.sourceElement == "tableViewCell" || segue.identifier == nil
            ? "tap ROW in \(from)" : "segue \(segue.identifier ?? "") in \(from)"
        }
      }
    }
    return reached
  }

  // MARK: Headless view controllers (a configurator)

  private func planHeadlessControllers(_ plan: inout Plan, _ unique: (String) -> String) {
    let writer = ViewControllerWriter(module: module, roles: roles)
    for scene in writer.scenes {
      let controller = scene.prefix + "ViewController"
      let starter = scene.prefix + "StarterScene"
      let required = scene.configure.parameterDeclarations.filter {
        !$0.hasPrefix("viewController") && !$0.contains(" = ")
      }
      guard required.isEmpty else {
        plan.skipped.append(
          "\(starter): not written: `\(controller)(…)` needs "
            + required.map { "`\($0)`" }.joined(separator: ", ")
            + ", which only the host knows")
        continue
      }
      let name = unique(scene.prefix)
      plan.entries.append(
        Entry(
          name: name,
          summary: "\(scene.prefix), its generated headless view controller (Clean Swift)",
          make: "navigation.root(\(starter)(\(controller)(), environment: $0), in: $0)"))
      plan.sceneCases.append(
        "case let controller as \(controller): "
          + "return \(starter)(controller, environment: environment)")
      // Its router may ask the storyboard for it by its class's name, as the app's does.
      if storyboards.place(of: controller) == nil {
        plan.registrations.append(
          "UIStoryboard.register(\(SwiftText.literal(controller))) { \(controller)() }")
      }
      var body = SwiftText()
      body.line()
      body.doc(
        "`\(scene.prefix)` around its generated headless view controller: the interactor's",
        "methods and the router's as intents, the headless view's state. Generated with",
        "`--catalog`: a starting point; the app's `viewDidLoad` calls are not made.")
      body.line("@MainActor")
      body.block("final class \(starter): UIKitHostedScene") { type in
        type.line("let title = \(SwiftText.literal(name))")
        type.line("let viewController: \(controller)")
        type.line("private let environment: SceneEnvironment")
        type.line("var controller: UIViewController { viewController }")
        type.line("var pattern: ScenePattern? { .vip }")
        type.line()
        type.block("init(_ viewController: \(controller), environment: SceneEnvironment)") {
          $0.line("self.viewController = viewController")
          $0.line("self.environment = environment")
          if !DisplayViewWriter(module: module, roles: roles).alerts(scene.display.members)
            .isEmpty
          {
            $0.line(
              "viewController.display.alertErrors(title: \(SwiftText.literal(name)), "
                + "in: environment)")
          }
        }
        var calls: String?
        var methods: [String] = []
        if let interactor = writer.interactorPart(scene),
          let written = IntentWriter(module: module, roles: roles)
            .written(for: interactor.protocolType)
        {
          let tasks = written.takesTasks ? "(environment.tasks)" : ""
          calls =
            "\(written.name)\(tasks) { [weak viewController] in viewController?.interactor }"
          methods = written.methods
        }
        let router = writer.routerProperty(scene)
        let routes = router.property == nil ? [] : routerMethods(in: router.type)
        let more = routes.map { method in
          "Intent(\(SwiftText.literal(method.name)), summary: "
            + "\(SwiftText.literal("Calls the router's `\(method.name)()`.")))"
            + " { [weak viewController] _ in viewController?.router?.\(method.name)() },"
        }
        type.line()
        writeIntents(calls: calls ?? "", methods: methods, more: more, into: &type)
        type.line()
        type.line("func readState() -> [StateField] { viewController.display.stateFields }")
        type.line()
        type.line("var components: [SceneComponent] { viewController.components }")
      }
      plan.starters.append(body)
      plan.skipped.append(
        "\(starter): what the view does besides keeping state (a display call that routes) is "
          + "the app's view code: each router method is an intent instead")
    }
  }

  /// The router's methods a view calls with no argument: `routeToShowPost()`.
  private func routerMethods(in type: String) -> [Member] {
    var seen: Set<String> = []
    return PartsWriter.names(in: type).compactMap(module.type(named:)).flatMap(\.members)
      .filter {
        $0.kind == .method && !$0.isStatic && $0.parameters.isEmpty && $0.returnType == nil
          && !$0.isAsync && !$0.isThrowing && seen.insert($0.name).inserted
      }
  }

  // MARK: Parts (an interactor that takes its presenter)

  private func planParts(_ plan: inout Plan, _ unique: (String) -> String) {
    let writer = PartsWriter(module: module, roles: roles)
    for wiring in writer.wirings {
      let starter = wiring.prefix + "StarterScene"
      var arguments: [String] = []
      var given: [String] = []
      var missing: [String] = []
      let parameters = zip(
        wiring.initializer.parameters, wiring.initializer.parameterDeclarations)
      for (parameter, declaration) in parameters
      where parameter.name != wiring.presenterParameter.name {
        let label = parameter.label.map { "\($0): " } ?? ""
        if parameter.type.contains("Clock<Duration>") {
          // The shell's clock: a script's waits are virtual, the same on every run.
          arguments.append(label + "environment.clock")
        } else if let made = madeWithClock(declaration) {
          arguments.append(label + made)
        } else if declaration.contains(" = ") {
          continue
        } else if let value = Self.simpleValue(of: parameter.type) {
          arguments.append(label + value)
          given.append("`\(parameter.name)` \(value)")
        } else {
          missing.append("`\(declaration)`")
        }
      }
      guard missing.isEmpty else {
        plan.skipped.append(
          "\(starter): not written: `\(wiring.prefix)Parts(…)` needs "
            + missing.joined(separator: ", ") + ", which only the host knows")
        continue
      }
      let name = unique(wiring.prefix)
      let state = wiring.presenter.members.first { member in
        member.kind == .property && !member.isStatic && !member.declaration.contains("{")
          && module.type(named: member.propertyType).map(StateReaderWriter.isState) == true
      }
      let stateType = state.flatMap { module.type(named: $0.propertyType) }
      let pattern = stateType == nil ? ".vip" : ".observableVIP"
      plan.entries.append(
        Entry(
          name: name,
          summary: "\(wiring.prefix) (\(stateType == nil ? "VIP" : "Observable VIP"))"
            + (given.isEmpty ? "" : ", with " + given.joined(separator: ", ")),
          make: "\(starter)(environment: $0)"))
      if !given.isEmpty {
        plan.skipped.append(
          "\(starter): opened with " + given.joined(separator: ", ")
            + ": the scene before it knows the real value")
      }
      var body = SwiftText()
      body.line()
      body.doc(
        "`\(wiring.prefix)` through its generated parts: the interactor's methods as intents,",
        (stateType == nil ? "the headless view's state" : "the presenter's state")
          + " and one-time events. Generated with `--catalog`: a starting point; the",
        "view's lifecycle calls are not made.")
      body.line("@MainActor")
      body.block("final class \(starter): Scene") { type in
        type.line("let title = \(SwiftText.literal(name))")
        type.line("let parts: \(wiring.prefix)Parts")
        type.line("private let environment: SceneEnvironment")
        type.line("var pattern: ScenePattern? { \(pattern) }")
        type.line()
        type.block("init(environment: SceneEnvironment)") { initializer in
          initializer.line("self.environment = environment")
          initializer.line("parts = \(wiring.prefix)Parts(\(arguments.joined(separator: ", ")))")
          if wiring.view != nil,
            let display = viewDisplay(of: wiring.presenter),
            !DisplayViewWriter(module: module, roles: roles).alerts(display.members).isEmpty
          {
            initializer.line(
              "parts.view.alertErrors(title: \(SwiftText.literal(name)), in: environment)")
          }
        }
        let intents = IntentWriter(module: module, roles: roles)
          .written(for: wiring.interactorProtocol)
        type.line()
        writeIntents(
          calls: intents.map { "parts.intents(\($0.takesTasks ? "in: environment.tasks" : ""))" },
          methods: intents?.methods ?? [], into: &type)
        let reader =
          state.map { "parts.presenter.\($0.name)" } ?? (wiring.view == nil ? nil : "parts.view")
        type.line()
        type.line(
          "func readState() -> [StateField] { \(reader.map { "\($0).stateFields" } ?? "[]") }")
        if let state, let stateType {
          let events = StateReaderWriter.events(of: stateType)
          if !events.isEmpty {
            type.line()
            type.block("var pendingEvents: [PendingEvent]") { pending in
              pending.line("parts.presenter.\(state.name).pendingEvents(")
              let handlers = events.map { event in
                "  \(event.name): { [environment] value in "
                  + eventAction(event, scene: name, routes: &plan.routes) + " }"
              }
              for (index, handler) in handlers.enumerated() {
                pending.line(handler + (index == handlers.count - 1 ? ")" : ","))
              }
            }
            for event in events where !Self.isAlert(event) {
              plan.skipped.append(
                "\(starter): `\(event.name)` opens a placeholder scene: which screen it leads "
                  + "to is the view's code")
            }
          }
        }
        type.line()
        type.line("var components: [SceneComponent] { parts.components }")
      }
      plan.starters.append(body)
    }
  }

  /// The display protocol of the presenter's weak view.
  private func viewDisplay(of presenter: SceneModule.TypeInfo) -> SceneModule.TypeInfo? {
    for property in presenter.members where property.kind == .property && property.isWeak {
      if let display = PartsWriter.names(in: property.propertyType).lazy
        .compactMap(module.type(named:))
        .first(where: { DisplayViewWriter.writes($0, role: roles($0)) })
      {
        return display
      }
    }
    return nil
  }

  /// `BookSearchWorker(clock: environment.clock)` for a parameter whose default is
  /// `BookSearchWorker()`, a class of the module that also takes a clock: the shell's, so that
  /// its waits are virtual too.
  private func madeWithClock(_ declaration: String) -> String? {
    guard let range = declaration.range(of: " = "), declaration.hasSuffix("()") else {
      return nil
    }
    let typeName = String(declaration[range.upperBound...].dropLast(2))
    guard let type = module.type(named: typeName) else { return nil }
    for initializer in type.members where initializer.kind == .initializer {
      let declarations = initializer.parameterDeclarations
      guard
        let clock = initializer.parameters.firstIndex(where: {
          $0.type.contains("Clock<Duration>")
        }),
        declarations.enumerated().allSatisfy({ $0.offset == clock || $0.element.contains(" = ") })
      else { continue }
      let label = initializer.parameters[clock].label.map { "\($0): " } ?? ""
      return "\(typeName)(\(label)environment.clock)"
    }
    return nil
  }

  /// A value for a parameter a scene before this one would pass: `0`, `""`, `false`.
  private static func simpleValue(of type: String) -> String? {
    switch type {
    case "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat": "0"
    case "String": "\"\""
    case "Bool": "false"
    default: nil
    }
  }

  /// An error or message as text: the view shows it as an alert.
  private static func isAlert(_ event: Member) -> Bool {
    event.propertyType == "String?"
      && ["Error", "Alert", "Message"].contains { event.name.contains($0) }
  }

  /// What the view does with a one-time event: an alert for an error's text, else a route to
  /// a placeholder (the closure's argument is `$0`, the environment `environment`).
  private func eventAction(
    _ event: Member, scene: String, routes: inout [(name: String, type: String)]
  ) -> String {
    if Self.isAlert(event) {
      return "environment.navigator?.alert(title: \(SwiftText.literal(scene)), message: value)"
    }
    return route(
      event.name, carrying: String(event.propertyType.dropLast()), in: scene, value: "value",
      routes: &routes)
  }

  /// A route to the placeholder scene named `name`, whose value is `value`, of `type`: a case
  /// of the route enum (prefixed with the scene's name when another scene's route of that name
  /// carries another type). Typed, so that the route line prints the value itself.
  private func route(
    _ name: String, carrying type: String, in scene: String, value: String,
    routes: inout [(name: String, type: String)]
  ) -> String {
    var caseName = name
    if routes.contains(where: { $0.name == name && $0.type != type }) {
      caseName = scene + name.prefix(1).uppercased() + name.dropFirst()
    }
    if !routes.contains(where: { $0.name == caseName }) { routes.append((caseName, type)) }
    let route = "\(module.name)StarterRoute"
    // An `.alert(title:message:)` the router would show is the view's alert; any other value
    // opens a placeholder named after its case (`.shoppingList(…)`: `shoppingList`).
    return "if let alert = \(route).alert(in: \(value)) { "
      + "environment.navigator?.alert(title: alert.title, message: alert.message) } else { "
      + "environment.navigator?.route(\(route).\(caseName)(\(value))) { "
      + "_ in \(module.name)PlaceholderScene(route: \(route).name(of: \(value), "
      + "or: \(SwiftText.literal(name)))) } }"
  }

  // MARK: MVI (an intent class and its model)

  /// One MVI scene: the intent class, its model's property and class, what tells of the
  /// model's changes, and the subjects the view receives from.
  private struct MVIScene {
    let intent: SceneModule.TypeInfo
    let modelProperty: Member
    let model: SceneModule.TypeInfo
    let modelParameter: Member.Parameter
    /// `intent` or `intent.model` for an `ObservableObject`; nil for `@Observable`.
    let announces: String?
    let streams: [(owner: SceneModule.TypeInfo, stream: CombineWriter.Stream)]
  }

  private var mviScenes: [MVIScene] {
    let combine = CombineWriter(module: module)
    return module.types.compactMap { intent -> MVIScene? in
      // The model is the initialiser's one parameter, or its one without a default: an app's
      // intent may take its services too, defaulted (`store: JarStoreProtocol = JarMemStore()`).
      guard intent.kind == .classType, IntentWriter.isSource(intent, role: roles(intent)),
        let initializer = intent.members.first(where: {
          $0.kind == .initializer
            && ($0.parameters.count == 1
              || $0.parameterDeclarations.filter { !$0.contains(" = ") }.count == 1)
        }),
        let parameter = initializer.parameters.count == 1
          ? initializer.parameters.first
          : initializer.parameterDeclarations.firstIndex(where: { !$0.contains(" = ") })
            .map({ initializer.parameters[$0] }),
        let modelName = PartsWriter.names(in: parameter.type).first,
        let property = intent.members.first(where: {
          $0.kind == .property && !$0.isStatic
            && PartsWriter.names(in: $0.propertyType) == PartsWriter.names(in: parameter.type)
        })
      else { return nil }
      // The model's class: the parameter's, or the one class conforming to its protocol.
      let named = module.type(named: modelName)
      let model =
        named?.kind == .classType
        ? named
        : module.types.filter {
          $0.kind == .classType && $0.conformances.contains(modelName)
            && StateReaderWriter.isState($0)
        }.first
      guard let model, StateReaderWriter.isState(model) else { return nil }
      let announces =
        intent.isObservableObject
        ? "intent" : model.isObservableObject ? "(intent.\(property.name) as? \(model.name))" : nil
      let owners = [named, model].compactMap { $0 }
      var streams: [(SceneModule.TypeInfo, CombineWriter.Stream)] = []
      var seen: Set<String> = []
      for owner in owners {
        for stream in combine.streams(of: owner) where seen.insert(stream.property.name).inserted {
          streams.append((owner, stream))
        }
      }
      return MVIScene(
        intent: intent, modelProperty: property, model: model, modelParameter: parameter,
        announces: announces, streams: streams)
    }
  }

  private func planMVI(_ plan: inout Plan, _ unique: (String) -> String) {
    for scene in mviScenes {
      let prefix =
        scene.intent.name.hasSuffix("Intent")
        ? String(scene.intent.name.dropLast("Intent".count)) : scene.intent.name
      let starter = prefix + "StarterScene"
      let name = unique(prefix)
      plan.entries.append(
        Entry(name: name, summary: "\(prefix) (MVI)", make: "\(starter)(environment: $0)"))
      let modelMade =
        HopDecoratorWriter.subclassesModel(scene.model, role: roles(scene.model))
        ? HopDecoratorWriter.name(of: scene.model) + "()" : scene.model.name + "()"
      let label = scene.modelParameter.label.map { "\($0): " } ?? ""
      let modelType = PartsWriter.names(in: scene.modelProperty.propertyType).first
      let readsModel =
        modelType == scene.model.name
        ? "intent.\(scene.modelProperty.name)"
        : "(intent.\(scene.modelProperty.name) as? \(scene.model.name))"
      var body = SwiftText()
      body.line()
      body.doc(
        "`\(prefix)` (MVI): the intent's methods as intents, the model's state"
          + (scene.streams.isEmpty ? "." : ", what its subjects send as routes.")
          + " Generated with",
        "`--catalog`: a starting point; the view's `onAppear` is not called.")
      body.line("@MainActor")
      body.block("final class \(starter): Scene") { type in
        type.line("let title = \(SwiftText.literal(name))")
        type.line("let intent = \(scene.intent.name)(\(label)\(modelMade))")
        type.line("private let environment: SceneEnvironment")
        if scene.announces != nil { type.line("private let changes = ObjectChanges()") }
        if scene.announces != nil || !scene.streams.isEmpty {
          type.line("private var cancellables = Set<AnyCancellable>()")
        }
        type.line("var pattern: ScenePattern? { .mvi }")
        type.line()
        type.block("init(environment: SceneEnvironment)") {
          $0.line("self.environment = environment")
        }
        if scene.announces != nil || !scene.streams.isEmpty {
          type.line()
          type.doc("Subscribes as the view does once it is on screen.")
          type.block("func sceneDidLoad()") { load in
            if let announces = scene.announces {
              let call = announces == "intent" ? "intent" : announces + "?"
              load.line("\(call).announceChanges(to: changes).store(in: &cancellables)")
            }
            for (owner, stream) in scene.streams {
              let method =
                "on" + stream.property.name.prefix(1).uppercased()
                + stream.property.name.dropFirst()
              let target =
                owner.name == scene.model.name
                ? readsModel + (readsModel.hasSuffix(")") ? "?" : "")
                : "intent.\(scene.modelProperty.name)"
              load.scope("\(target).\(method) { [environment] value in") {
                $0.line(
                  route(
                    stream.property.name, carrying: stream.output, in: name, value: "value",
                    routes: &plan.routes))
              }
              load.line(".store(in: &cancellables)")
              plan.skipped.append(
                "\(starter): what `\(stream.property.name)` sends opens a placeholder scene: "
                  + "which screen it leads to is the view's code")
            }
          }
        }
        let written = IntentWriter(module: module, roles: roles).written(for: scene.intent)
        type.line()
        writeIntents(
          calls: written.map {
            "\($0.name)\($0.takesTasks ? "(environment.tasks)" : "") { [weak intent] in intent }"
          }, methods: written?.methods ?? [], into: &type)
        type.line()
        type.block("func readState() -> [StateField]") { read in
          if scene.announces != nil { read.line("changes.track()") }
          read.line(
            readsModel.hasSuffix(")")
              ? "return \(readsModel)?.stateFields ?? []" : "return \(readsModel).stateFields")
        }
      }
      plan.starters.append(body)
    }
  }

  // MARK: Writing

  /// `var intents: [Intent]`: each method of `calls` (an intents struct's value) named after
  /// it, one named like a shell command renamed (`cancel` → `cancelAction`, as the app's own
  /// view controller's actions are), then `more` (intents, one a line).
  private func writeIntents(
    calls: String?, methods: [String], more: [String] = [], into text: inout SwiftText
  ) {
    let listed = methods.map { method in
      ControllerSceneWriter.reservedNames.contains(method)
        ? "calls.\(method)(\(SwiftText.literal(method + "Action")))," : "calls.\(method)(),"
    }
    guard let calls, !listed.isEmpty || !more.isEmpty else {
      text.line("var intents: [Intent] { [] }")
      return
    }
    text.block("var intents: [Intent]") { body in
      if !listed.isEmpty { body.line("let calls = \(calls)") }
      body.line("return [")
      for line in listed + more { body.line("  " + line) }
      body.line("]")
    }
  }

  private func writeCatalog(_ plan: Plan, into text: inout SwiftText) {
    let usesNavigation = !controllers.controllers.isEmpty || !plan.sceneCases.isEmpty
    let serves = usesURLSession
    let entries = plan.entries
    let initial = plan.initial ?? entries.map(\.name).sorted().first ?? ""
    text.line()
    text.doc(
      "The shell's whole catalog, generated with `--catalog`: an entry for each scene of",
      "`\(module.name)` this file can host"
        + (serves ? "; the module's `URLSession` requests answered by the shell" : "")
        + ". `SceneShell.main(…, catalog: \(name).make)`.")
    text.line("@MainActor")
    text.block("enum \(name)") { body in
      body.block("static func make(context: SceneCatalog.Context) -> SceneCatalog") { make in
        if serves {
          make.doc("`--answers`, `--data-url` and `fault` answer the module's own requests.")
          make.line("let server = URLSessionServer(context)")
        }
        for registration in plan.registrations { make.line(registration) }
        if usesNavigation {
          make.line("let navigation = UIKitNavigation(scene: scene(for:in:))")
        }
        make.line("return SceneCatalog(")
        make.line("  entries: [")
        for entry in entries {
          make.line(
            "    SceneCatalog.Entry(name: \(SwiftText.literal(entry.name)), summary: "
              + "\(SwiftText.literal(entry.summary))) {")
          make.line("      \(entry.make)")
          make.line("    },")
        }
        make.line("  ],")
        let routed = plan.routed.map {
          "SceneCatalog.RoutedScene(name: \(SwiftText.literal($0.name)), reachedBy: "
            + "\(SwiftText.literal($0.reachedBy)))"
        }
        make.line(
          "  initialSceneName: \(SwiftText.literal(initial))"
            + (serves ? ", commands: server.commands" : "")
            + (routed.isEmpty ? ")" : ","))
        if !routed.isEmpty {
          make.line("  routed: [")
          for scene in routed { make.line("    \(scene),") }
          make.line("  ])")
        }
      }
      guard usesNavigation else { return }
      body.line()
      body.doc(
        "The scene showing a controller a router or a segue opens, for `UIKitNavigation`: nil",
        "for one that is none of these (it is then a plain scene `back` pops).")
      body.block(
        "static func scene(for controller: UIViewController, in environment: SceneEnvironment) "
          + "-> (any Scene)?"
      ) { maker in
        if !controllers.controllers.isEmpty {
          maker.block(
            "if let scene = \(controllers.name).scene(for: controller, in: environment)"
          ) { $0.line("return scene") }
        }
        maker.line("switch controller {")
        for line in plan.sceneCases { maker.line(line) }
        maker.line("default: return nil")
        maker.line("}")
      }
    }
  }

  private func writePlaceholders(
    _ routes: [(name: String, type: String)], into text: inout SwiftText
  ) {
    text.line()
    text.doc(
      "The routes the starter scenes take without knowing the screen: each opens a",
      "placeholder.")
    text.block("enum \(module.name)StarterRoute") { body in
      for route in routes { body.line("case \(route.name)(\(route.type))") }
      body.line()
      body.doc(
        "What an alert shows, for a value whose case is `alert` with two texts (a router's",
        "`.alert(title:message:)`, which the view shows as an alert); nil for any other.")
      body.block("static func alert(in value: Any) -> (title: String, message: String)?") {
        $0.line("let mirror = Mirror(reflecting: value)")
        $0.line(
          "guard mirror.displayStyle == .enum, let child = mirror.children.first, "
            + "child.label == \"alert\"")
        $0.line("else { return nil }")
        $0.line(
          "let texts = Mirror(reflecting: child.value).children.compactMap { $0.value as? String }"
        )
        $0.line("return texts.count == 2 ? (texts[0], texts[1]) : nil")
      }
      body.line()
      body.doc("The case a value is (`shoppingList` for `.shoppingList(…)`), else `fallback`.")
      body.block("static func name(of value: Any, or fallback: String) -> String") {
        $0.line("let mirror = Mirror(reflecting: value)")
        $0.line("guard mirror.displayStyle == .enum else { return fallback }")
        $0.line("return mirror.children.first?.label ?? String(describing: value)")
      }
    }
    text.line()
    text.doc(
      "A screen the app opens that this file does not host: on the stack, so that `back`",
      "returns, saying so.")
    text.line("@MainActor")
    text.block("final class \(module.name)PlaceholderScene: Scene") { body in
      body.line("let title: String")
      body.line()
      body.block("init(route: String)") { $0.line("title = route") }
      body.line()
      body.line("var intents: [Intent] { [] }")
      body.line()
      body.block("func readState() -> [StateField]") {
        $0.line(
          "[StateField(\"placeholder\", \"\\(title) — the app's screen for it is not hosted\")]")
      }
    }
  }
}

/// Writes the scenes of the app's own view controllers, those wired in their `setup()` as
/// Clean Swift's templates write them (a `UIViewController` subclass of the module, conforming
/// to a `…DisplayLogic` protocol, with `interactor` and `router` properties): each made through
/// the storyboard when one has it (else `init(nibName:bundle:)`), hosted by SceneUIKit's
/// `ViewControllerScene`, and wired again after `setup()` ran, with the generated hop decorators
/// between its parts: the interactor the view calls, the presenter the interactor calls, the
/// display the presenter calls back (a decorator the scene keeps, as the presenter holds it
/// weakly), a worker class the interactor holds (made again as its subclass decorator), the
/// parts behind protocols reachable through `var`s (a worker's store), and the router the view
/// calls. Also a `UIKitNavigation` scene maker for the controllers a router or a segue opens,
/// and intents: the storyboard's actions and the controller's methods that take no argument.
struct ControllerSceneWriter {
  let module: SceneModule
  let roles: (SceneModule.TypeInfo) -> Role
  let storyboards: StoryboardWriter
  let selectors: SelectorWriter

  /// One setup()-wired view controller class.
  struct Controller {
    let type: SceneModule.TypeInfo
    let display: SceneModule.TypeInfo
    let interactor: Member
    let interactorProtocol: SceneModule.TypeInfo
  }

  /// The shell's own commands and the generic intents of `ViewControllerScene`: an intent
  /// named like one would never be reached.
  static let reservedNames: Set<String> = [
    "watch", "unwatch", "hide", "unhide", "report", "cancel", "timeline", "show", "diff",
    "restore", "help", "intents", "state", "pending", "consume", "step", "continue", "trace",
    "wait", "back", "routes", "scenes", "open", "rules", "tasks", "expect", "source", "record",
    "history", "quit", "tap", "type", "pick", "segue", "press",
  ]

  /// How a controller's methods that only it calls are named: no intent for them.
  static let internalPrefixes = [
    "configure", "setup", "setUp", "show", "update", "layout", "register", "prepare", "reset",
  ]

  /// `<Module>ViewControllerScenes`.
  var name: String { module.name + "ViewControllerScenes" }

  var writesAny: Bool { !controllers.isEmpty }

  /// The module's view controllers wired in `setup()`.
  var controllers: [Controller] {
    module.types.compactMap { type -> Controller? in
      guard module.isViewController(type),
        let display = type.conformances.lazy.compactMap(module.type(named:)).first(where: {
          roles($0) == .display && HopDecoratorWriter.decorates($0, role: .display)
        }),
        let interactor = type.members.first(where: {
          $0.kind == .property && $0.name == "interactor" && $0.isSettable
        }),
        type.members.contains(where: { $0.kind == .property && $0.name == "router" }),
        let interactorProtocol = PartsWriter.names(in: interactor.propertyType).lazy
          .compactMap(module.type(named:)).first(where: {
            roles($0) == .interactor && HopDecoratorWriter.decorates($0, role: .interactor)
          })
      else { return nil }
      return Controller(
        type: type, display: display, interactor: interactor,
        interactorProtocol: interactorProtocol)
    }
  }

  /// `NewsListAssembly.build` for `NewsListViewController`: a static method of the module taking
  /// nothing it must be given and returning the controller (or a `UIViewController`, from a type
  /// named after the scene: `NewsListAssembly`, `…Configurator`, `…Builder`), where an app makes
  /// and wires a scene without `setup()`.
  func assembler(of controller: SceneModule.TypeInfo) -> String? {
    let prefix =
      controller.name.hasSuffix("ViewController")
      ? String(controller.name.dropLast("ViewController".count)) : controller.name
    for owner in module.types where owner.name != controller.name {
      for member in owner.members
      where member.kind == .method && member.isStatic
        && member.parameterDeclarations.allSatisfy({ $0.contains(" = ") })
      {
        guard let returned = member.returnType.map({ $0.replacingOccurrences(of: "?", with: "") })
        else { continue }
        if returned == controller.name
          || (returned == "UIViewController" && owner.name.hasPrefix(prefix)
            && owner.name != prefix + "ViewController")
        {
          return "\(owner.name).\(member.name)"
        }
      }
    }
    return nil
  }

  /// `listOrders` for `ListOrdersViewController`.
  static func factoryName(of type: SceneModule.TypeInfo) -> String {
    var base = type.name.replacingOccurrences(of: ".", with: "")
    if base.hasSuffix("ViewController") { base = String(base.dropLast("ViewController".count)) }
    return base.prefix(1).lowercased() + base.dropFirst()
  }

  /// Writes the scenes; returns what it left out, and why.
  func write(into text: inout SwiftText) -> [String] {
    let controllers = controllers
    guard !controllers.isEmpty else { return [] }
    var skipped: [String] = []
    text.line()
    text.doc(
      "The app's own view controllers as scenes: each made as the app makes it (through its",
      "storyboard, so `setup()` wires it), then wired again with the hop decorators between its",
      "parts, so that `trace` shows every hop. `scene(for:in:)` is the `UIKitNavigation` scene",
      "maker for the controllers a router or a segue opens.")
    text.line("@MainActor")
    text.block("enum \(name)") { body in
      body.line("private static var isRegistered = false")
      body.doc(
        "What each wired controller's scene keeps alive (the display decorator its presenter",
        "holds weakly), until the scene takes it; it holds the controller, so no other object",
        "takes its identifier meanwhile.")
      body.line("private static var kept: [ObjectIdentifier: [AnyObject]] = [:]")
      body.line()
      body.doc(
        "Registers the storyboards' controllers and the selector table, once: each scene maker",
        "calls it.")
      body.block("static func register()") { register in
        register.line("guard !isRegistered else { return }")
        register.line("isRegistered = true")
        if storyboards.writesAny { register.line("\(storyboards.name).register()") }
        if selectors.writesAny { register.line("\(selectors.name).register()") }
      }
      for storyboard in storyboards.storyboards {
        guard let first = storyboard.firstController, let className = first.customClass,
          let controller = controllers.first(where: { $0.type.name == className })
        else { continue }
        body.line()
        let function = storyboard.name.prefix(1).lowercased() + storyboard.name.dropFirst()
        body.doc(
          "The scene of the controller `\(storyboard.name).storyboard` shows first, "
            + "`\(className)`.")
        body.block("static func \(function)Storyboard() -> ViewControllerScene") {
          $0.line("\(Self.factoryName(of: controller.type))()")
        }
      }
      for controller in controllers {
        skipped += write(controller, into: &body)
      }
      body.line()
      body.doc(
        "The scene showing `controller`, for `UIKitNavigation(scene:)`: nil for a controller",
        "that is none of the app's.")
      body.block(
        "static func scene(for controller: UIViewController, in environment: SceneEnvironment) "
          + "-> (any Scene)?"
      ) { maker in
        maker.line("switch controller {")
        for controller in controllers {
          maker.line("case let controller as \(controller.type.name): scene(controller)")
        }
        maker.line("default: nil")
        maker.line("}")
      }
    }
    return skipped
  }

  private func write(_ controller: Controller, into text: inout SwiftText) -> [String] {
    let type = controller.type
    var skipped: [String] = []
    text.line()
    let factory = Self.factoryName(of: type)
    let assembler = self.assembler(of: type)
    text.doc(
      "`\(type.name)`, made as the app makes it"
        + (assembler.map { " by `\($0)()`, which wires its parts" }
          ?? (storyboards.place(of: type.name) == nil
            ? " in code (`init(nibName:bundle:)`, which calls `setup()`)" : ", by its storyboard"))
        + ", wired again with hops.")
    text.block("static func \(factory)() -> ViewControllerScene") { body in
      body.line("register()")
      if let assembler {
        body.line(
          "return scene(\(assembler)() as? \(type.name) ?? \(type.name)(nibName: nil, bundle: nil))"
        )
      } else if let place = storyboards.place(of: type.name) {
        body.line(
          "let made = UIStoryboard(name: \(SwiftText.literal(place.storyboard)), bundle: nil)"
            + ".instantiateViewController(withIdentifier: \(SwiftText.literal(place.key)))")
        body.line(
          "return scene(made as? \(type.name) ?? \(type.name)(nibName: nil, bundle: nil))")
      } else {
        body.line("return scene(\(type.name)(nibName: nil, bundle: nil))")
      }
    }
    text.line()
    text.doc(
      "Wires `controller`'s parts again through the hop decorators, once, after its `setup()`",
      "ran: the storyboard calls it as it makes the controller, before its view loads. What",
      "the presenter holds weakly waits in `kept` for the scene.")
    text.block("static func wire(_ controller: \(type.name))") { body in
      body.line("guard kept[ObjectIdentifier(controller)] == nil else { return }")
      body.line("var kept: [AnyObject] = []")
      skipped += rewire(controller, into: &body)
      body.line("self.kept[ObjectIdentifier(controller)] = kept")
    }
    text.line()
    text.doc("Hosts `controller`, wired again (``wire(_:)``) if the storyboard did not make it.")
    text.block("static func scene(_ controller: \(type.name)) -> ViewControllerScene") { body in
      body.line("wire(controller)")
      body.line(
        "return ViewControllerScene(controller, pattern: .vip, intents: \(factory)Intents("
          + "controller), keeping: kept.removeValue(forKey: ObjectIdentifier(controller)) ?? [])")
    }
    text.line()
    let intents = self.intents(of: controller, skipped: &skipped)
    text.doc(
      "The controller's own actions as intents: what the storyboard connects, and its methods",
      "that take no argument (besides `ViewControllerScene`'s `tap`, `type`, `pick`, `segue`,",
      "`press`).")
    text.block("static func \(factory)Intents(_ controller: \(type.name)) -> [Intent]") { body in
      guard !intents.isEmpty else {
        body.line("[]")
        return
      }
      body.line("[")
      for (name, summary, call) in intents {
        body.line(
          "  Intent(\(SwiftText.literal(name)), summary: \(SwiftText.literal(summary))) { "
            + "[weak controller] _ in \(call) },")
      }
      body.line("]")
    }
    return skipped
  }

  /// The intents: (name, summary, the call on `controller?`).
  private func intents(of controller: Controller, skipped: inout [String]) -> [(
    String, String, String
  )] {
    let type = controller.type
    let displayMethods = Set(controller.display.members.map(\.name))
    var result: [(String, String, String)] = []
    var names: Set<String> = []
    let actions = storyboards.storyboards.flatMap { storyboard in
      storyboard.controllers.filter { $0.customClass == type.name }.flatMap { controller in
        controller.actions.filter { $0.destination == controller.id }.map { (controller, $0) }
      }
    }
    for method in SelectorWriter.actionMethods(of: type)
    where !displayMethods.contains(method.name) {
      let action = actions.first { SelectorWriter.objectiveC(method) == $0.1.selector }
      // A bar button's action is its `press`; a method only the controller calls itself
      // (`configurePickers`, `showOrderToEdit`) is not something a user does.
      if action?.1.sourceElement == "barButtonItem" { continue }
      if action == nil, Self.internalPrefixes.contains(where: { method.name.hasPrefix($0) }) {
        continue
      }
      var call: String
      if let parameter = method.parameters.first {
        // A sender: the object the storyboard connects, through its outlet, else the controller.
        guard let action else { continue }
        let sender =
          action.0.outlets.first { $0.destination == action.1.sourceID }
          .map { "controller.\($0.property)" }
        let label = parameter.label.map { "\($0): " } ?? ""
        let base = parameter.type.trimmingCharacters(in: .whitespaces)
        let value: String
        if ["Any", "AnyObject", "Any?", "AnyObject?"].contains(base) {
          value = (sender ?? "controller") + (base.hasPrefix("AnyObject") ? "" : " as Any")
        } else if let sender {
          value = sender
        } else {
          skipped.append(
            "\(type.name).\(method.name): no intent: its sender, a \(base), has no outlet")
          continue
        }
        call = "if let controller { controller.\(method.name)(\(label)\(value)) }"
      } else {
        call = "controller?.\(method.name)()"
      }
      var name = method.name
      if Self.reservedNames.contains(name) || names.contains(name) { name += "Action" }
      names.insert(name)
      let summary =
        method.summary
        ?? (action.map {
          "The storyboard's \($0.1.sourceElement) \($0.1.eventType ?? "action"): `\(SelectorWriter.swift(method))`."
        }
          ?? "Calls the view controller's `\(SelectorWriter.swift(method))`.")
      result.append((name, summary, call))
    }
    return result
  }

  /// Lines wiring the controller's parts again through the decorators.
  private func rewire(_ controller: Controller, into text: inout SwiftText) -> [String] {
    var skipped: [String] = []
    let interactorProtocol = controller.interactorProtocol
    let optional = { (type: String) in type.hasSuffix("?") || type.hasSuffix("!") }
    if let interactorClass = onlyClass(conformingTo: interactorProtocol) {
      text.block("if let interactor = controller.interactor as? \(interactorClass.name)") {
        body in
        for property in interactorClass.members
        where property.kind == .property && property.isSettable && !property.isWeak
          && !property.isStatic
        {
          let names = PartsWriter.names(in: property.propertyType)
          if let part = names.lazy.compactMap(module.type(named:)).first(where: {
            HopDecoratorWriter.decorates($0, role: roles($0))
          }) {
            if roles(part) == .presenter, let presenter = onlyClass(conformingTo: part) {
              // The presenter's weak view: a decorator of the controller, kept by the scene.
              for view in presenter.members
              where view.kind == .property && view.isWeak
                && PartsWriter.names(in: view.propertyType).contains(controller.display.name)
              {
                body.block("if let presenter = interactor.\(property.name) as? \(presenter.name)") {
                  $0.line(
                    "let view = \(HopDecoratorWriter.name(of: controller.display))(wrapped: "
                      + "controller)")
                  $0.line("presenter.\(view.name) = view")
                  $0.line("kept.append(view)")
                }
              }
            }
            body.line(assignment("interactor.\(property.name)", property, part))
          } else if let partClass = names.first.flatMap(module.type(named:)),
            partClass.kind == .classType, names.count == 1
          {
            // A class part (a worker): made again as its subclass decorator, from what it
            // holds, then its own parts behind protocols.
            let remade = remake(
              "interactor.\(property.name)", partClass, isOptional: optional(property.propertyType),
              into: &body)
            let inner = partClass.members.filter {
              $0.kind == .property && $0.isSettable && !$0.isWeak && !$0.isStatic
            }
            for innerProperty in inner {
              guard
                let innerPart = PartsWriter.names(in: innerProperty.propertyType).lazy
                  .compactMap(module.type(named:)).first(where: {
                    HopDecoratorWriter.decorates($0, role: roles($0))
                  })
              else { continue }
              // An optional worker is unwrapped first: `worker?.service = Hops(wrapped:
              // worker?.service)` would hand the decorator an optional.
              if optional(property.propertyType) {
                body.block("if let part = interactor.\(property.name)") {
                  $0.line(assignment("part.\(innerProperty.name)", innerProperty, innerPart))
                }
              } else {
                body.line(
                  assignment(
                    "interactor.\(property.name).\(innerProperty.name)", innerProperty, innerPart))
              }
            }
            if !HopDecoratorWriter.writesSubclass(partClass, in: module, roles: roles),
              roles(partClass) != .none
            {
              skipped.append(
                "\(controller.type.name): its interactor's `\(property.name)` "
                  + "(\(partClass.name)) is not a hop: no decorator stands in for it (above); "
                  + "the parts behind its protocols are")
            } else if !remade, roles(partClass) != .none {
              skipped.append(
                "\(controller.type.name): its interactor's `\(property.name)` "
                  + "(\(partClass.name)) is not a hop: no initialiser of it takes only what it "
                  + "holds, to make \(HopDecoratorWriter.name(of: partClass)) from it; the parts "
                  + "behind its protocols are")
            }
          }
        }
      }
    } else {
      skipped.append(
        "\(controller.type.name): no one class conforms to \(interactorProtocol.name): only the "
          + "controller's calls to it are hops")
    }
    let interactor = controller.interactor
    let decorator = HopDecoratorWriter.name(of: interactorProtocol)
    if optional(interactor.propertyType) {
      text.block("if let interactor = controller.interactor, !(interactor is \(decorator))") {
        $0.line("controller.interactor = \(decorator)(wrapped: interactor)")
      }
    } else {
      text.block("if !(controller.interactor is \(decorator))") {
        $0.line("controller.interactor = \(decorator)(wrapped: controller.interactor)")
      }
    }
    if let reason = rewireRouter(of: controller.type, into: &text) {
      skipped.append("\(controller.type.name): its router is not a hop: \(reason)")
    }
    return skipped
  }

  /// Lines replacing the worker `target` (of class `type`, exactly: a subclass the app chose is
  /// left alone) with its subclass decorator, made with an initialiser from what the worker
  /// holds; false when none can be.
  private func remake(
    _ target: String, _ type: SceneModule.TypeInfo, isOptional: Bool, into text: inout SwiftText
  ) -> Bool {
    guard HopDecoratorWriter.writesSubclass(type, in: module, roles: roles),
      let (arguments, copied) = HopDecoratorWriter.remaking(type)
    else { return false }
    let original = isOptional ? "made" : target
    let condition =
      isOptional
      ? "if let made = \(target), type(of: made) == \(type.name).self"
      : "if type(of: \(target)) == \(type.name).self"
    let decorator = HopDecoratorWriter.name(of: type)
    let call =
      decorator + "("
      + arguments.map { ($0.label.map { "\($0): " } ?? "") + "\(original).\($0.property)" }
      .joined(separator: ", ") + ")"
    text.block(condition) { body in
      guard !copied.isEmpty else {
        body.line("\(target) = \(call)")
        return
      }
      body.line("let decorated = \(call)")
      for property in copied { body.line("decorated.\(property) = \(original).\(property)") }
      body.line("\(target) = decorated")
    }
    return true
  }

  /// Lines wrapping the controller's `router` in its protocol's decorator, when that is what
  /// the property holds (``HopDecoratorWriter/routerShape(of:in:)``); else why not, or nil when
  /// it has no router protocol of the scene.
  private func rewireRouter(of type: SceneModule.TypeInfo, into text: inout SwiftText) -> String? {
    guard
      let property = type.members.first(where: { $0.kind == .property && $0.name == "router" }),
      let routing = PartsWriter.names(in: property.propertyType).lazy
        .compactMap(module.type(named:)).first(where: { roles($0) == .router })
    else { return nil }
    guard HopDecoratorWriter.decoratesRouter(routing, role: .router) else {
      return "no decorator stands in for \(routing.name) (above)"
    }
    guard property.isSettable else { return "`router` cannot be set" }
    let shape = HopDecoratorWriter.routerShape(of: routing, in: module)
    guard Set(PartsWriter.names(in: property.propertyType)) == shape.names else {
      return "it is held as \(property.propertyType), its decorator is \(shape.existential)"
    }
    let decorator = HopDecoratorWriter.name(of: routing)
    let isOptional = property.propertyType.hasSuffix("?") || property.propertyType.hasSuffix("!")
    if isOptional {
      text.block("if let router = controller.router, !(router is \(decorator))") {
        $0.line("controller.router = \(decorator)(wrapped: router)")
      }
    } else {
      text.block("if !(controller.router is \(decorator))") {
        $0.line("controller.router = \(decorator)(wrapped: controller.router)")
      }
    }
    return nil
  }

  /// `target = Hops(wrapped: target)`, through `map` for an optional. Run once: the owner is
  /// found by its class, which the decorated interactor is not.
  private func assignment(_ target: String, _ property: Member, _ part: SceneModule.TypeInfo)
    -> String
  {
    let decorator = HopDecoratorWriter.name(of: part)
    let isOptional = property.propertyType.hasSuffix("?") || property.propertyType.hasSuffix("!")
    if isOptional { return "\(target) = \(target).map { \(decorator)(wrapped: $0) }" }
    return "\(target) = \(decorator)(wrapped: \(target))"
  }

  /// The one class of the module conforming to `protocolType`.
  private func onlyClass(conformingTo protocolType: SceneModule.TypeInfo)
    -> SceneModule.TypeInfo?
  {
    let classes = module.types.filter {
      $0.kind == .classType && $0.conformances.contains(protocolType.name)
    }
    return classes.count == 1 ? classes.first : nil
  }
}

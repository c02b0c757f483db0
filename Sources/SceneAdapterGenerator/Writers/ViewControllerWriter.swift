/// Writes the headless view controller of a Clean Swift scene whose configurator wires the
/// parts around a view controller (`static func configure(viewController: UIViewController &
/// …DisplayLogic, …) -> Parts`), for a host that leaves the app's view controller file out: it
/// is wired in its initialiser as the app's `setup()` wires it, through the configurator, with
/// the generated hop decorator of each protocol between the parts; it holds what `setup()`
/// gives a view controller (the parts, `interactor`, `router`); each display call is a
/// `.display` hop of the controller, keeping what it is told in the generated headless view
/// (`display`), whose `on…` handlers say what the view does besides.
struct ViewControllerWriter {
  let module: SceneModule
  let roles: (SceneModule.TypeInfo) -> Role

  /// One scene's configurator and what it wires.
  struct Scene {
    /// `ListPosts`, from `ListPostsConfigurator`.
    let prefix: String
    let configurator: SceneModule.TypeInfo
    let configure: Member
    let display: SceneModule.TypeInfo
    /// The struct `configure` returns, and its stored properties.
    let parts: SceneModule.TypeInfo
    let partMembers: [Member]
  }

  /// Whether any controller is written, so that the file imports UIKit.
  var writesAny: Bool { !scenes.isEmpty }

  func write(into text: inout SwiftText) {
    for scene in scenes { write(scene, into: &text) }
  }

  var scenes: [Scene] {
    module.types.compactMap { configurator -> Scene? in
      guard configurator.name.hasSuffix("Configurator") else { return nil }
      let prefix = String(configurator.name.dropLast("Configurator".count))
      // The app's own view controller is compiled: it is the view, not this one.
      guard module.type(named: prefix + "ViewController") == nil,
        let configure = configurator.members.first(where: {
          $0.kind == .method && $0.isStatic
            && $0.parameters.contains { $0.label == "viewController" }
        }),
        let viewController = configure.parameters.first(where: { $0.label == "viewController" }),
        viewController.type.contains("UIViewController"),
        let display = PartsWriter.names(in: viewController.type).lazy.compactMap(
          module.type(named:)
        )
        .first(where: { DisplayViewWriter.writes($0, role: roles($0)) }),
        let returned = configure.returnType,
        let parts = module.type(named: configurator.name + "." + returned)
          ?? module.type(named: returned),
        parts.kind == .structType
      else { return nil }
      let stored = parts.members.filter {
        $0.kind == .property && !$0.isStatic && !$0.declaration.contains("{")
      }
      return Scene(
        prefix: prefix, configurator: configurator, configure: configure, display: display,
        parts: parts, partMembers: stored)
    }
  }

  private func write(_ scene: Scene, into text: inout SwiftText) {
    let name = scene.prefix + "ViewController"
    let display = scene.display
    let plan = DisplayViewWriter(module: module, roles: roles).plan(display.members)
    let interactor = interactorPart(scene)
    let router = routerProperty(scene)
    // Its display methods are nonisolated (`DisplayViewWriter.writeMethod`).
    var conformances = [display.name]
    conformances += router.protocols.map { "@preconcurrency \($0)" }
    text.line()
    text.doc(
      "`\(scene.prefix)`'s view controller, headless, for a host that leaves the app's out: wired",
      "as its `setup()` wires it, through `\(scene.configurator.name)`, with the hop decorator of",
      "each protocol between the parts. Each `\(display.name)` call is a `.display` hop,",
      "keeping what it is told in `display` where UIKit would set labels; set `display.on…` for",
      "what the view does besides (a route), `display.alertErrors(title:in:)` for alerts.")
    text.line("@MainActor")
    text.block(
      "final class \(name): UIViewController, \(conformances.joined(separator: ", ")), "
        + "@MainActor HopDecorator"
    ) { body in
      body.doc("What the view shows, for the scene's `readState()`: `display.stateFields`.")
      body.line("let display = \(DisplayViewWriter.name(of: display))()")
      body.doc(
        "What `setup()` wired. The controller holds the parts, as in the app; the presenter",
        "holds it back only weakly.")
      body.line("private(set) var parts: \(scene.parts.name)?")
      if let interactor {
        body.doc("The interactor as the view calls it: through its hop decorator.")
        body.line("private(set) var interactor: (\(interactor.protocolType.existential))?")
      }
      if router.property != nil {
        body.doc("The router, as the app's view controller holds it.")
        body.line("private(set) var router: \(router.type)")
      }
      body.line()
      body.doc(
        "`setup()`: the parts `\(scene.configurator.name)` wires around this controller, given",
        "what it takes (an interactor with a decorated worker, say).")
      let parameters = scene.configure.parameterDeclarations.filter {
        !$0.hasPrefix("viewController:") && !$0.hasPrefix("viewController ")
      }
      body.block("init(\(parameters.joined(separator: ", ")))") { initializer in
        initializer.line("super.init(nibName: nil, bundle: nil)")
        let arguments = scene.configure.parameters.map { parameter -> String in
          let value = parameter.label == "viewController" ? "self" : parameter.name
          return parameter.label.map { "\($0): \(value)" } ?? value
        }
        initializer.line(
          "let parts = \(scene.configurator.name).\(scene.configure.name)("
            + arguments.joined(separator: ", ") + ")")
        for line in decorations(scene) { initializer.line(line) }
        initializer.line("self.parts = parts")
        if let property = router.property { initializer.line("router = parts.\(property)") }
        if let interactor {
          initializer.line(
            "self.interactor = \(HopDecoratorWriter.name(of: interactor.protocolType))"
              + "(wrapped: parts.\(interactor.part))")
        }
      }
      body.line()
      body.doc("A storyboard would decode the controller; there is none headless.")
      body.block("required init?(coder: NSCoder)") { $0.line("super.init(coder: coder)") }
      body.line()
      body.line("var wrapped: \(name) { self }")
      for method in display.members {
        body.line()
        DisplayViewWriter.writeMethod(method, plan, view: "controller.display", into: &body)
      }
      body.line()
      body.doc("The parts and the view, for the scene's `components`.")
      let parts = scene.partMembers.map { "parts?.\($0.name)" } + ["display"]
      body.block("var components: [SceneComponent]") {
        $0.line("SceneComponent.parts(\(parts.joined(separator: ", ")))")
      }
    }
  }

  /// The part whose class is the scene's interactor: it conforms to a decorated interactor
  /// protocol.
  func interactorPart(_ scene: Scene) -> (part: String, protocolType: SceneModule.TypeInfo)? {
    for member in scene.partMembers {
      guard let part = module.type(named: member.propertyType) else { continue }
      for name in part.conformances {
        if let conformed = module.type(named: name), roles(conformed) == .interactor,
          HopDecoratorWriter.decorates(conformed, role: .interactor)
        {
          return (member.name, conformed)
        }
      }
    }
    return nil
  }

  /// The controller's `router`: typed as a protocol of the scene's asks it to be (`protocol
  /// ShowPostViewControlling: UIViewController { var router: … { get } }`), which the controller
  /// then adopts, or as the router part is.
  func routerProperty(_ scene: Scene)
    -> (property: String?, type: String, protocols: [String])
  {
    guard
      let part = scene.partMembers.first(where: {
        $0.name == "router" || $0.propertyType.hasSuffix("Router")
      })
    else { return (nil, "", []) }
    let asking = module.types.filter { type in
      type.kind == .protocolType && type.name.hasPrefix(scene.prefix)
        && type.conformances.contains(where: { $0.hasSuffix("UIViewController") })
        && !type.members.isEmpty
        && type.members.allSatisfy { $0.kind == .property && $0.name == "router" }
    }
    if let first = asking.first, let requirement = first.members.first {
      return (part.name, requirement.propertyType, asking.map(\.name))
    }
    return (part.name, part.propertyType + "?", [])
  }

  /// `parts.interactor.presenter = ListPostsPresentationLogicHops(wrapped: parts.presenter)`:
  /// each part's settable, strong property of a decorated protocol, set to the decorated part
  /// conforming to it.
  private func decorations(_ scene: Scene) -> [String] {
    var lines: [String] = []
    for owner in scene.partMembers {
      guard let ownerType = module.type(named: owner.propertyType) else { continue }
      for property in ownerType.members
      where property.kind == .property && property.isSettable && !property.isWeak {
        guard let protocolName = PartsWriter.names(in: property.propertyType).first,
          let protocolType = module.type(named: protocolName),
          HopDecoratorWriter.decorates(protocolType, role: roles(protocolType)),
          let target = scene.partMembers.first(where: { candidate in
            candidate.name != owner.name
              && module.type(named: candidate.propertyType)?.conformances
                .contains(protocolName) == true
          })
        else { continue }
        lines.append(
          "parts.\(owner.name).\(property.name) = \(HopDecoratorWriter.name(of: protocolType))"
            + "(wrapped: parts.\(target.name))")
      }
    }
    return lines
  }
}

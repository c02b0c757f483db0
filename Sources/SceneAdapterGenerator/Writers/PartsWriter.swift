/// Writes the wiring of a scene that has no configurator of its own, as a configurator (or a
/// view controller's `setup()`) would write it: for an interactor whose initialiser takes its
/// presenter (`init(presenter: any BookDetailPresentationLogic, …)`), a `…Parts` class that
/// makes the presenter, hands it the generated headless view when it has a weak one of a
/// display protocol (pure VIP), and makes the interactor with the rest of what its initialiser
/// takes, passed in by the host: the one thing only the host knows, which worker (and clock)
/// to give it. Every part behind a protocol goes through its generated hop decorator.
struct PartsWriter {
  let module: SceneModule
  let roles: (SceneModule.TypeInfo) -> Role

  /// One scene's parts.
  struct Wiring {
    /// `BookDetail`, from `BookDetailInteractor`.
    let prefix: String
    let interactor: SceneModule.TypeInfo
    let interactorProtocol: SceneModule.TypeInfo
    let initializer: Member
    /// The parameter taking the presenter.
    let presenterParameter: Member.Parameter
    let presenterProtocol: SceneModule.TypeInfo
    let presenter: SceneModule.TypeInfo
    /// The presenter's weak view property and the headless view's class, in pure VIP.
    let view: (property: String, type: String)?
  }

  /// Writes each scene's parts; returns what is passed on undecorated, and why.
  func write(into text: inout SwiftText) -> [String] {
    var skipped: [String] = []
    var compositions: Set<String> = []
    for wiring in wirings {
      for parameter in wiring.initializer.parameters where Self.isComposition(parameter.type) {
        let parts = composition(parameter.type)
        if let name = HopDecoratorWriter.compositionName(parts, roles: roles) {
          if compositions.insert(name).inserted {
            HopDecoratorWriter(module: module, roles: roles)
              .writeCompositionDecorator(parts, into: &text)
          }
        } else {
          skipped.append(
            "\(wiring.prefix)Parts: `\(parameter.name)` (\(parameter.type)) is passed on as "
              + "given, its calls not hops: no decorator conforms to all of it (each protocol in "
              + "it must be the scene's, decorated, and isolated alike)")
        }
      }
      write(wiring, into: &text)
    }
    return skipped
  }

  /// The module's protocols in a composition type, in its order.
  private func composition(_ type: String) -> [SceneModule.TypeInfo] {
    Self.names(in: type).compactMap(module.type(named:))
  }

  /// The interactor initialisers whose parameters the parts' initialisers repeat.
  var initializers: [Member] {
    wirings.map(\.initializer)
  }

  /// `any A & B`: a decorator of one part does not conform to the rest.
  private static func isComposition(_ type: String) -> Bool {
    type.contains("&")
  }

  var wirings: [Wiring] {
    module.types.compactMap { interactor -> Wiring? in
      guard interactor.kind == .classType || interactor.kind == .actorType,
        let interactorProtocol = decoratedConformance(of: interactor, role: .interactor)
      else { return nil }
      let prefix =
        interactor.name.hasSuffix("Interactor")
        ? String(interactor.name.dropLast("Interactor".count)) : interactor.name
      // A scene with a configurator is wired through it (see ViewControllerWriter).
      guard module.type(named: prefix + "Parts") == nil,
        module.type(named: prefix + "Configurator") == nil
      else { return nil }
      for initializer in interactor.members where initializer.kind == .initializer {
        for parameter in initializer.parameters {
          guard
            let presenterProtocol = Self.names(in: parameter.type).lazy
              .compactMap(module.type(named:))
              .first(where: {
                roles($0) == .presenter && HopDecoratorWriter.decorates($0, role: .presenter)
              }),
            let presenter = madeWithoutArguments(conformingTo: presenterProtocol)
          else { continue }
          return Wiring(
            prefix: prefix, interactor: interactor, interactorProtocol: interactorProtocol,
            initializer: initializer, presenterParameter: parameter,
            presenterProtocol: presenterProtocol, presenter: presenter, view: view(of: presenter))
        }
      }
      return nil
    }
  }

  private func write(_ wiring: Wiring, into text: inout SwiftText) {
    let name = wiring.prefix + "Parts"
    let interactorType = wiring.interactorProtocol.existential
    text.line()
    text.doc(
      "`\(wiring.prefix)`'s parts, wired as a configurator wires them: the interactor calls the",
      "presenter" + (wiring.view == nil ? "," : ", which tells the headless view,")
        + " each through its hop decorator, and so does every part passed in for a protocol.",
      "Pass what only the host knows; the scene keeps this.")
    text.line("@MainActor")
    text.block("final class \(name)") { body in
      body.line("let presenter = \(wiring.presenter.name)()")
      if let view = wiring.view { body.line("let view = \(view.type)()") }
      body.doc("The interactor as the view calls it: through its hop decorator.")
      body.line("let interactor: \(interactorType)")
      body.line()
      let parameters = wiring.initializer.parameterDeclarations.enumerated()
        .filter { wiring.initializer.parameters[$0.offset].name != wiring.presenterParameter.name }
        .map { offset, declaration in
          let parameter = wiring.initializer.parameters[offset]
          let written = decoratedDefault(declaration, parameter)
          return wiring.interactor.kind == .actorType && crossesIntoActor(parameter)
            ? Self.sending(written) : written
        }
      body.block("init(\(parameters.joined(separator: ", ")))") { initializer in
        let arguments = wiring.initializer.parameters.map { parameter -> String in
          let value: String
          if parameter.name == wiring.presenterParameter.name {
            value = "\(HopDecoratorWriter.name(of: wiring.presenterProtocol))(wrapped: presenter)"
          } else if Self.isComposition(parameter.type),
            let composed = HopDecoratorWriter.compositionName(
              composition(parameter.type), roles: roles)
          {
            value = "\(composed)(wrapped: \(parameter.name))"
          } else if !Self.isComposition(parameter.type),
            let decorated = Self.names(in: parameter.type).lazy
              .compactMap(module.type(named:))
              .first(where: { HopDecoratorWriter.decorates($0, role: roles($0)) })
          {
            value = "\(HopDecoratorWriter.name(of: decorated))(wrapped: \(parameter.name))"
          } else {
            value = parameter.name
          }
          return parameter.label.map { "\($0): \(value)" } ?? value
        }
        initializer.line(
          "interactor = \(HopDecoratorWriter.name(of: wiring.interactorProtocol))("
            + "wrapped: \(wiring.interactor.name)(\(arguments.joined(separator: ", "))))")
        if let view = wiring.view { initializer.line("presenter.\(view.property) = view") }
      }
      if let intents = IntentWriter(module: module, roles: roles)
        .written(for: wiring.interactorProtocol)
      {
        body.line()
        body.doc(
          "The interactor's intents, calling it while these parts are alive (`send` for a",
          "lifecycle method's call).")
        let tasks = intents.takesTasks ? "in tasks: TaskScope" : ""
        body.block("func intents(\(tasks)) -> \(intents.name)") {
          $0.line(
            "\(intents.name)(\(intents.takesTasks ? "tasks" : "")) { [weak self] in "
              + "self?.interactor }")
        }
      }
      body.line()
      let state = wiring.presenter.members.filter { member in
        member.kind == .property && !member.isStatic && !member.declaration.contains("{")
          && module.type(named: member.propertyType).map(StateReaderWriter.isState) == true
      }
      let parts =
        ["presenter"] + state.map { "presenter.\($0.name)" } + (wiring.view == nil ? [] : ["view"])
      body.doc("The presenter and what shows its state, for the scene's `components`.")
      body.block("var components: [SceneComponent]") {
        $0.line("[" + parts.map { "SceneComponent(\($0))" }.joined(separator: ", ") + "]")
      }
    }
  }

  /// The decorated protocol of `role` that `type` conforms to.
  private func decoratedConformance(of type: SceneModule.TypeInfo, role: Role)
    -> SceneModule.TypeInfo?
  {
    type.conformances.lazy.compactMap(module.type(named:)).first {
      roles($0) == role && HopDecoratorWriter.decorates($0, role: role)
    }
  }

  /// A parameter's declaration with a class part's default made as its subclass decorator:
  /// `worker: OrdersWorker = OrdersWorkerHops()` for `= OrdersWorker()` (the one form the
  /// decorator is sure to have: it inherits the class's `init()`), so that the worker's calls
  /// are hops unless the host passes a worker of its own.
  /// Whether a part passed to an actor's initialiser is of a type of the app's that is not
  /// `Sendable` (as declared or as its conformers are): Swift 6 lets it cross only as `sending`.
  private func crossesIntoActor(_ parameter: Member.Parameter) -> Bool {
    Self.names(in: parameter.type).contains {
      module.type(named: $0).map { !$0.isSendableInPractice && $0.kind != .actorType } ?? false
    }
  }

  /// `worker: sending any W = W()` for `worker: any W = W()`: a part handed on to an actor's
  /// initialiser crosses into the actor, which Swift 6 allows for a value the caller gives up
  /// (the app's Swift 5 signature does not say `sending`, and its part need not be `Sendable`).
  static func sending(_ declaration: String) -> String {
    guard let colon = declaration.firstIndex(of: ":") else { return declaration }
    let type = declaration[declaration.index(after: colon)...].drop(while: { $0 == " " })
    guard !type.hasPrefix("sending ") else { return declaration }
    return declaration[...colon] + " sending " + type
  }

  private func decoratedDefault(_ declaration: String, _ parameter: Member.Parameter) -> String {
    guard let type = module.type(named: parameter.type),
      declaration.hasSuffix(" = \(type.name)()"),
      type.members.contains(where: {
        $0.kind == .initializer && $0.parameters.isEmpty && !$0.modifiers.contains("convenience")
      }),
      HopDecoratorWriter.writesSubclass(type, in: module, roles: roles)
    else { return declaration }
    return String(declaration.dropLast(type.name.count + 2))
      + "\(HopDecoratorWriter.name(of: type))()"
  }

  /// The one class conforming to `protocolType` that `Name()` makes: an initialiser whose
  /// parameters all have defaults.
  private func madeWithoutArguments(conformingTo protocolType: SceneModule.TypeInfo)
    -> SceneModule.TypeInfo?
  {
    let classes = module.types.filter {
      $0.kind == .classType && $0.conformances.contains(protocolType.name)
    }
    guard classes.count == 1, let type = classes.first,
      type.members.contains(where: { member in
        member.kind == .initializer
          && member.parameterDeclarations.allSatisfy { $0.contains(" = ") }
      })
    else { return nil }
    return type
  }

  /// The presenter's weak property of a display protocol a headless view is written for.
  private func view(of presenter: SceneModule.TypeInfo) -> (property: String, type: String)? {
    for property in presenter.members where property.kind == .property && property.isWeak {
      if let display = Self.names(in: property.propertyType).lazy.compactMap(module.type(named:))
        .first(where: { DisplayViewWriter.writes($0, role: roles($0)) })
      {
        return (property.name, DisplayViewWriter.name(of: display))
      }
    }
    return nil
  }

  /// The type names in `(any A & B)?`: `["A", "B"]`.
  static func names(in type: String) -> [String] {
    type.replacingOccurrences(of: "any ", with: "")
      .split(whereSeparator: { "()?!&<> ".contains($0) })
      .map(String.init)
  }
}

/// Writes, for each class holding what a view shows (an `@Observable` DisplayState, an
/// `ObservableObject`'s `@Published` properties, a `…ViewModel` or `…ViewState` class), the
/// fields a scene's `readState()` returns and the one-time events of its `pendingEvents`.
struct StateReaderWriter {
  let module: SceneModule

  static func isState(_ type: SceneModule.TypeInfo) -> Bool {
    guard type.kind == .classType else { return false }
    return type.isObservable || type.isObservableObject
      || ["DisplayState", "ViewState", "ViewModel", "State"].contains(where: type.name.hasSuffix)
  }

  /// The properties shown: instance `var`s (a `@Published` one only, in an `ObservableObject`
  /// that has any), in declaration order.
  static func fields(of type: SceneModule.TypeInfo) -> [Member] {
    let vars = type.members.filter {
      $0.kind == .property && !$0.isStatic && $0.declaration.hasPrefix("var ")
        && $0.name != "objectWillChange" && !$0.name.hasPrefix("_")
    }
    let published = vars.filter(\.isPublished)
    return type.isObservableObject && !published.isEmpty ? published : vars
  }

  /// `pending…` optionals that can be reset: events, not state.
  static func events(of type: SceneModule.TypeInfo) -> [Member] {
    fields(of: type).filter {
      $0.name.hasPrefix("pending") && $0.isSettable && $0.propertyType.hasSuffix("?")
    }
  }

  func write(into text: inout SwiftText) {
    for type in module.types where Self.isState(type) {
      let fields = Self.fields(of: type)
      guard !fields.isEmpty else { continue }
      text.line()
      text.block("extension \(type.name)") { body in
        body.doc(
          "What the view shows, for the scene's `readState()`, in declaration order: each field",
          "read through a writable key path is put back by `restore`; `pending…` events are",
          "listed too, so their setting and reset show.")
        body.line("@MainActor")
        body.block("var stateFields: [StateField]") { fieldsBody in
          fieldsBody.line("[")
          for field in fields {
            let name = SwiftText.literal(field.name)
            if field.isSettable {
              fieldsBody.line("  StateField(\(name), in: self, \\.\(field.name)),")
            } else {
              let value = field.propertyType.hasSuffix("?") ? "\(field.name) as Any" : field.name
              fieldsBody.line("  StateField(\(name), \(value)),")
            }
          }
          fieldsBody.line("]")
        }
        let events = Self.events(of: type)
        guard !events.isEmpty else { return }
        body.line()
        body.doc(
          "The one-time events (`pending…` optionals), for the scene's `pendingEvents`: give",
          "each what the view does with it; the shell resets it to nil first, as the view does.")
        body.line("@MainActor")
        let parameters = events.map {
          "\($0.name): @escaping @MainActor (\(String($0.propertyType.dropLast()))) -> Void"
        }
        body.block("func pendingEvents(\(parameters.joined(separator: ", "))) -> [PendingEvent]") {
          eventsBody in
          eventsBody.line("[")
          for event in events {
            eventsBody.line(
              "  PendingEvent(\(SwiftText.literal(event.name)), in: self, \\.\(event.name), "
                + "perform: \(event.name)),")
          }
          eventsBody.line("]")
        }
      }
    }
  }
}

/// Writes `components` for each struct that holds a scene's parts (a configurator's result:
/// two or more stored properties, every one a class of the module), so that `leaks` and the
/// release check after a pop know them.
struct ComponentsWriter {
  let module: SceneModule

  func write(into text: inout SwiftText) {
    for type in module.types where type.kind == .structType {
      let stored = type.members.filter {
        $0.kind == .property && !$0.isStatic && !$0.declaration.contains("{")
      }
      let parts = stored.filter { member in
        module.types.contains {
          ($0.kind == .classType || $0.kind == .actorType) && $0.name == member.propertyType
        }
      }
      guard parts.count >= 2, parts.count == stored.count else { continue }
      text.line()
      text.block("extension \(type.name)") { body in
        body.doc("The parts, for the scene's `components`.")
        body.line("@MainActor")
        body.block("var components: [SceneComponent]") {
          $0.line("[" + parts.map { "SceneComponent(\($0.name))" }.joined(separator: ", ") + "]")
        }
      }
    }
  }
}

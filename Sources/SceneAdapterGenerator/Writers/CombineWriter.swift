/// Writes the Combine subscriptions a SwiftUI view makes and a host's scene makes in its place:
/// for each `ObservableObject` class, `announceChanges(to:)` forwarding `objectWillChange` to
/// the shell's `ObjectChanges` (what `@ObservedObject` does); for each subject or publisher
/// property that never fails (a model's `routerSubject`), `on…(_:)` giving each value to what
/// the view does with it (what `onReceive` does), recorded as a delivery hop from the object
/// holding it to its consumer, so that `trace` draws the crossing.
struct CombineWriter {
  let module: SceneModule

  /// A publisher property: the name and what it sends.
  struct Stream {
    let property: Member
    let output: String
  }

  /// Whether anything is written, so that the file imports Combine.
  var writesAny: Bool {
    module.types.contains { $0.isObservableObject && $0.kind == .classType }
      || module.types.contains { !streams(of: $0).isEmpty }
  }

  func write(into text: inout SwiftText) {
    for type in module.types {
      let announces = type.kind == .classType && type.isObservableObject
      let streams = streams(of: type)
      guard announces || !streams.isEmpty else { continue }
      text.line()
      text.block("extension \(type.name)") { body in
        if announces { writeAnnouncements(into: &body) }
        for (index, stream) in streams.enumerated() {
          if announces || index > 0 { body.line() }
          write(stream, of: type, into: &body)
        }
      }
    }
  }

  private func writeAnnouncements(into body: inout SwiftText) {
    body.doc(
      "Forwards `objectWillChange` to `changes`, as a view's `@ObservedObject` observes it: call",
      "`changes.track()` in `readState()`, and the shell reads the state again after each",
      "change. Store the subscription where the view would subscribe (`sceneDidLoad()`). Combine",
      "calls back on the thread that sent; an object a view observes changes on the main",
      "thread, which is the main actor here (`assumeIsolated` checks it).")
    body.line("@MainActor")
    body.block("func announceChanges(to changes: ObjectChanges) -> AnyCancellable") {
      $0.line("objectWillChange.sink { _ in MainActor.assumeIsolated { changes.send() } }")
    }
  }

  private func write(_ stream: Stream, of type: SceneModule.TypeInfo, into body: inout SwiftText) {
    let name = stream.property.name
    let method = "on" + name.prefix(1).uppercased() + name.dropFirst()
    let consumer = Self.consumer(of: stream)
    body.doc(
      "Gives each value `\(name)` sends to `perform`, as a view's `onReceive(\(name))` does,",
      "recorded as a delivery from this object to `\(consumer)`, so that `trace` draws it. Store the",
      "subscription where the view would subscribe (`sceneDidLoad()`). Combine calls back on the",
      "thread that sent: the main thread, for what a view receives, which is the main actor here",
      "(`assumeIsolated` checks it).")
    body.line("@MainActor")
    body.block(
      "func \(method)(_ perform: @escaping @MainActor (\(stream.output)) -> Void) -> AnyCancellable"
    ) { subscribe in
      // The name, not the object: the subscription must not keep the object holding the
      // subject alive. A generated subclass decorator (`RootModelHops`) stands in for the class
      // it names: the delivery comes from `RootModel`, as the model's own hops say.
      subscribe.line(
        "let source = (self as? any HopDecorator)?.componentName ?? "
          + "String(describing: type(of: self))")
      subscribe.scope("return \(name).sink { value in") { sink in
        sink.scope("MainActor.assumeIsolated {") { isolated in
          isolated.line(
            "Delivery.deliver(value, from: source, to: \(SwiftText.literal(consumer))) "
              + "{ perform(value) }")
        }
      }
    }
  }

  /// Who receives what the stream sends: the type a nested output type is declared in
  /// (`RootRouter` for `RootRouter.ScreenType`), or what the property's name says
  /// (`Router` for `routerSubject`).
  private static func consumer(of stream: Stream) -> String {
    if let dot = stream.output.lastIndex(of: ".") { return String(stream.output[..<dot]) }
    var name = stream.property.name
    for suffix in ["Subject", "Publisher"] where name.hasSuffix(suffix) {
      name = String(name.dropLast(suffix.count))
    }
    return name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The type's publisher properties that never fail, unless a protocol of the module it
  /// conforms to declares them (they are written there).
  func streams(of type: SceneModule.TypeInfo) -> [Stream] {
    let inherited = Set(
      type.conformances.compactMap(module.type(named:)).flatMap { $0.members.map(\.name) })
    return type.members.compactMap { member in
      guard member.kind == .property, !member.isStatic, !inherited.contains(member.name),
        let output = Self.output(of: member.propertyType)
      else { return nil }
      return Stream(property: member, output: output)
    }
  }

  /// `RootRouter.ScreenType` for `PassthroughSubject<RootRouter.ScreenType, Never>`.
  private static func output(of type: String) -> String? {
    let publishers = ["PassthroughSubject<", "CurrentValueSubject<", "AnyPublisher<"]
    guard let prefix = publishers.first(where: type.hasPrefix), type.hasSuffix(", Never>")
    else { return nil }
    let output = type.dropFirst(prefix.count).dropLast(", Never>".count)
    return output.contains("<") || output.contains(",") ? nil : String(output)
  }
}

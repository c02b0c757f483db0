import StateDiff

/// The view → interactor crossing: the view controller's `Task { await interactor.fetch() }`,
/// as a tracked task that records the interactor method it enters and can be held there.
extension TaskScope {
  /// Starts `body` on `interactor`, recorded as entering `method`.
  @discardableResult
  public func send<Interactor: Actor>(
    _ method: String, to interactor: Interactor, _ arguments: (any Sendable)? = nil,
    _ body: @escaping @Sendable (isolated Interactor) async -> Void
  ) -> TrackedTask {
    let component = HopContext.name(of: interactor)
    let summary =
      HopContext.current == nil ? nil : arguments.map { Summary.arguments($0, maxLength: 60) }
    return spawn("\(component).\(method)") {
      guard let context = HopContext.current else { return await body(interactor) }
      let inside = context.record(
        .interactor, component: component, method: method, arguments: summary,
        isolation: HopContext.isolationName(interactor))
      await inside.gate()
      await HopContext.$current.withValue(inside) { await body(interactor) }
    }
  }

  /// Starts `body` on a main-actor `target` (an MVI intent), recorded as entering `method`.
  @discardableResult
  public func send<Target: AnyObject & Sendable>(
    _ method: String, toMainActor target: Target, _ arguments: (any Sendable)? = nil,
    _ body: @escaping @MainActor @Sendable (Target) async -> Void
  ) -> TrackedTask {
    let component = HopContext.name(of: target)
    let summary =
      HopContext.current == nil ? nil : arguments.map { Summary.arguments($0, maxLength: 60) }
    return spawn("\(component).\(method)") { @MainActor in
      guard let context = HopContext.current else { return await body(target) }
      let inside = context.record(
        .interactor, component: component, method: method, arguments: summary,
        isolation: HopContext.isolationName(MainActor.shared))
      await inside.gate()
      await HopContext.$current.withValue(inside) { await body(target) }
    }
  }
}

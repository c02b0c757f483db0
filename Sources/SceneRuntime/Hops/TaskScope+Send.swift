/// The view → interactor crossing: the view controller's `Task { await interactor.fetch() }`,
/// as a tracked task that records the interactor method it enters and can be held there.
extension TaskScope {
  /// Starts `body` on `interactor`, recorded as entering `method`.
  @discardableResult
  public func send<Interactor: Actor>(
    _ method: String, to interactor: Interactor, _ payload: (any Sendable)? = nil,
    _ body: @escaping @Sendable (isolated Interactor) async -> Void
  ) -> TrackedTask {
    let component = HopContext.name(of: interactor)
    return spawn("\(component).\(method)") {
      guard let context = HopContext.current else { return await body(interactor) }
      _ = await context.enter(
        .interactor, component: component, method: method, payload: payload,
        isolation: HopContext.isolationName(interactor)
      ) { await body(interactor) }
    }
  }

  /// Starts `body` on a main-actor `target` (an MVI intent), recorded as entering `method`.
  @discardableResult
  public func send<Target: AnyObject & Sendable>(
    _ method: String, toMainActor target: Target, _ payload: (any Sendable)? = nil,
    _ body: @escaping @MainActor @Sendable (Target) async -> Void
  ) -> TrackedTask {
    let component = HopContext.name(of: target)
    return spawn("\(component).\(method)") { @MainActor in
      guard let context = HopContext.current else { return await body(target) }
      _ = await context.enter(
        .interactor, component: component, method: method, payload: payload,
        isolation: HopContext.isolationName(MainActor.shared)
      ) { await body(target) }
    }
  }
}

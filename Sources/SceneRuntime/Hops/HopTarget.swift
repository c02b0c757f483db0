/// A main-actor component the interactor (or an MVI intent) calls: a presenter, a model.
/// Adopting it gives the call site `hop`, the one line that records the crossing and lets the
/// shell pause before it — instead of logging inside every presenter method.
///
/// ```
/// await presenter.hop("presentLoading", true) { $0.presentLoading(true) }
/// ```
public protocol HopTarget: AnyObject, Sendable {}

extension HopTarget {
  /// Calls `call` on the main actor, recorded as a hop into this component.
  public func hop(
    _ method: String, _ payload: (any Sendable)? = nil,
    isolation: isolated (any Actor)? = #isolation,
    _ call: @escaping @MainActor @Sendable (Self) -> Void
  ) async {
    // `call` is awaited directly rather than through `MainActor.run`: that is a nonisolated
    // function, and going through it would add a hop to the global executor and back on every
    // presenter call. The hop stays current across the switch, so the state changes `call`
    // makes (seen by Observation's `onChange`) are recorded inside it.
    guard let context = HopContext.current else { return await call(self) }
    _ = await context.enter(
      .presenter, component: HopContext.name(of: self), method: method, payload: payload,
      isolation: HopContext.isolationName(MainActor.shared)
    ) { await call(self) }
  }
}

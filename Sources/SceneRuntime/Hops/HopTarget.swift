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
    guard let context = HopContext.current else {
      await MainActor.run { call(self) }
      return
    }
    // The hop is current on the main actor too, so the state changes `call` makes (seen by
    // Observation's `onChange`) are recorded inside it.
    _ = await context.enter(
      .presenter, component: HopContext.name(of: self), method: method, payload: payload,
      isolation: HopContext.isolationName(MainActor.shared)
    ) { await MainActor.run { call(self) } }
  }
}

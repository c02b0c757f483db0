import StateDiff

/// A value one component hands another outside any call the adapter wraps: an MVI model's
/// subject reaching its router, a delegate callback. `body` (what the receiver does with it)
/// runs inside a delivery hop recorded where the value was sent, so that `trace` draws the
/// crossing and files the route or alert it leads to under it:
///
/// ```swift
/// intent.model.routerSubject.sink { screen in
///   MainActor.assumeIsolated {
///     Delivery.deliver(screen, from: "RootModel", to: "RootRouter") { router.show(screen) }
///   }
/// }
/// ```
///
/// ```
/// └─ RootIntent.onTapImage  [MainActor]
///    └─ RootModel ⇢ RootRouter: .descriptionImage(image: UIImage(…))
///       └─ route sheet(…)
/// ```
public enum Delivery {
  /// Records `value` going from `source` to `consumer` under the current hop, then runs `body`
  /// inside that hop; outside any command, just runs `body`.
  public static func deliver<Result>(
    _ value: Any, from source: String, to consumer: String,
    isolation: isolated (any Actor)? = #isolation, _ body: () throws -> Result
  ) rethrows -> Result {
    guard let context = HopContext.current else { return try body() }
    let inside = context.record(
      .delivery, component: consumer, method: Summary.of(value, maxLength: 60),
      isolation: HopContext.isolationName(isolation), caller: source)
    return try inside.run(body)
  }
}

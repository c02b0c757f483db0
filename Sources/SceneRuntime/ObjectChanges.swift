import Observation

/// Lets the shell observe an object that announces its own changes (an `ObservableObject`'s
/// `objectWillChange`, a delegate callback) as it observes an `@Observable` one: the adapter
/// forwards each announcement to ``send()``, and ``track()`` in `readState()` makes the shell
/// read the fields again after every announcement.
///
/// ```swift
/// // In the adapter's init:
/// model.objectWillChange.sink { [changes] _ in
///   MainActor.assumeIsolated { changes.send() }
/// }.store(in: &cancellables)
///
/// func readState() -> [StateField] {
///   changes.track()
///   return [StateField("state", in: model, \.state)]
/// }
/// ```
///
/// An announcement comes before the change (`objectWillChange` is a will-set, as Observation's
/// is), and the shell reads the fields on the next main-actor turn, after it: several changes in
/// one turn are one diff.
@MainActor @Observable
public final class ObjectChanges {
  private var announcements = 0

  public init() {}

  /// The object is about to change.
  public func send() {
    announcements &+= 1
  }

  /// The property each ``send()`` writes: how the shell counts the announcements that arrived
  /// together (`Δ 2 notifications in one turn, …`).
  public static let announcementKeyPath: AnyKeyPath = \ObjectChanges.announcements

  /// Call it in `readState()`: the next ``send()`` then makes the shell read the state again.
  public func track() {
    _ = announcements
  }
}

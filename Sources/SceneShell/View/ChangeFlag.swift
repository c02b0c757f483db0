import Synchronization

/// A flag Observation's `onChange` can set from its `@Sendable` closure.
final class ChangeFlag: Sendable {
  private let value = Atomic(false)

  func set() {
    value.store(true, ordering: .sequentiallyConsistent)
  }

  /// Returns whether the flag was set, and clears it.
  func take() -> Bool {
    value.exchange(false, ordering: .sequentiallyConsistent)
  }
}

import Synchronization

/// Collects values from concurrent tasks, for assertions.
final class Recorder<Value: Sendable>: Sendable {
  private let values = Mutex<[Value]>([])

  func append(_ value: Value) {
    values.withLock { $0.append(value) }
  }

  var all: [Value] { values.withLock { $0 } }
}

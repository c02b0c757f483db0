import SceneRuntime
import StateDiff
import Synchronization

/// Wraps the real data source (embedded or HTTP alike) and fails or slows its calls on demand
/// (`fault …`), so that a scene's error paths can be exercised without a broken server.
///
/// Faults are thrown as the `DataSourceError`s the real sources throw, in the same way
/// (`HTTPDataSource` turns a 404 on one user into `.notFound` and any other failed status into
/// `.network`), so each scene shows them as its own error, exactly as it would in production.
///
/// A final class around a `Mutex` because the shell sets the fault on the main actor while
/// scenes' workers call from background tasks, possibly in parallel (Profile's two reads).
public final class FaultInjectingDataSource: UserDataSource {
  /// What to do to a data call.
  public enum Fault: Sendable, Equatable, CustomStringConvertible {
    /// The server cannot be reached.
    case network
    /// The record does not exist.
    case notFound
    /// The server answers with this status.
    case http(status: Int)
    /// The server answers with something that is not the expected JSON (or image).
    case malformed
    /// The call succeeds, this much later on the scene clock.
    case slow(Duration)

    /// As typed after `fault`: `network`, `http 500`, `slow 5s`.
    public var description: String {
      switch self {
      case .network: "network"
      case .notFound: "notfound"
      case .http(let status): "http \(status)"
      case .malformed: "malformed"
      case .slow(let duration): "slow \(DurationFormat.string(duration))"
      }
    }
  }

  /// The fault in force, and whether it clears itself after one call (`fault next …`).
  public struct Setting: Sendable, Equatable, CustomStringConvertible {
    public var fault: Fault
    public var nextCallOnly: Bool

    public init(_ fault: Fault, nextCallOnly: Bool = false) {
      self.fault = fault
      self.nextCallOnly = nextCallOnly
    }

    public var description: String {
      nextCallOnly
        ? "\(fault) on the next data call only"
        : "\(fault) on every data call until 'fault off'"
    }
  }

  public let wrapped: any UserDataSource
  private let clock: SceneClock
  private let events: SceneEvents
  /// The fault in force until `fault off`, and one for the next call only, which goes first
  /// and leaves the other in force (`fault slow 2s`, then `fault next network`: one call
  /// fails, the ones after are slow again).
  private let state = Mutex<(lasting: Fault?, next: Fault?)>((nil, nil))

  public init(wrapping wrapped: any UserDataSource, clock: SceneClock, events: SceneEvents) {
    self.wrapped = wrapped
    self.clock = clock
    self.events = events
  }

  /// Whether a slow fault really waits (real) or returns at once (virtual).
  public var clockMode: SceneClock.Mode { clock.mode }

  /// The fault the next call gets; nil when it goes straight through.
  public var setting: Setting? {
    state.withLock { state in
      state.next.map { Setting($0, nextCallOnly: true) } ?? state.lasting.map { Setting($0) }
    }
  }

  /// True when a call will be slowed down, now or after the next one.
  public var slows: Bool {
    state.withLock { state in
      [state.lasting, state.next].contains { if case .slow? = $0 { true } else { false } }
    }
  }

  /// What `fault` prints: `off`, the fault in force, or the next call's before it.
  public var summary: String {
    let (lasting, next) = state.withLock { $0 }
    let parts = [
      next.map { Setting($0, nextCallOnly: true).description },
      lasting.map { Setting($0).description },
    ].compactMap(\.self)
    return parts.isEmpty ? "off" : parts.joined(separator: ", then ")
  }

  /// Sets the fault in force, or the next call's (which leaves the fault in force as it is);
  /// nil turns every fault off.
  public func set(_ setting: Setting?) {
    state.withLock { state in
      switch setting {
      case nil: state = (nil, nil)
      case let setting? where setting.nextCallOnly: state.next = setting.fault
      case let setting?: state.lasting = setting.fault
      }
    }
  }

  public func users() async throws -> [User] {
    try await applyFault(to: "users()", oneRecord: false)
    return try await wrapped.users()
  }

  public func user(id: Int) async throws -> User {
    try await applyFault(to: "user(id: \(id))", oneRecord: true)
    return try await wrapped.user(id: id)
  }

  public func posts(userId: Int) async throws -> [Post] {
    try await applyFault(to: "posts(userId: \(userId))", oneRecord: false)
    return try await wrapped.posts(userId: userId)
  }

  public func image() async throws -> [UInt8] {
    try await applyFault(to: "image()", oneRecord: false)
    return try await wrapped.image()
  }

  /// What a server answers instead of the data under a fault: the wire's own failures, for a
  /// server that answers as one (`SceneURLSession`, whose clients read statuses themselves).
  public enum ServedFailure: Sendable, Equatable {
    /// No answer: the server cannot be reached (`fault network`).
    case unreachable
    /// An answer with this status (`fault notfound` is 404, `fault http CODE` is CODE).
    case status(Int)
    /// A 200 whose body is not the expected JSON or image (`fault malformed`).
    case malformed
  }

  /// Takes the fault in force for one call, as a data call would (`call` names it in the real
  /// clock's note), and says what the server answers instead; nil when it answers with the
  /// data, after a slow fault's delay on the scene clock. The data then comes from `wrapped`.
  public func servedFailure(for call: String) async throws -> ServedFailure? {
    guard let taken = take(for: call) else { return nil }
    switch taken.fault {
    case .network: return .unreachable
    case .notFound: return .status(404)
    case .http(let status): return .status(status)
    case .malformed: return .malformed
    case .slow(let duration):
      try await clock.simulateLatency(duration)
      return nil
    }
  }

  /// Takes the fault in force (clearing a `next` one in the same lock, so that of two parallel
  /// calls exactly one gets it).
  ///
  /// Only on the real clock does each faulted call leave a note: there a person watches a slow
  /// call and wants to know why. A note from a background call races the view's own output,
  /// so on the virtual clock it would make a script's transcript differ from run to run; there
  /// the `fault` command's note and the scene's own error tell the story.
  private func take(for call: String) -> Setting? {
    let taken = state.withLock { state -> Setting? in
      if let next = state.next {
        state.next = nil
        return Setting(next, nextCallOnly: true)
      }
      return state.lasting.map { Setting($0) }
    }
    if let taken, clock.mode == .real {
      let after = setting.map { "now \($0.fault)" } ?? "now off"
      let once = taken.nextCallOnly ? " (next call only; \(after))" : ""
      events.emit("fault: \(taken.fault) on \(call)\(once)")
    }
    return taken
  }

  /// Takes the fault in force and applies it, as the real sources fail.
  private func applyFault(to call: String, oneRecord: Bool) async throws {
    guard let taken = take(for: call) else { return }
    switch taken.fault {
    case .network: throw DataSourceError.network
    case .notFound: throw DataSourceError.notFound
    case .http(404) where oneRecord: throw DataSourceError.notFound
    case .http: throw DataSourceError.network
    case .malformed: throw DataSourceError.malformed
    case .slow(let duration): try await clock.simulateLatency(duration)
    }
  }
}

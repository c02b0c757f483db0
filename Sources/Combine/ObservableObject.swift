import Synchronization

/// An object with a publisher, `objectWillChange`, that emits just before the object changes:
/// what a SwiftUI view watches to know it must draw again.
///
/// A class that declares no `objectWillChange` of its own gets one: an
/// ``ObservableObjectPublisher``, the same one each time it is read, that each of the class's
/// `@Published` properties sends on every set (before the property has the new value, and even
/// when the new value equals the old). Send it yourself for changes that are not `@Published`.
///
/// ```swift
/// final class Counter: ObservableObject {
///   @Published var count = 0
/// }
/// let counter = Counter()
/// let cancellable = counter.objectWillChange.sink { print("will change from", counter.count) }
/// counter.count = 1
/// counter.count = 1
/// print("now", counter.count)
/// ```
///
/// prints
///
/// ```
/// will change from 0
/// will change from 1
/// now 1
/// ```
public protocol ObservableObject: AnyObject {
  /// The publisher that emits before the object changes; ``ObservableObjectPublisher`` unless
  /// the class declares its own `objectWillChange`.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Emits before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// This object's publisher: made on the first read, the same on every read while anyone
  /// holds it, and sent by the object's `@Published` properties before each change.
  public var objectWillChange: ObservableObjectPublisher {
    WillChangeRegistry.shared.publisher(for: self)
  }
}

/// The publisher of an ``ObservableObject``'s `objectWillChange`: each ``send()`` goes to every
/// subscriber, whatever it asked for. Usable on its own, as a class's own `objectWillChange`
/// that it sends by hand.
///
/// ```swift
/// final class Settings: ObservableObject {
///   let objectWillChange = ObservableObjectPublisher()
///   var theme = "light" {
///     willSet { objectWillChange.send() }
///   }
/// }
/// let settings = Settings()
/// let cancellable = settings.objectWillChange.sink { print("was", settings.theme) }
/// settings.theme = "dark"
/// ```
///
/// prints
///
/// ```
/// was light
/// ```
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let broadcast = Broadcast<Void, Never>(demand: .ignored)

  public init() {}

  /// Tells every subscriber the object is about to change.
  public func send() {
    broadcast.deliver(())
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    broadcast.attach(subscriber, owner: self)
  }
}

/// The default `objectWillChange` of each object that has read it, found by the object's
/// identity: how the default `objectWillChange` is the same on every read, and how a
/// `@Published` property finds the publisher of the object it is in.
///
/// An entry holds the object and its publisher weakly, so it keeps neither alive. The object
/// is compared by identity, not only by `ObjectIdentifier`: an entry whose object has gone
/// (whose address a new object may have) matches nothing. The publisher lives as long as
/// someone holds it, its subscriptions included, and a `@Published` property that has sent it
/// holds it as long as the object lives; when nobody holds it, nobody can tell a new one from
/// it. Entries whose object or publisher has gone are swept when the table has doubled since
/// the last sweep (and has 64), so it never holds more than twice the most entries that were
/// ever live at once. An entry of a gone object whose address a new object takes is replaced
/// at once.
///
/// ```swift
/// final class Model: ObservableObject {}
/// let model = Model()
/// let registry = WillChangeRegistry.shared
/// print(registry.publisher(for: model) === registry.publisher(for: model))
/// ```
///
/// prints
///
/// ```
/// true
/// ```
final class WillChangeRegistry: @unchecked Sendable {
  // @unchecked Sendable: `entries` and `sweepAt` are read and written only under `lock`, and
  // `generation` is atomic. The weak references to objects are only compared by identity,
  // under the lock, never handed out, so no object is reached from another thread through the
  // table. The publishers it hands out are thread-safe: their state is behind their locks.
  static let shared = WillChangeRegistry()

  private struct Entry {
    weak var object: AnyObject?
    weak var publisher: ObservableObjectPublisher?
  }

  private let lock = Lock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var sweepAt = 64
  /// How many publishers the registry has made: a `@Published` property that found none for
  /// its object looks again only once this has changed.
  let generation = Atomic<Int>(0)

  /// The object's publisher, made now if it has none.
  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.withLock {
      let id = ObjectIdentifier(object)
      if let publisher = live(entries[id], for: object) { return publisher }
      let publisher = ObservableObjectPublisher()
      entries[id] = Entry(object: object, publisher: publisher)
      generation.wrappingAdd(1, ordering: .releasing)
      if entries.count >= sweepAt {
        entries = entries.filter { $0.value.object != nil && $0.value.publisher != nil }
        sweepAt = max(64, entries.count * 2)
      }
      return publisher
    }
  }

  /// How many entries the table holds, live or not yet swept.
  var entryCount: Int {
    lock.withLock { entries.count }
  }

  /// The object's publisher if it has one, and the generation this answer is good for.
  func existingPublisher(for object: AnyObject) -> (ObservableObjectPublisher?, generation: Int) {
    lock.withLock {
      (
        live(entries[ObjectIdentifier(object)], for: object),
        generation.load(ordering: .relaxed)
      )
    }
  }

  private func live(_ entry: Entry?, for object: AnyObject) -> ObservableObjectPublisher? {
    guard let entry, entry.object === object else { return nil }
    return entry.publisher
  }
}

/// A property of a class that publishes its changes: `$name` is a publisher of its values, and
/// in an ``ObservableObject`` every set sends `objectWillChange` first.
///
/// As Apple's does, a set happens in this order: `objectWillChange` is sent, then `$name`'s
/// subscribers get the new value, then the property has it. A subscriber that reads the
/// property therefore still reads the old value. Every set publishes, also of an equal value.
/// A subscriber to `$name` gets the current value first.
///
/// ```swift
/// final class SearchModel: ObservableObject {
///   @Published var query = ""
/// }
/// let model = SearchModel()
/// let cancellable = model.$query.sink { print("new: '\($0)', still: '\(model.query)'") }
/// model.query = "dune"
/// print("now:", model.query)
/// ```
///
/// prints
///
/// ```
/// new: '', still: ''
/// new: 'dune', still: ''
/// now: dune
/// ```
///
/// Only properties of classes can be `@Published`: the property finds its object, and the
/// object's `objectWillChange`, through the `_enclosingInstance` subscript.
@propertyWrapper
public struct Published<Value> {
  private let storage: PublishedStorage<Value>

  /// The property with its first value, as `@Published var query = ""` gives it.
  public init(wrappedValue: Value) {
    storage = PublishedStorage(wrappedValue)
  }

  /// The same as ``init(wrappedValue:)``, under the name Apple also has.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published is only available on properties of classes") }
    set { fatalError("@Published is only available on properties of classes") }
  }

  /// `$name`: the publisher of the property's values.
  public var projectedValue: Publisher {
    Publisher(storage: storage)
  }

  /// The property as its class reads and writes it. `object` is the instance the property is
  /// in; a set sends the default `objectWillChange` of `object`, if it has one that someone
  /// has read.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get {
      object[keyPath: storageKeyPath].storage.current.value
    }
    set {
      let storage = object[keyPath: storageKeyPath].storage
      storage.willChange(of: object)?.send()
      storage.broadcast.deliver(newValue)
      storage.current.value = newValue
    }
  }

  /// The publisher `$name` is: the current value to a new subscriber, then each value set,
  /// before the property has it. It never finishes.
  ///
  /// ```swift
  /// final class Player: ObservableObject {
  ///   @Published var volume = 5
  /// }
  /// let player = Player()
  /// player.volume = 7
  /// let cancellable = player.$volume.sink { print($0) }
  /// player.volume = 7
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// 7
  /// 7
  /// ```
  public struct Publisher: Combine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    fileprivate let storage: PublishedStorage<Value>

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.broadcast.attach(subscriber, owner: storage)
    }
  }
}

/// A `@Published` property's value, its subscribers, and the `objectWillChange` of the object
/// it is in, once found.
private final class PublishedStorage<Value> {
  let current: CurrentValue<Value>
  let broadcast: Broadcast<Value, Never>
  private let lock = Lock()
  /// The object's publisher, once found; held, so that it lives as long as the object.
  private var publisher: ObservableObjectPublisher?
  /// The registry's generation when it last had no publisher for the object.
  private var checked = -1

  init(_ value: Value) {
    current = CurrentValue(value)
    broadcast = Broadcast(demand: .replaying(current))
  }

  /// The default `objectWillChange` of `object`, if someone has read it: then `object` is an
  /// `ObservableObject` using the default, and someone may be subscribed. Without one there is
  /// nobody to tell, and the registry is asked again only after it has made a new publisher.
  func willChange(of object: AnyObject) -> ObservableObjectPublisher? {
    let registry = WillChangeRegistry.shared
    let generation = registry.generation.load(ordering: .acquiring)
    let (known, checked) = lock.withLock { (publisher, self.checked) }
    if let known { return known }
    guard checked != generation else { return nil }
    let (found, foundAt) = registry.existingPublisher(for: object)
    lock.withLock {
      if let found {
        publisher = found
      } else {
        self.checked = foundAt
      }
    }
    return found
  }
}

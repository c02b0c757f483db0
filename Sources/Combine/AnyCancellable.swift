/// A cancellable that cancels when it is released: keep it as long as the values should flow.
///
/// `sink` and `assign` return one. Store it in a property, a `Set<AnyCancellable>` or an array
/// with `store(in:)`; when the owner goes, the subscription ends.
/// Equal only to itself.
///
/// ```swift
/// let subject = PassthroughSubject<Int, Never>()
/// var cancellable: AnyCancellable? = subject.sink { print($0) }
/// subject.send(1)
/// cancellable = nil
/// subject.send(2)
/// ```
///
/// prints
///
/// ```
/// 1
/// ```
public final class AnyCancellable: Cancellable, Hashable {
  private let lock = Lock()
  /// Taken, under the lock, by the first `cancel`, so that it runs once.
  private var onCancel: (() -> Void)?

  /// Runs `cancel` when cancelled or released, whichever comes first, and only once.
  public init(_ cancel: @escaping () -> Void) {
    onCancel = cancel
  }

  /// Cancels `canceller` when cancelled or released.
  public init<C: Cancellable>(_ canceller: C) {
    onCancel = canceller.cancel
  }

  deinit {
    cancel()
  }

  public func cancel() {
    let cancel = lock.withLock {
      defer { onCancel = nil }
      return onCancel
    }
    cancel?()
  }

  /// Appends this cancellable to `collection`, an array for instance.
  ///
  /// ```swift
  /// var cancellables: [AnyCancellable] = []
  /// Just(1).sink { print($0) }.store(in: &cancellables)
  /// print(cancellables.count)
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// 1
  /// 1
  /// ```
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Inserts this cancellable into `set`; emptying the set cancels them all.
  ///
  /// ```swift
  /// let subject = PassthroughSubject<Int, Never>()
  /// var cancellables = Set<AnyCancellable>()
  /// subject.sink { print("a", $0) }.store(in: &cancellables)
  /// subject.sink { print("b", $0) }.store(in: &cancellables)
  /// subject.send(1)
  /// cancellables.removeAll()
  /// subject.send(2)
  /// print(cancellables.count)
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// a 1
  /// b 1
  /// 0
  /// ```
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// The namespace of subscriber-side types: ``Demand`` and ``Completion``.
public enum Subscribers {}

extension Subscribers {
  /// How many more values a subscriber asks for: a count, or `.unlimited`.
  ///
  /// Adding saturates at `.unlimited`; taking one away from `.unlimited` leaves it unlimited.
  ///
  /// ```swift
  /// print(Subscribers.Demand.max(2) + .max(3))
  /// print(Subscribers.Demand.max(2) + .unlimited)
  /// print(Subscribers.Demand.none.max as Any)
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// max(5)
  /// unlimited
  /// Optional(0)
  /// ```
  public struct Demand: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The count, or nil when unlimited.
    private let count: Int?

    private init(count: Int?) {
      self.count = count
    }

    /// As many values as the publisher has.
    public static let unlimited = Demand(count: nil)
    /// No more values.
    public static let none = Demand(count: 0)

    /// At most `value` more values. `value` must not be negative.
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative")
      return Demand(count: value)
    }

    /// The count, or nil when unlimited.
    public var max: Int? { count }

    public var description: String {
      count.map { "max(\($0))" } ?? "unlimited"
    }

    /// The sum; `.unlimited` if either is, or if the count would overflow.
    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let left = lhs.count, let right = rhs.count else { return .unlimited }
      let (sum, overflow) = left.addingReportingOverflow(right)
      return overflow ? .unlimited : Demand(count: sum)
    }

    public static func += (lhs: inout Demand, rhs: Demand) {
      lhs = lhs + rhs
    }

    /// Whether at least one value may still be sent.
    var allowsOne: Bool { count.map { $0 > 0 } ?? true }

    /// What is left after one value was sent: unlimited stays unlimited.
    var afterOne: Demand {
      guard let count else { return self }
      return Demand(count: Swift.max(count - 1, 0))
    }
  }

  /// How a publisher ended: it finished, or failed with an error.
  ///
  /// ```swift
  /// enum Oops: Error { case late }
  /// let subject = PassthroughSubject<Int, Oops>()
  /// let cancellable = subject.sink(
  ///   receiveCompletion: { completion in
  ///     switch completion {
  ///     case .finished: print("finished")
  ///     case .failure(let error): print("failed:", error)
  ///     }
  ///   },
  ///   receiveValue: { _ in })
  /// subject.send(completion: .failure(.late))
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// failed: late
  /// ```
  public enum Completion<Failure: Error> {
    /// The publisher ended normally.
    case finished
    /// The publisher ended with an error.
    case failure(Failure)
  }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

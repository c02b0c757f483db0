import Foundation

extension RunLoop: Scheduler {
  /// A time on a run loop's clock, a `Date`.
  ///
  /// ```swift
  /// let start = RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: 10))
  /// let later = start.advanced(by: .milliseconds(1_500))
  /// print(later.date.timeIntervalSinceReferenceDate)
  /// print(start.distance(to: later).magnitude)
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// 11.5
  /// 1.5
  /// ```
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public var date: Date

    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }

    public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.date < rhs.date
    }

    /// A signed interval between two dates, in seconds (`magnitude`). A literal is a number of
    /// seconds.
    ///
    /// ```swift
    /// let stride: RunLoop.SchedulerTimeType.Stride = 2
    /// print((stride + .milliseconds(250)).timeInterval)
    /// ```
    ///
    /// prints
    ///
    /// ```
    /// 2.25
    /// ```
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The interval in seconds; negative for an interval back in time.
      public var magnitude: TimeInterval

      /// This interval as a `TimeInterval`.
      public var timeInterval: TimeInterval { magnitude }

      public init(_ timeInterval: TimeInterval) {
        magnitude = timeInterval
      }

      public init(floatLiteral value: Double) {
        magnitude = value
      }

      public init(integerLiteral value: Int) {
        magnitude = TimeInterval(value)
      }

      /// `source` seconds, if a `TimeInterval` holds that number exactly.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = TimeInterval(exactly: source) else { return nil }
        magnitude = seconds
      }

      public static func seconds(_ s: Int) -> Stride {
        Stride(TimeInterval(s))
      }

      public static func seconds(_ s: Double) -> Stride {
        Stride(s)
      }

      public static func milliseconds(_ ms: Int) -> Stride {
        Stride(TimeInterval(ms) / 1_000)
      }

      public static func microseconds(_ us: Int) -> Stride {
        Stride(TimeInterval(us) / 1_000_000)
      }

      public static func nanoseconds(_ ns: Int) -> Stride {
        Stride(TimeInterval(ns) / 1_000_000_000)
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool {
        lhs.magnitude < rhs.magnitude
      }

      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude + rhs.magnitude)
      }

      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude - rhs.magnitude)
      }

      /// The product of the two magnitudes, as Apple's is.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(lhs.magnitude * rhs.magnitude)
      }

      // `+=` and `-=` are AdditiveArithmetic's own, from `+` and `-`.
      public static func *= (lhs: inout Stride, rhs: Stride) {
        lhs = lhs * rhs
      }
    }
  }

  /// The date now.
  public var now: SchedulerTimeType {
    SchedulerTimeType(Date())
  }

  /// Runs `action` on this run loop's next pass, with `perform`. It runs only while someone
  /// runs the loop: on Linux nothing runs `RunLoop.main` but code that calls `run`.
  ///
  /// `action` goes in a `DispatchWorkItem`, as an `OperationQueue`'s operation does, so that
  /// what follows GCD's work from where it is made to where it runs (a shell that files a
  /// change under the call that caused it) follows it onto the run loop too; a run loop
  /// carries nothing of its own. Run as it is, the item only calls `action`.
  public func schedule(_ action: @escaping () -> Void) {
    // nonisolated(unsafe): `perform` wants a @Sendable block, and the work item holding
    // `action` is not Sendable, as Apple's Scheduler's action is not: running it on the run
    // loop's thread is the point. It is
    // safe to move: nothing here keeps or calls it after `perform` takes it, so it runs once,
    // on the run loop's thread. The operators here only schedule closures that touch their
    // own lock-guarded state and a subscriber they call one call at a time.
    nonisolated(unsafe) let carried = DispatchWorkItem(block: action)
    perform { carried.perform() }
  }

  /// Runs `action` from a one-shot `Timer` on this run loop, in the default mode, firing at
  /// `date`: code that runs the loop, such as a shell, decides when it fires.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    // nonisolated(unsafe): moved into the timer's block as in `schedule(_:)`; a timer that
    // does not repeat fires once, on the run loop's thread.
    nonisolated(unsafe) let carried = DispatchWorkItem(block: action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in carried.perform() }
    add(timer, forMode: .default)
  }
}

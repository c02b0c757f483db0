import Dispatch

extension DispatchQueue: Scheduler {
  /// A time on a dispatch queue's clock, a `DispatchTime`.
  ///
  /// ```swift
  /// let start = DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1_000))
  /// let later = start.advanced(by: .microseconds(2))
  /// print(later.dispatchTime.uptimeNanoseconds)
  /// print(start.distance(to: later).magnitude)
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// 3000
  /// 2000
  /// ```
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let from = dispatchTime.uptimeNanoseconds
      let to = other.dispatchTime.uptimeNanoseconds
      return to >= from
        ? Stride(nanoseconds: Int(clamping: to - from))
        : Stride(nanoseconds: -Int(clamping: from - to))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      let from = dispatchTime.uptimeNanoseconds
      let step = UInt64(n.magnitude.magnitude)
      // Clamped to neither 0 (`now` to libdispatch) nor UInt64.max (`forever`).
      let time: UInt64
      if n.magnitude >= 0 {
        let (sum, overflow) = from.addingReportingOverflow(step)
        time = overflow ? .max - 1 : min(sum, .max - 1)
      } else {
        time = from > step ? from - step : 1
      }
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: time))
    }

    public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime < rhs.dispatchTime
    }

    public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    /// A signed interval between two dispatch times, in nanoseconds (`magnitude`). A literal
    /// is a number of seconds.
    ///
    /// ```swift
    /// let stride: DispatchQueue.SchedulerTimeType.Stride = 1.5
    /// print(stride.magnitude)
    /// print((stride - .milliseconds(500)).magnitude)
    /// ```
    ///
    /// prints
    ///
    /// ```
    /// 1500000000
    /// 1000000000
    /// ```
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
      ExpressibleByFloatLiteral, Hashable, Sendable
    {
      /// The interval in nanoseconds; negative for an interval back in time.
      public var magnitude: Int

      init(nanoseconds: Int) {
        magnitude = nanoseconds
      }

      public init(_ timeInterval: DispatchTimeInterval) {
        switch timeInterval {
        case .seconds(let s): magnitude = s.multipliedClamping(by: 1_000_000_000)
        case .milliseconds(let ms): magnitude = ms.multipliedClamping(by: 1_000_000)
        case .microseconds(let us): magnitude = us.multipliedClamping(by: 1_000)
        case .nanoseconds(let ns): magnitude = ns
        case .never: magnitude = .max
        @unknown default: magnitude = .max
        }
      }

      /// This interval as a `DispatchTimeInterval`.
      public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

      public init(floatLiteral value: Double) {
        self = .seconds(value)
      }

      public init(integerLiteral value: Int) {
        self = .seconds(value)
      }

      /// `source` seconds, if that many nanoseconds fit in an `Int`.
      public init?<T: BinaryInteger>(exactly source: T) {
        guard let seconds = Int(exactly: source) else { return nil }
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return nil }
        magnitude = nanoseconds
      }

      public static func seconds(_ s: Int) -> Stride {
        Stride(.seconds(s))
      }

      public static func seconds(_ s: Double) -> Stride {
        Stride(nanoseconds: Int((s * 1_000_000_000).rounded()))
      }

      public static func milliseconds(_ ms: Int) -> Stride {
        Stride(.milliseconds(ms))
      }

      public static func microseconds(_ us: Int) -> Stride {
        Stride(.microseconds(us))
      }

      public static func nanoseconds(_ ns: Int) -> Stride {
        Stride(nanoseconds: ns)
      }

      public static func < (lhs: Stride, rhs: Stride) -> Bool {
        lhs.magnitude < rhs.magnitude
      }

      public static func + (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
      }

      public static func - (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
      }

      /// The product of the two magnitudes, as Apple's is.
      public static func * (lhs: Stride, rhs: Stride) -> Stride {
        Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
      }

      // `+=` and `-=` are AdditiveArithmetic's own, from `+` and `-`.
      public static func *= (lhs: inout Stride, rhs: Stride) {
        lhs = lhs * rhs
      }
    }
  }

  /// The dispatch time now.
  public var now: SchedulerTimeType {
    SchedulerTimeType(.now())
  }

  /// Runs `action` on this queue with `async`.
  public func schedule(_ action: @escaping () -> Void) {
    // nonisolated(unsafe): `async` wants a @Sendable block, and `action` is not Sendable,
    // as Apple's Scheduler's is not: running it on the queue's thread is what scheduling is
    // for. It is safe to move: nothing here keeps or calls it after `async` takes it, so it
    // runs once, on the queue, never at the same time as itself. The operators here only
    // schedule closures that touch their own lock-guarded state and a subscriber they call
    // one call at a time.
    nonisolated(unsafe) let action = action
    async { action() }
  }

  /// Runs `action` on this queue with `asyncAfter(deadline:)` at `date`: code that runs the
  /// queue, such as a shell draining the main queue, decides when it does.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    // nonisolated(unsafe): moved into the block as in `schedule(_:)`, and run once, on the
    // queue, after the deadline.
    nonisolated(unsafe) let action = action
    asyncAfter(deadline: date.dispatchTime) { action() }
  }
}

extension Int {
  /// `self * other`, or the nearest `Int` when that overflows.
  fileprivate func multipliedClamping(by other: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: other)
    guard overflow else { return product }
    return (self < 0) == (other < 0) ? .max : .min
  }
}

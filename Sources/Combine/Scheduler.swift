/// Where and when `receive(on:)` and `debounce(for:scheduler:)` run their work: `DispatchQueue`
/// (`.main` or any other) and `RunLoop` (`.main`) are schedulers.
///
/// This is Apple's `Scheduler` cut down to what the two operators call: the time now, work to
/// run as soon as possible, and work to run at a time. There are no options, tolerances or
/// repeating work.
///
/// ```swift
/// let queue = DispatchQueue(label: "worker")
/// let done = DispatchSemaphore(value: 0)
/// queue.schedule { print("soon") }
/// queue.schedule(after: queue.now.advanced(by: .milliseconds(10))) {
///   print("later")
///   done.signal()
/// }
/// done.wait()
/// ```
///
/// prints
///
/// ```
/// soon
/// later
/// ```
public protocol Scheduler<SchedulerTimeType> {
  /// A time on this scheduler's clock; its `Stride` is a time interval, written
  /// `.milliseconds(300)` or `.seconds(1)`.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

  /// This scheduler's time now.
  var now: SchedulerTimeType { get }

  /// Runs `action` as soon as the scheduler can, never inside this call.
  func schedule(_ action: @escaping () -> Void)

  /// Runs `action` at `date` or soon after.
  func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void)
}

/// A time interval that can be written in seconds, milliseconds, microseconds or nanoseconds:
/// the `Stride` of a scheduler's time, so that `.milliseconds(300)` is a stride.
///
/// ```swift
/// let stride: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
/// print(stride.magnitude)
/// print(RunLoop.SchedulerTimeType.Stride.seconds(1).timeInterval)
/// ```
///
/// prints
///
/// ```
/// 300000000
/// 1.0
/// ```
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

import Foundation

/// Runs a blocking `body` (a child process to wait for, a pipe to read, a sleep) on a thread of
/// its own and returns what it returns.
///
/// Swift Testing runs tests side by side on the cooperative pool, which has one thread per
/// core (two here). A test that blocks one of them, even for a second while a child starts on
/// a loaded machine, holds back every async test beside it: their requests are not even sent,
/// and a deadline that has nothing to do with what they test passes.
public func onOwnThread<Value: Sendable>(
  _ body: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}

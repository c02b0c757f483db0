import Foundation
import Synchronization

/// Starts the tests' child processes one at a time, their pipes included.
///
/// Foundation's `Process.run()` on Linux emulates close-on-exec: it lists the descriptors open
/// when it builds the child's file actions and closes those in the child. A pipe that another
/// test's thread makes between that list and the spawn stays open in the child, for as long as
/// the child lives. Such a child may hold open another child's standard input, which then
/// never reaches its end (that child waits on), or the socket through which `Process` learns
/// that another child ended, whose end then goes unseen. Measured here with `Process`: beside a
/// thread starting long-lived children, 15 of 600 short ones ended unseen for over a second;
/// under one lock, none. Swift Testing runs the tests side by side, so each helper that starts
/// a child makes its pipes and starts it inside ``serialized(_:)``, and so does each test that
/// makes a pipe of its own.
public enum ChildSpawning {
  private static let lock = Mutex(())

  /// Runs `body` while no other test starts a child or makes a pipe through this lock.
  public static func serialized<Value>(_ body: () throws -> Value) rethrows -> Value {
    try lock.withLock { _ in try body() }
  }
}

import ExampleData
import SceneRuntime

/// Fetches users, once or as a live stream. Stateless apart from what it was given, so a
/// plain struct.
struct UserListWorker: SceneWorker {
  let dataSource: any UserDataSource
  let tasks: TaskScope
  let clock: SceneClock
  let events: SceneEvents

  func fetchUsers() async throws -> [User] {
    try await call("fetchUsers") { try await dataSource.users() }
  }

  /// Users now, then again every `interval` (seed 003). The polling task ends when the stream
  /// does: the consumer cancelled or let go → `onTermination` → the task is cancelled.
  /// `poller` numbers the streams in notes, so a replaced poller is told apart from its
  /// successor.
  func liveUserStream(interval: Duration, poller number: Int) -> SceneStream<[User]> {
    let (stream, continuation) = tasks.makeStream(of: [User].self, source: "UserListWorker")
    let poller = tasks.spawn("UserListWorker.liveUserStream poller \(number)") { [self] in
      // The first fetch at once: do not make the user wait a whole interval.
      if let users = await poll(number) { continuation.yield(users) }
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: interval)
        } catch {
          break
        }
        guard !Task.isCancelled else { break }
        if let users = await poll(number) { continuation.yield(users) }
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in poller.cancel() }
    return stream
  }

  /// One poll, announced as one line; a failed poll is skipped, as the seed's `try?` does.
  private func poll(_ number: Int) async -> [User]? {
    let time = clock.now
    do {
      let users = try await fetchUsers()
      events.emit("poller \(number): poll at \(time): \(users.count) users")
      return users
    } catch is CancellationError {
      return nil
    } catch {
      events.emit("poller \(number): poll at \(time) failed: \(error.localizedDescription)")
      return nil
    }
  }
}

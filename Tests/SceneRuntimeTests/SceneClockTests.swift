import SceneRuntime
import Testing

@Suite struct SceneClockTests {
  @Test func timersFireInDeadlineOrderOnlyWhenTimeIsAdvanced() async {
    let tasks = TaskTracker()
    let clock = SceneClock(mode: .virtual, tracker: tasks)
    let log = Recorder<String>()
    for (name, seconds) in [("b", 20), ("a", 10), ("c", 30)] {
      tasks.spawn {
        try? await clock.sleep(for: .seconds(seconds))
        log.append("\(name)@\(clock.now)")
      }
    }
    await tasks.settled()
    #expect(log.all.isEmpty)
    #expect(clock.sleeperCount == 3)

    await clock.advance(by: .seconds(25))
    #expect(log.all == ["a@10s", "b@20s"])
    #expect(clock.now.offset == .seconds(25))

    await clock.advance(by: .seconds(5))
    #expect(log.all == ["a@10s", "b@20s", "c@30s"])
    #expect(tasks.liveTaskCount == 0)
  }

  @Test func cancellingASleepingTaskEndsItAndLeavesNoSleeper() async {
    let tasks = TaskTracker()
    let clock = SceneClock(mode: .virtual, tracker: tasks)
    let outcome = Recorder<String>()
    let task = tasks.spawn {
      do {
        try await clock.sleep(for: .seconds(60))
        outcome.append("woke")
      } catch {
        outcome.append("\(type(of: error))")
      }
    }
    await tasks.settled()
    #expect(tasks.liveTaskCount == 1)
    task.cancel()
    await task.finished()
    #expect(outcome.all == ["CancellationError"])
    #expect(clock.sleeperCount == 0)
    #expect(tasks.liveTaskCount == 0)
    #expect(tasks.isSettled)
  }

  @Test func aPollingLoopWakesOncePerIntervalAndStopsWhenCancelled() async {
    let tasks = TaskTracker()
    let clock = SceneClock(mode: .virtual, tracker: tasks)
    let ticks = Recorder<String>()
    let poller = tasks.spawn {
      while !Task.isCancelled {
        ticks.append("\(clock.now)")
        do { try await clock.sleep(for: .seconds(30)) } catch { break }
      }
    }
    await tasks.settled()
    await clock.advance(by: .seconds(90))
    #expect(ticks.all == ["0s", "30s", "60s", "90s"])
    poller.cancel()
    await poller.finished()
    #expect(tasks.liveTaskCount == 0)
  }

  /// The work is done at once, and the clock stands at its end: what happens next is stamped
  /// with the time it would happen at (issue 41: `trace` said 300ms, the timeline 0s).
  @Test func simulatedLatencyIsInstantButTakesSceneTimeOnTheVirtualClock() async throws {
    let clock = SceneClock(mode: .virtual, tracker: TaskTracker())
    let reported = try await clock.simulateLatency(.milliseconds(300))
    #expect(reported == .milliseconds(300))
    #expect(clock.now.offset == .milliseconds(300))
    // Two pieces of work started together end together.
    async let first = clock.simulateLatency(.milliseconds(300))
    async let second = clock.simulateLatency(.milliseconds(200))
    _ = try await (first, second)
    #expect(clock.now.offset == .milliseconds(600))
    // Time never goes back for work that ends earlier than now.
    _ = try await clock.simulateLatency(.zero)
    #expect(clock.now.offset == .milliseconds(600))
  }
}

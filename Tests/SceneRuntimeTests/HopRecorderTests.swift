import Testing

@testable import SceneRuntime

@Suite struct HopRecorderTests {
  private func makeRecorder() -> (TaskTracker, HopRecorder) {
    let tracker = TaskTracker()
    return (
      tracker, HopRecorder(clock: SceneClock(mode: .virtual, tracker: tracker), tracker: tracker)
    )
  }

  @Test func aCommandKeepsItsHopsInOrderWithinBounds() {
    let (_, recorder) = makeRecorder()
    let root = HopContext(recorder: recorder, hop: recorder.beginCommand("flood"))
    for index in 0..<(HopRecorder.maximumHopsPerCommand + 10) {
      _ = root.record(.presenter, component: "P", method: "call\(index)")
    }
    let hops = recorder.hops(ofCommand: root.hop)
    #expect(hops.count == HopRecorder.maximumHopsPerCommand)
    #expect(hops.first?.method == "flood")
    #expect(hops[1].method == "call0")
    #expect(recorder.droppedHops(ofCommand: root.hop) == 11)
    #expect(recorder.latestCommand == root.hop)
  }

  @Test func onlyTheRecentCommandsAreKept() {
    let (_, recorder) = makeRecorder()
    let first = recorder.beginCommand("first")
    for index in 0..<HopRecorder.maximumCommands {
      _ = recorder.beginCommand("command \(index)")
    }
    #expect(recorder.hops(ofCommand: first).isEmpty)
    // A hop inside a forgotten command is not kept either.
    _ = HopContext(recorder: recorder, hop: first).record(.worker, component: "W", method: "late")
    #expect(recorder.hops(ofCommand: first).isEmpty)
  }

  @Test func aWorkerCallsDurationIncludesItsSimulatedLatency() async throws {
    // One clock for the recorder and the worker, as in the shell: the latency moves it.
    let tracker = TaskTracker()
    let clock = SceneClock(mode: .virtual, tracker: tracker)
    let recorder = HopRecorder(clock: clock, tracker: tracker)
    let root = HopContext(recorder: recorder, hop: recorder.beginCommand("fetch"))
    let worker = SlowWorker(clock: clock)
    let result = try await HopContext.$current.withValue(root) { try await worker.fetch() }
    #expect(result == 7)
    let call = try #require(recorder.hops(ofCommand: root.hop).last)
    #expect(call.kind == .worker)
    #expect(call.call == "SlowWorker.fetch")
    #expect(call.result == "7")
    #expect(call.duration == .milliseconds(450))
  }

  @Test func heldHopsWaitParkedUntilReleasedAndCancellationLetsThemGo() async {
    let (tracker, recorder) = makeRecorder()
    let root = HopContext(recorder: recorder, hop: recorder.beginCommand("fetch"))
    recorder.step(command: root.hop)
    let worker = SlowWorker(clock: nil)
    let first = HopContext.$current.withValue(root) {
      tracker.spawn { _ = try? await worker.fetch() }
    }
    let second = HopContext.$current.withValue(root) {
      tracker.spawn { _ = try? await worker.fetch() }
    }
    await tracker.settled()
    #expect(recorder.waitingHops.count == 2)
    #expect(tracker.parkedTaskCount == 2)
    let held = recorder.waitingHops[0]
    recorder.release(held.id)
    await tracker.settled()
    #expect(recorder.waitingHops.count == 1)
    // A held task that is cancelled (its scene popped) is not left waiting.
    first.cancel()
    second.cancel()
    await first.finished()
    await second.finished()
    #expect(tracker.liveTaskCount == 0)
    #expect(recorder.waitingHops.isEmpty)
    recorder.step(command: nil)
  }

  @Test func withoutARecorderNothingIsHeldOrRecorded() async throws {
    let worker = SlowWorker(clock: nil)
    #expect(try await worker.fetch() == 7)
  }
}

private struct SlowWorker: SceneWorker {
  let clock: SceneClock?

  func fetch() async throws -> Int {
    try await call("fetch") {
      try await clock?.simulateLatency(.milliseconds(450))
      return 7
    }
  }
}

import SceneRuntime
import Testing

@Suite struct TaskTrackerTests {
  @Test func settledWaitsForRunningWorkAndCountsTasks() async {
    let tasks = TaskTracker()
    #expect(tasks.isSettled)
    let gate = AsyncStream<Void>.makeStream()
    tasks.spawn {
      for await _ in gate.stream {}
    }
    #expect(tasks.liveTaskCount == 1)
    #expect(!tasks.isSettled)
    gate.continuation.finish()
    await tasks.settled()
    #expect(tasks.liveTaskCount == 0)
    #expect(tasks.startedTaskCount == 1)
  }

  @Test func mainActorWorkIsTrackedToo() async {
    let tasks = TaskTracker()
    let box = MainActorBox()
    tasks.spawn { @MainActor in
      await Task.yield()
      box.value += 1
    }
    await tasks.settled()
    #expect(await box.value == 1)
  }
}

@MainActor
private final class MainActorBox {
  var value = 0
}

import SceneRuntime
import Testing

@Suite struct SceneStreamTests {
  @Test func aWaitingConsumerIsParkedAndWakesForEachElement() async {
    let tasks = TaskTracker()
    let (stream, continuation) = SceneStream.makeStream(of: Int.self, tracker: tasks)
    let received = Recorder<Int>()
    tasks.spawn {
      for await value in stream { received.append(value) }
    }
    await tasks.settled()
    #expect(tasks.liveTaskCount == 1)
    continuation.yield(1)
    continuation.yield(2)
    await tasks.settled()
    #expect(received.all == [1, 2])
    continuation.finish()
    await tasks.settled()
    #expect(tasks.liveTaskCount == 0)
  }

  @Test func cancellingTheConsumerTerminatesTheStreamOnce() async {
    let tasks = TaskTracker()
    let (stream, continuation) = SceneStream.makeStream(of: Int.self, tracker: tasks)
    let terminations = Recorder<SceneStream<Int>.Termination>()
    continuation.onTermination = { terminations.append($0) }
    let consumer = tasks.spawn {
      for await _ in stream {}
    }
    await tasks.settled()
    consumer.cancel()
    await consumer.finished()
    continuation.finish()
    #expect(terminations.all == [.cancelled])
    #expect(tasks.liveTaskCount == 0)
  }

  @Test func leavingTheLoopTerminatesTheStream() async {
    let tasks = TaskTracker()
    let (stream, continuation) = SceneStream.makeStream(of: Int.self, tracker: tasks)
    let terminations = Recorder<SceneStream<Int>.Termination>()
    continuation.onTermination = { terminations.append($0) }
    continuation.yield(7)
    let consumer = tasks.spawn {
      for await _ in stream { break }
    }
    await consumer.finished()
    #expect(terminations.all == [.cancelled])
  }

  @Test func finishDeliversWhatIsBufferedFirst() async {
    let tasks = TaskTracker()
    let (stream, continuation) = SceneStream.makeStream(of: Int.self, tracker: tasks)
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    var values: [Int] = []
    for await value in stream { values.append(value) }
    #expect(values == [1, 2])
  }
}

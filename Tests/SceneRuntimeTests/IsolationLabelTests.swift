import Dispatch
import Testing

@testable import SceneRuntime

/// The isolation a hop is labelled with is where its code ran. Main-actor code that a Swift 5
/// module calls from a GCD thread (a presenter answering on the worker's queue) once showed
/// `[MainActor]` beside a rule saying the same write happened on `nonisolated`.
@Suite struct IsolationLabelTests {
  @Test @MainActor func mainActorCodeOnTheMainActorIsLabelledMainActor() {
    #expect(HopContext.isolationName(MainActor.shared) == "MainActor")
  }

  @Test func mainActorCodeRunOnAGCDThreadIsLabelledWhereItRan() async {
    let label = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: HopContext.isolationName(MainActor.shared))
      }
    }
    #expect(label == "nonisolated, though declared MainActor")
  }

  @Test func undeclaredCodeIsLabelledWhereItRuns() async {
    let label = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: HopContext.isolationName(nil))
      }
    }
    #expect(label == "nonisolated")
  }
}

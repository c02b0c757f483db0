import Testing

@testable import SceneShell

/// Who a crash block blames: the scene only when its own code trapped; the shell when the trap
/// is in its own modules, or in Foundation's networking while it serves the scene's requests.
@Suite struct CrashBlameTests {
  private typealias Blame = CrashReport.Blame

  private let served = (current: "GET https://h/posts?userId=2", all: ["GET https://h/users/2"])

  @Test func aTrapInFoundationsNetworkingWhileServingIsTheShellsNamingTheRequest() {
    let blame = Blame.judge(
      message: "FoundationNetworking/TaskRegistry.swift:118: Fatal error: Trying to access a "
        + "behaviour for a task that in not in the registry.",
      onURLSessionQueue: true, served: (served.current, served.all + [served.current]))
    #expect(blame == .serving(current: served.current, all: served.all + [served.current]))
    #expect(blame.status == 4)
    #expect(blame.headline == "the shell failed, not the scene")
    #expect(
      blame.explanation?.hasPrefix(
        "  serving GET https://h/posts?userId=2: the trap is in Foundation's networking") == true)
  }

  @Test func aReleaseBuildsWordlessTrapOnAURLSessionQueueWhileServingIsTheShells() {
    let blame = Blame.judge(message: nil, onURLSessionQueue: true, served: (nil, served.all))
    #expect(blame == .serving(current: nil, all: served.all))
    #expect(blame.explanation?.hasPrefix("  serving GET https://h/users/2: ") == true)
  }

  @Test func aTrapInTheShellsOwnModuleIsTheShells() {
    let blame = Blame.judge(
      message: "SceneRuntime/TaskTracker.swift:80: Fatal error: unbalanced",
      onURLSessionQueue: false,
      served: nil)
    #expect(blame == .shell(module: "SceneRuntime"))
    #expect(blame.status == 4)
    #expect(blame.explanation?.contains("the shell's own code (SceneRuntime)") == true)
  }

  @Test func theScenesOwnTrapIsTheScenesEvenWhileRequestsAreServed() {
    let blame = Blame.judge(
      message: "Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range",
      onURLSessionQueue: false, served: served)
    #expect(blame == .scene)
    #expect(blame.status == 3)
    #expect(blame.headline == "the scene crashed")
    #expect(blame.explanation == nil)
  }

  @Test func aNetworkingTrapWithNothingServedIsTheScenes() {
    // The scene's own session reaching the network: the shell serves nothing there.
    let blame = Blame.judge(
      message: "FoundationNetworking/URLSession.swift:575: Fatal error: Session invalidated",
      onURLSessionQueue: false, served: nil)
    #expect(blame == .scene)
  }

  @Test func aScenesTrapNamedByItsMessageIsTheScenesWhereverItRan() {
    let blame = Blame.judge(
      message: "Profile/ProfileWorker.swift:12: Fatal error: Unexpectedly found nil",
      onURLSessionQueue: true, served: served)
    #expect(blame == .scene)
  }

  @Test func aHostModuleWhoseNameStartsLikeTheShellsIsTheScenes() {
    let blame = Blame.judge(
      message: "SceneShellDemo/Router.swift:3: Fatal error: nil", onURLSessionQueue: false,
      served: nil)
    #expect(blame == .scene)
  }
}

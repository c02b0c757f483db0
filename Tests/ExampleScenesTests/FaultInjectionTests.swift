import SceneRuntime
import Testing

@testable import ExampleData
@testable import ExampleScenes

/// `fault …`: each kind reaches every data call as the error the real sources throw, `next`
/// clears itself after one call, `off` lets calls through again, and the scenes show the
/// faults as their own errors.
@Suite struct FaultInjectionTests {
  typealias Fault = FaultInjectingDataSource.Fault
  typealias Setting = FaultInjectingDataSource.Setting

  let tracker = TaskTracker()
  let clock: SceneClock
  let events = SceneEvents()
  let faults: FaultInjectingDataSource

  init() {
    clock = SceneClock(mode: .virtual, tracker: tracker)
    faults = FaultInjectingDataSource(
      wrapping: EmbeddedDataSource(clock: clock), clock: clock, events: events)
  }

  /// The error each of the four calls throws, or nil when it succeeds.
  func errors() async -> [DataSourceError?] {
    func error(_ call: () async throws -> Void) async -> DataSourceError? {
      do {
        try await call()
        return nil
      } catch {
        return error as? DataSourceError
      }
    }
    return [
      await error { _ = try await faults.users() },
      await error { _ = try await faults.user(id: 1) },
      await error { _ = try await faults.posts(userId: 1) },
      await error { _ = try await faults.image() },
    ]
  }

  func failed(_ call: @Sendable () async throws -> Void) async -> Bool {
    do {
      try await call()
      return false
    } catch {
      return true
    }
  }

  // MARK: The data source

  @Test func withNoFaultEveryCallGoesThrough() async throws {
    #expect(faults.setting == nil)
    #expect(await errors() == [nil, nil, nil, nil])
    #expect(try await faults.users().count == 10)
    #expect(events.drain().isEmpty)
  }

  @Test(arguments: [
    (Fault.network, DataSourceError.network),
    (.notFound, .notFound),
    (.malformed, .malformed),
  ])
  func eachErrorKindFailsEveryCallWithItsError(fault: Fault, error: DataSourceError) async {
    faults.set(Setting(fault))
    #expect(await errors() == [error, error, error, error])
    // On the virtual clock the calls leave no notes (they would race the view's output).
    #expect(events.drain().isEmpty)
    #expect(faults.setting == Setting(fault))
  }

  /// As `HTTPDataSource` reads statuses: a 404 on one record is "not found", any other failed
  /// status (or a 404 on a list) is a network problem.
  @Test func anHTTPStatusFailsAsTheHTTPSourceWould() async {
    faults.set(Setting(.http(status: 500)))
    #expect(await errors() == [.network, .network, .network, .network])
    faults.set(Setting(.http(status: 404)))
    #expect(await errors() == [.network, .notFound, .network, .network])
  }

  @Test func slowDelaysEachCallAndReportsItOnTheVirtualClock() async throws {
    faults.set(Setting(.slow(.seconds(5))))
    #expect(try await faults.users().count == 10)
    #expect(try await faults.user(id: 2).id == 2)
    #expect(faults.clockMode == .virtual)
  }

  @Test func slowReallyWaitsOnTheRealClock() async throws {
    let realClock = SceneClock(mode: .real, tracker: tracker)
    let slow = FaultInjectingDataSource(
      wrapping: EmbeddedDataSource(clock: realClock, latency: .zero), clock: realClock,
      events: events)
    slow.set(Setting(.slow(.milliseconds(200))))
    let elapsed = try await ContinuousClock().measure { _ = try await slow.users() }
    #expect(elapsed >= .milliseconds(200))
    #expect(events.drain() == ["fault: slow 200ms on users()"])
  }

  /// At a terminal each faulted call is announced, naming the call.
  @Test func onTheRealClockEachFaultedCallIsAnnounced() async throws {
    let realClock = SceneClock(mode: .real, tracker: tracker)
    let announced = FaultInjectingDataSource(
      wrapping: EmbeddedDataSource(clock: realClock, latency: .zero), clock: realClock,
      events: events)
    announced.set(Setting(.notFound, nextCallOnly: true))
    await #expect(throws: DataSourceError.notFound) { try await announced.user(id: 4) }
    #expect(try await announced.posts(userId: 4).count == 10)
    #expect(events.drain() == ["fault: notfound on user(id: 4) (next call only; now off)"])
  }

  @Test func nextFailsOneCallThenClearsItself() async throws {
    faults.set(Setting(.network, nextCallOnly: true))
    #expect(await errors() == [.network, nil, nil, nil])
    #expect(faults.setting == nil)
  }

  /// `fault next` goes before the fault in force and leaves it in force: a new user's
  /// `fault slow 2s`, then `fault next network`, lost the slow fault without a word.
  @Test func nextGoesFirstAndTheFaultInForceStays() async throws {
    faults.set(Setting(.http(status: 500)))
    faults.set(Setting(.malformed, nextCallOnly: true))
    #expect(faults.summary.hasPrefix("malformed on the next data call only, then http 500"))
    #expect(await errors() == [.malformed, .network, .network, .network])
    #expect(faults.setting == Setting(.http(status: 500)))
    faults.set(nil)
    #expect(faults.summary == "off")
  }

  /// Profile reads the user and the posts in parallel: only one of them gets the fault.
  @Test func nextReachesExactlyOneOfTwoParallelCalls() async {
    faults.set(Setting(.malformed, nextCallOnly: true))
    async let user = failed { _ = try await faults.user(id: 1) }
    async let posts = failed { _ = try await faults.posts(userId: 1) }
    let outcomes = await [user, posts]
    #expect(outcomes.filter { $0 }.count == 1)
    #expect(faults.setting == nil)
  }

  @Test func offLetsTheNextCallSucceed() async throws {
    faults.set(Setting(.http(status: 503)))
    #expect(await errors() == [.network, .network, .network, .network])
    faults.set(nil)
    #expect(await errors() == [nil, nil, nil, nil])
    #expect(try await faults.users().count == 10)
  }

  // MARK: The command

  @Test func theGrammarReadsEveryForm() throws {
    #expect(try FaultCommand.request([]) == .show)
    #expect(try FaultCommand.request(["off"]) == .set(nil))
    #expect(try FaultCommand.request(["network"]) == .set(Setting(.network)))
    #expect(try FaultCommand.request(["notfound"]) == .set(Setting(.notFound)))
    #expect(try FaultCommand.request(["malformed"]) == .set(Setting(.malformed)))
    #expect(try FaultCommand.request(["http", "500"]) == .set(Setting(.http(status: 500))))
    #expect(try FaultCommand.request(["slow", "5s"]) == .set(Setting(.slow(.seconds(5)))))
    #expect(
      try FaultCommand.request(["next", "slow", "250ms"])
        == .set(Setting(.slow(.milliseconds(250)), nextCallOnly: true)))
    #expect(
      try FaultCommand.request(["next", "http", "404"])
        == .set(Setting(.http(status: 404), nextCallOnly: true)))
    #expect(
      try FaultCommand.request(["next", "network"]) == .set(Setting(.network, nextCallOnly: true)))
  }

  @Test(arguments: [
    (["off", "now"], "usage: fault off"),
    (["next"], "usage: fault next KIND"),
    (["next", "off"], "usage: fault next KIND"),
    (["next", "next", "network"], "usage: fault next KIND"),
    (["network", "3"], "usage: fault network (it takes no value"),
    (["http"], "usage: fault http CODE"),
    (["http", "abc"], "usage: fault http CODE"),
    (["http", "200"], "usage: fault http CODE"),
    (["slow"], "usage: fault slow DURATION"),
    (["slow", "0s"], "usage: fault slow DURATION"),
    (["slow", "soon"], "usage: fault slow DURATION"),
    (["next", "bogus"], "unknown fault 'bogus'"),
  ])
  func wrongArgumentsSayHowToUseIt(words: [String], message: String) {
    #expect {
      try FaultCommand.request(words)
    } throws: { error in
      (error as? IntentFailure)?.message.hasPrefix(message) == true
    }
  }

  @MainActor
  @Test func theCommandSetsAndReportsTheFault() async throws {
    let intent = FaultCommand.intent(faults: faults, events: events)
    #expect(intent.usage.hasPrefix("fault network|notfound|malformed | fault http CODE"))
    try await intent.perform(IntentArguments())
    try await intent.perform(
      IntentArguments(["KIND": .choice("http"), "CODE|DURATION|KIND": .text("500")]))
    try await intent.perform(IntentArguments())
    try await intent.perform(
      IntentArguments([
        "KIND": .choice("next"), "CODE|DURATION|KIND": .text("slow"),
        "CODE|DURATION": .text("5s"),
      ]))
    try await intent.perform(
      IntentArguments(["KIND": .choice("slow"), "CODE|DURATION|KIND": .text("1.5s")]))
    try await intent.perform(IntentArguments(["KIND": .choice("off")]))
    #expect(
      events.drain() == [
        "fault: off",
        "fault: http 500 on every data call until 'fault off'",
        "fault: http 500 on every data call until 'fault off'",
        "fault: slow 5s on the next data call only, then http 500 on every data call until"
          + " 'fault off' (the clock is virtual: calls return at once)",
        "fault: slow 5s on the next data call only, then slow 1.5s on every data call until"
          + " 'fault off' (the clock is virtual: calls return at once)",
        "fault: off",
      ])
    #expect(faults.setting == nil)
  }

  // MARK: The scenes show each fault as their own error

  @MainActor
  @Test func userListShowsTheFaultAsItsErrorAndRecoversAfterOff() async throws {
    let scene = UserListScene(
      environment: SceneEnvironment(tasks: tracker, clock: clock, events: events, navigator: nil),
      dataSource: faults)
    faults.set(Setting(.malformed))
    try await perform("fetch", on: scene)
    await tracker.settled()
    #expect(scene.displayState.pendingError == "The server sent data we could not read.")
    #expect(scene.displayState.displayedUsers.isEmpty)

    faults.set(nil)
    try await perform("fetch", on: scene)
    await tracker.settled()
    #expect(scene.displayState.displayedUsers.count == 10)
  }

  @MainActor
  @Test func profileShowsTheFaultAsItsErrorAndRecoversAfterOff() async throws {
    let navigator = NavigatorSpy()
    let environment = SceneEnvironment(
      tasks: tracker, clock: clock, events: events, navigator: navigator)
    let scene = ProfileScene(environment: environment, dataSource: faults, userId: 1)
    faults.set(Setting(.notFound, nextCallOnly: true))
    scene.sceneDidLoad()
    await tracker.settled()
    faults.set(Setting(.http(status: 500)))
    try await perform("fetch", IntentArguments(["USER_ID": .integer(1)]), on: scene)
    await tracker.settled()
    #expect(
      navigator.alerts == [
        "Error: Profile not found.", "Error: Network problem, please try again.",
      ])

    faults.set(nil)
    try await perform("fetch", IntentArguments(["USER_ID": .integer(1)]), on: scene)
    await tracker.settled()
    #expect(scene.view.state.displayName == "leanne graham")
    #expect(navigator.alerts.count == 2)
  }
}

import Foundation
import Testing

/// A Swift 5 presenter calling its view from a GCD queue, as app code answering in a
/// `URLSession` completion handler does (`shapes-lab`, Tests/AdapterShapes' Headlines), run as a
/// user runs a host: the binary with a script piped in. The generated headless view is
/// `@MainActor`; the call once stopped the whole shell with a bare `SIGABRT`.
@Suite struct OffMainDisplayTests {
  static var lab: URL {
    get throws {
      try Scenesh.binary.deletingLastPathComponent().appendingPathComponent("shapes-lab")
    }
  }

  private func run(_ script: String) async throws -> Scenesh.Result {
    try await Scenesh.run(
      [], input: script, timeout: 120, separateErrors: true, executable: try Self.lab)
  }

  /// The generated view's method runs on the main thread, its caller waiting; the hop is
  /// labelled where the call was made, and a warning says so once.
  @Test func aGeneratedViewCalledFromAGCDQueueRunsOnTheMainThreadAndSaysSo() async throws {
    let result = try await run("fetch\nfetch\ntrace\n")
    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(
      result.output == """
        » headlines pushed
        ◂ displayHeadlines(titles: 2 strings)
        + titles[0]: "Oolong harvest in"
        + titles[1]: "Kettles up 3%"
        ⚠ HeadlinesDisplayLogicView.displayHeadlines was called off the main thread \
        (nonisolated, though declared MainActor), where UIKit must not be used: the shell ran \
        it on the main thread, its caller waiting (DispatchQueue.main.sync)
        ◂ displayHeadlines(titles: 2 strings)
        fetch
        └─ HeadlinesDisplayLogicView.displayHeadlines(titles: 2 strings)  \
        [nonisolated, though declared MainActor]

        """, "\(result.output)")
    #expect(result.errors == "")
  }

  /// The news app's case: the presenter answers in URLSession's completion handler, on its
  /// queue, with what the shell's server said (nothing answers: a 404).
  @Test func aGeneratedViewCalledFromAURLSessionCompletionHandlerRunsOnTheMainThread()
    async throws
  {
    let result = try await run("latest\ntrace\n")
    #expect(result.status == 0, "\(result.output)\(result.errors)")
    #expect(
      result.output == """
        » headlines pushed
        · GET https://news.test/latest.json: nothing answers it: 404; answer it with --answers \
        DIR and the file DIR/news.test/latest.json
        ◂ displayStatus("The news service answered 404.")
        ~ message: "" → "The news service answered 404."
        ⚠ HeadlinesDisplayLogicView.displayStatus was called off the main thread (nonisolated, \
        though declared MainActor), where UIKit must not be used: the shell ran it on the main \
        thread, its caller waiting (DispatchQueue.main.sync)
        latest
        ├─ GET https://news.test/latest.json → 404, 2 B  (0s)
        └─ HeadlinesDisplayLogicView.displayStatus("The news service answered 404.")  \
        [nonisolated, though declared MainActor]
           └─ Δ message: "" → "The news service answered 404."

        """, "\(result.output)")
    #expect(result.errors == "")
  }

  /// A view written by hand behind a `@preconcurrency` conformance still stops the process
  /// (the runtime checks it): the crash block says what the runtime's check means.
  @Test func aHandwrittenMainActorViewCalledFromAGCDQueueCrashesWithTheCauseNamed() async throws {
    let result = try await run("open handwritten\nfetch\n")
    #expect(result.status == 3, "\(result.output)\(result.errors)")
    #expect(
      result.errors == """
        shapes-lab: the scene crashed (SIGABRT, an abort) in 'fetch' (<stdin>:2)
          Swift: error: data race detected: @MainActor function at \
        shapes_lab/HeadlinesScene.swift:59 was not called on the main thread
          Swift 6 code checked where it ran and stopped the process: main-actor code was called \
        from another thread, as code written for Swift 5 can call it (say, a presenter answering on \
        a GCD queue or in a URLSession completion handler, through a @preconcurrency conformance); \
        make that call on the main thread, as UIKit requires
          on a thread other than the main one: its hop and state are not read there

        """, "\(result.errors)")
  }
}

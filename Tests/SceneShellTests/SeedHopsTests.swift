import Foundation
import Testing

/// The seeds' own scene code hosted with the generated adapter (`seeds-lab`: the files
/// `generate-scene-adapter` writes from seed 001's Profile and seed 004's Root, and a small
/// catalog) shows every hop the hand-written host of the same code shows: the same commands run
/// through both, and each hop line of the hand-written host's transcript (a trace's hops with
/// their isolation, requests, deliveries, routes and alerts, step mode's `next:`, a diagram's
/// arrows) is found in the generated host's, in the same order. The generated host may show
/// more (the model's `update(state:)` hops, the presenter and the view of seed 001).
@Suite struct SeedHopsTests {
  private static func lab(_ name: String) throws -> URL {
    try Scenesh.binary.deletingLastPathComponent().appendingPathComponent(name)
  }

  private static func script(_ name: String) throws -> String {
    try String(
      contentsOf: Scenesh.packageRoot.appendingPathComponent("examples/\(name).scenesh"),
      encoding: .utf8)
  }

  private func compare(
    _ script: String, hand: URL, generated: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> (hand: HopLines, generated: HopLines) {
    let handRun = try await Scenesh.run(input: script, timeout: 120, executable: hand)
    let generatedRun = try await Scenesh.run(input: script, timeout: 120, executable: generated)
    #expect(handRun.status == 0, "\(handRun.output)", sourceLocation: sourceLocation)
    #expect(generatedRun.status == 0, "\(generatedRun.output)", sourceLocation: sourceLocation)
    let lines = (HopLines(handRun.output), HopLines(generatedRun.output))
    #expect(!lines.0.lines.isEmpty, "\(handRun.output)", sourceLocation: sourceLocation)
    let missing = lines.1.firstMissing(of: lines.0)
    #expect(missing == nil, "\(missing ?? "")", sourceLocation: sourceLocation)
    return lines
  }

  /// Seed 004's loop (`examples/seed-004-mvi.scenesh`, then its diagram), the built-in `root`
  /// (RootScreen with a hand-written intent decorator) against the generated one.
  @Test func seed004RootShowsTheHandWrittenHostsHops() async throws {
    let script = try Self.script("seed-004-mvi") + "trace --mermaid\n"
    let lines = try await compare(
      script, hand: try Scenesh.binary, generated: try Self.lab("seeds-lab"))
    // What the hand-written host could not show: the model changed through update(state:).
    #expect(lines.generated.lines.contains("RootModel.update(.loading)  [MainActor]"))
  }

  /// Stepping through Root (`examples/step-mvi.scenesh`): the intent held before it runs, then
  /// the request, as the hand-written host holds them.
  @Test func seed004RootStepsThroughTheHandWrittenHostsHops() async throws {
    let lines = try await compare(
      try Self.script("step-mvi"), hand: try Scenesh.binary, generated: try Self.lab("seeds-lab"))
    #expect(lines.hand.lines.contains("next: RootIntent.onAppear  [MainActor]"))
  }

  /// Seed 001's Profile as its article writes it: profile-lab's hand-written view controller
  /// against the generated parts, loading, fetching and stepping. Stepping to the end takes one
  /// `step` more in the generated host, which also holds the view's call into the interactor
  /// (the hand-written host records none). Not compared by diagram: with no interactor hop, the
  /// hand-written host draws the requests from the view (`View->>URLSession`), the generated
  /// one from the interactor that makes them.
  @Test func seed001ProfileShowsTheHandWrittenHostsHops() async throws {
    func script(steps: Int) -> String {
      "open profile\ntrace\nfetchProfile 3\ntrace\nstep on\nfetchProfile 2\n"
        + String(repeating: "step\n", count: steps) + "step off\ntrace\n"
    }
    let hand = try await Scenesh.run(
      input: script(steps: 2), timeout: 120, executable: try Self.lab("profile-lab"))
    let generated = try await Scenesh.run(
      input: script(steps: 3), timeout: 120, executable: try Self.lab("seeds-lab"))
    #expect(hand.status == 0, "\(hand.output)")
    #expect(generated.status == 0, "\(generated.output)")
    let handLines = HopLines(hand.output)
    let generatedLines = HopLines(generated.output)
    #expect(
      handLines.lines.contains(
        "  ↳ GET https://jsonplaceholder.typicode.com/posts?userId=2 → 200, 2.9 KB  (300ms)"))
    let missing = generatedLines.firstMissing(of: handLines)
    #expect(missing == nil, "\(missing ?? "")")
    // What the hand-written host could not show: the calls between the parts.
    #expect(
      generatedLines.lines.contains(
        "ProfileInteractor.fetchProfile(userId: \"3\")  [actor ProfileInteractor]"))
  }

  /// Seed 001's cycle as the built-in `profile` draws it (`examples/seed-001-profile.scenesh`,
  /// a rewrite of the seed whose parts record their own hops) against the seed's own code,
  /// generated: the same parts, arrows and isolation, compared by the diagram's participants
  /// and calls (the payloads are each scene's own). The seed's worker is a struct the
  /// interactor holds as such, which nothing can stand in for without an edit: its two calls
  /// show as the two requests they make, from the interactor, not as the worker's calls.
  @Test func seed001ProfileShowsTheBuiltInCyclesPartsAndCalls() async throws {
    let hand = try await Scenesh.run(
      input: try Self.script("seed-001-profile") + "trace --mermaid\n", timeout: 120)
    let generated = try await Scenesh.run(
      input: "open profile\nfetchProfile 3\ntrace --mermaid\n", timeout: 120,
      executable: try Self.lab("seeds-lab"))
    #expect(hand.status == 0, "\(hand.output)")
    #expect(generated.status == 0, "\(generated.output)")
    let handCycle = HopLines(hand.output).diagramCalls.filter { !$0.contains("ProfileWorker") }
    let generatedCycle = HopLines(generated.output).diagramCalls
    #expect(
      handCycle == [
        "View [MainActor]", "ProfileInteractor [actor ProfileInteractor]",
        "ProfilePresenter [MainActor]", "View->>ProfileInteractor: fetchProfile",
        "ProfileInteractor->>ProfilePresenter: presentProfile",
        "ProfilePresenter->>View: displayProfile",
      ])
    let missing = HopLines(lines: generatedCycle).firstMissing(of: HopLines(lines: handCycle))
    #expect(missing == nil, "\(missing ?? "")")
    for request in ["users/3", "posts?userId=3"] {
      #expect(
        generatedCycle.contains(
          "ProfileInteractor->>URLSession: GET https://jsonplaceholder.typicode.com/" + request))
    }
  }
}

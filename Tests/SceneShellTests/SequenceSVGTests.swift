import Testing

@testable import SceneShell

/// The diagram's layout without a scene: lanes in the seeds' order, repeated blocks folded,
/// a diagram's size bounded, every label escaped.
@Suite struct SequenceSVGTests {
  private typealias Step = SequenceDiagram.Step

  private static let lanes: [SequenceDiagram.Lane] = [
    .init(name: "Router", label: "Router [MainActor]", role: .router, scene: 0),
    .init(name: "Worker", label: "Worker [nonisolated]", role: .worker, scene: 0),
    .init(name: "View", label: "View [MainActor]", role: .view, scene: 0),
    .init(name: "View2", label: "View profile [MainActor]", role: .view, scene: 1),
    .init(name: "Interactor", label: "Interactor [actor Interactor]", role: .interactor, scene: 0),
  ]

  private static func call(_ text: String) -> Step {
    .message(from: "Interactor", to: "Worker", text: text, isolation: "nonisolated", reply: false)
  }

  @Test func lanesRunInTheSeedsOrderSceneByScene() {
    let diagram = SequenceDiagram(lanes: Self.lanes, steps: [])
    #expect(
      diagram.lanesInSeedOrder.map(\.name) == ["View", "Interactor", "Worker", "Router", "View2"])
    let svg = SequenceSVG.element(diagram, title: "t")
    let order = ["View", "Interactor", "Worker", "Router", "View2"].map {
      svg.range(of: #"data-lane="\#($0)""#)?.lowerBound
    }
    #expect(order.allSatisfy { $0 != nil })
    #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
  }

  @Test func aBlockRepeatedInARowIsFoldedOnce() {
    let a = Self.call("poll")
    let b = Step.note(lane: "Interactor", text: "10 users", tone: .state, beside: false)
    let c = Self.call("stop")
    #expect(SequenceDiagram.fold([a, b, a, b, a, b, c]) == [.repeated(count: 3, [a, b]), c])
    #expect(SequenceDiagram.fold([a, c, a]) == [a, c, a])
    #expect(SequenceDiagram.fold([]) == [])
    let svg = SequenceSVG.element(
      SequenceDiagram(lanes: Self.lanes, steps: [a, b, a, b, a, b, c]), title: "live")
    #expect(svg.contains(#"<g class="frame loop" data-count="3">"#))
    #expect(svg.components(separatedBy: "<g class=\"arrow call\"").count - 1 == 2)
  }

  @Test func aDiagramDrawsAtMostItsMaximumAndSaysHowManyMore() {
    let steps = (0..<1_000).map { Self.call("fetch(\($0))") }
    let svg = SequenceSVG.element(SequenceDiagram(lanes: Self.lanes, steps: steps), title: "t")
    #expect(svg.components(separatedBy: "<g class=\"arrow call\"").count - 1 == 400)
    #expect(svg.contains("… 600 more steps not drawn"))
  }

  @Test func labelsAndLaneNamesAreEscapedForSVGAndAttributes() {
    let lanes: [SequenceDiagram.Lane] = [
      .init(name: "A\"><script>", label: "A </title><svg onload=x>", role: .view, scene: 0)
    ]
    let svg = SequenceSVG.document(
      SequenceDiagram(
        lanes: lanes,
        steps: [.note(lane: "A\"><script>", text: "a\u{1}b & <c>", tone: .rule, beside: false)]),
      title: "</title>")
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("<svg onload"))
    #expect(svg.contains(#"data-lane="A&quot;&gt;&lt;script&gt;""#))
    #expect(svg.contains("⚠ a\\u{01}b &amp; &lt;c&gt;"))
    #expect(svg.contains("<title>&lt;/title&gt;</title>"))
  }
}

import Foundation
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

  /// `par` as UML and Mermaid draw it: one operand under the other, in the order given,
  /// split by a dashed line, each arrow from and to the real lifelines (no lanes of its own).
  @Test func parallelOperandsAreStackedOnTheRealLifelines() throws {
    let user = Self.call("fetchUser(3)")
    let posts = Self.call("fetchPosts(3)")
    let svg = SequenceSVG.element(
      SequenceDiagram(lanes: Self.lanes, steps: [.parallel([[user], [posts]])]), title: "t")
    let lifelines = Dictionary(
      uniqueKeysWithValues: Self.matches(
        #"<line class="life" data-lane="([^"]*)" x1="(\d+)""#, in: svg
      ).map { ($0[0], $0[1]) })
    let arrows = Self.matches(
      #"<title>(fetch[^ ]*)  \[nonisolated\]</title>.*?<line x1="(\d+)" y1="(\d+)" x2="(\d+)""#,
      in: svg)
    #expect(arrows.map { $0[0] } == ["fetchUser(3)", "fetchPosts(3)"])
    for arrow in arrows {
      #expect(arrow[1] == lifelines["Interactor"])
      // The line stops a pixel short of the head, whose tip is on the lifeline.
      #expect(Int(arrow[3]).map { $0 + 1 } == lifelines["Worker"].flatMap { Int($0) })
    }
    let split = try #require(Self.matches(#"<line class="split" [^>]*y1="(\d+)""#, in: svg).first)
    #expect(Int(arrows[0][2])! < Int(split[0])! && Int(split[0])! < Int(arrows[1][2])!)
    #expect(svg.components(separatedBy: #"<line class="life""#).count - 1 == Self.lanes.count)
  }

  /// A note longer than its room wraps onto lines, whole, rather than being cut.
  @Test func aLongNoteWrapsWhole() {
    let text = (1...40).map { "word\($0)" }.joined(separator: " ")
    let svg = SequenceSVG.element(
      SequenceDiagram(
        lanes: Self.lanes,
        steps: [.note(lane: "View", text: text, tone: .rule, beside: false)]),
      title: "t")
    let lines = Self.matches(#"<text x="\d+" y="\d+">([^<]*)</text>"#, in: svg).map { $0[0] }
    #expect(lines.count > 1)
    #expect(lines.joined(separator: " ") == "⚠ " + text)
  }

  /// The captures of each match of `pattern` in `text`.
  private static func matches(_ pattern: String, in text: String) -> [[String]] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      (1..<match.numberOfRanges).map {
        Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? ""
      }
    }
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

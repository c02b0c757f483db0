import SceneRuntime

/// A command's hops as a Mermaid sequence diagram (`SequenceDiagram` written out): the
/// components are participants (labelled with where they run), calls are arrows from the
/// component whose code made them, a worker's result comes back as a dashed arrow, and
/// concurrent calls sit in a `par` block.
///
/// Each scene's view is a participant of its own (`View`, then `View2` for a pushed scene), so
/// a screen that loads itself is seen asking its own interactor. Observable VIP's presenter
/// writes `State (observed)`, which the view reads; pure VIP's presenter calls the view
/// (`display…`), whose own state changes are notes over it: no observed state in between.
enum TraceMermaid {
  static func lines(_ hops: [Hop]) -> [String] {
    guard !hops.isEmpty else { return [] }
    let diagram = SequenceDiagram(hops)
    var body: [String] = []
    write(diagram.steps, into: &body)
    return ["sequenceDiagram"]
      + diagram.lanes.map { "  participant \($0.name) as \(escape($0.label))" } + body
  }

  /// Mermaid ends a message at `;` and reads `#` as an entity; neither may pass through raw.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case ";": result += "#59;"
      case "#": result += "#35;"
      case "\n", "\r": result += " "
      default: result.append(character)
      }
    }
    return result
  }

  private static func write(_ steps: [SequenceDiagram.Step], into body: inout [String]) {
    for step in steps {
      switch step {
      case .message(let from, let to, let text, _, let reply):
        body.append("  \(from)\(reply ? "-->>" : "->>")\(to): \(escape(text))")
      case .note(let lane, let text, .rule, _):
        // A broken rule, in red where it happened.
        body.append("  rect rgb(255, 221, 221)")
        body.append("  Note over \(lane): \(escape(text))")
        body.append("  end")
      case .note(let lane, let text, .cancel, _):
        // The cross at the arrow's end already says "cancelled".
        body.append("  \(lane)-x\(lane): \(escape(text))")
      case .note(let lane, let text, _, let beside):
        body.append("  Note \(beside ? "right of" : "over") \(lane): \(escape(text))")
      case .parallel(let branches):
        for (index, branch) in branches.enumerated() {
          body.append(index == 0 ? "  par" : "  and")
          write(branch, into: &body)
        }
        body.append("  end")
      case .repeated(let count, let block):
        // Only `foldedSteps` folds; the steps as they happened are written out.
        for _ in 0..<count { write(block, into: &body) }
      }
    }
  }
}

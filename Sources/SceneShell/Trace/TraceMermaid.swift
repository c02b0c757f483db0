import SceneRuntime

/// A command's hops as a Mermaid sequence diagram: the components are participants (labelled
/// with where they run), calls are arrows, a worker's result comes back as a dashed arrow, and
/// concurrent calls sit in a `par` block.
enum TraceMermaid {
  static func lines(_ hops: [Hop]) -> [String] {
    guard let root = hops.first else { return [] }
    let tree = HopTree(hops)
    var diagram = Diagram()
    diagram.participant("View", label: "View [MainActor]")
    diagram.body.append("  Note over View: \(escape(root.method))")
    diagram.walk(tree.orderedChildren(of: root), from: "View", tree: tree)
    return ["sequenceDiagram"] + diagram.participants + diagram.body
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

  private struct Diagram {
    var participants: [String] = []
    var body: [String] = []
    private var known: Set<String> = []

    mutating func participant(_ name: String, label: String) {
      guard known.insert(name).inserted else { return }
      participants.append("  participant \(name) as \(escape(label))")
    }

    mutating func walk(
      _ children: [(hop: Hop, concurrent: Bool)], from caller: String, tree: HopTree
    ) {
      var index = 0
      while index < children.count {
        guard children[index].concurrent else {
          draw(children[index].hop, from: caller, tree: tree)
          index += 1
          continue
        }
        var first = true
        while index < children.count, children[index].concurrent {
          body.append(first ? "  par" : "  and")
          draw(children[index].hop, from: caller, tree: tree)
          first = false
          index += 1
        }
        body.append("  end")
      }
    }

    private mutating func draw(_ hop: Hop, from caller: String, tree: HopTree) {
      let text = escape(TraceLabel.call(hop))
      var callee = caller
      switch hop.kind {
      case .interactor, .presenter, .worker:
        callee = hop.component.isEmpty ? caller : hop.component
        participant(callee, label: "\(callee) [\(hop.isolation ?? "?")]")
        let message = escape(hop.arguments.map { "\(hop.method)(\($0))" } ?? hop.method)
        body.append("  \(caller)->>\(callee): \(message)")
      case .stateChange:
        participant("State", label: "State (observed)")
        body.append("  \(caller)->>State: \(text)")
        for detail in hop.details { body.append("  Note right of State: \(escape(detail))") }
        callee = "View"
      case .pendingConsumed:
        participant("State", label: "State (observed)")
        body.append("  View->>State: \(text) (reset, then act)")
        callee = "View"
      case .route:
        participant("Router", label: "Router [MainActor]")
        body.append("  \(caller)->>Router: \(text)")
        callee = "Router"
      case .taskCancelled, .streamTerminated:
        // The cross at the arrow's end already says "cancelled".
        let what = escape(String(TraceLabel.call(hop).dropFirst(2)))
        body.append("  \(caller)-x\(caller): \(what)")
      default:
        body.append("  Note over \(caller): \(text)")
      }
      walk(tree.orderedChildren(of: hop), from: callee, tree: tree)
      if hop.kind == .worker, let result = hop.result {
        let duration = hop.duration.map { " (\(DurationFormat.string($0)))" } ?? ""
        body.append("  \(callee)-->>\(caller): \(escape(result + duration))")
      }
    }
  }
}

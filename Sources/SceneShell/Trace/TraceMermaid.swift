import SceneRuntime
import StateDiff

/// A command's hops as a Mermaid sequence diagram: the components are participants (labelled
/// with where they run), calls are arrows from the component whose code made them, a worker's
/// result comes back as a dashed arrow, and concurrent calls sit in a `par` block.
///
/// Each scene's view is a participant of its own (`View`, then `View2` for a pushed scene), so
/// a screen that loads itself is seen asking its own interactor. Observable VIP's presenter
/// writes `State (observed)`, which the view reads; pure VIP's presenter calls the view
/// (`display…`), whose own state changes are notes over it: no observed state in between.
enum TraceMermaid {
  static func lines(_ hops: [Hop]) -> [String] {
    guard let root = hops.first else { return [] }
    let tree = HopTree(hops)
    var diagram = Diagram()
    // A command runs in its scene's view; the session's start, before any scene, in the app.
    let view: String
    if root.component.isEmpty {
      diagram.participant("App", label: "App")
      view = "App"
    } else {
      view = diagram.view(of: root.component)
    }
    diagram.body.append("  Note over \(view): \(escape(root.method))")
    diagram.walk(tree.orderedChildren(of: root), from: view, in: root.component, tree: tree)
    return ["sequenceDiagram"] + diagram.participantLines + diagram.body
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
    var body: [String] = []
    /// Participants in the order they first appear, with their labels.
    private var participants: [(name: String, label: String)] = []
    /// Participants whose label does not say where they run yet (met as a stream's
    /// consumer): a later call into them that does replaces it.
    private var unplaced: Set<String> = []
    /// The participant of each scene's view, by scene title.
    private var views: [String: String] = [:]

    var participantLines: [String] {
      participants.map { "  participant \($0.name) as \(escape($0.label))" }
    }

    /// Declares `name`. `placed` says whether `label` names where it runs.
    mutating func participant(_ name: String, label: String, placed: Bool = true) {
      guard let index = participants.firstIndex(where: { $0.name == name }) else {
        participants.append((name, label))
        if !placed { unplaced.insert(name) }
        return
      }
      if placed, unplaced.remove(name) != nil { participants[index].label = label }
    }

    /// The participant standing for the view of the scene titled `scene`.
    mutating func view(of scene: String) -> String {
      if let name = views[scene] { return name }
      let name = views.isEmpty ? "View" : "View\(views.count + 1)"
      views[scene] = name
      participant(name, label: scene.isEmpty ? "View [MainActor]" : "View \(scene) [MainActor]")
      return name
    }

    /// Draws `children`, called from `caller`, in the scene titled `scene`.
    mutating func walk(
      _ children: [(hop: Hop, concurrent: Bool)], from caller: String, in scene: String,
      tree: HopTree
    ) {
      var index = 0
      while index < children.count {
        guard children[index].concurrent else {
          draw(children[index].hop, from: caller, in: scene, tree: tree)
          index += 1
          continue
        }
        var first = true
        while index < children.count, children[index].concurrent {
          body.append(first ? "  par" : "  and")
          draw(children[index].hop, from: caller, in: scene, tree: tree)
          first = false
          index += 1
        }
        body.append("  end")
      }
    }

    private mutating func draw(_ hop: Hop, from caller: String, in scene: String, tree: HopTree) {
      let text = escape(TraceLabel.call(hop))
      var callee = caller
      var inScene = scene
      switch hop.kind {
      case .delivery:
        // A delivered element comes from its stream's source, not from whoever listens; a
        // completion handler's, from the worker that answered.
        let source = hop.caller ?? "stream"
        participant(source, label: source)
        callee = hop.component
        participant(callee, label: callee, placed: false)
        let answered = tree.answer(deliveredBy: hop)
        let arrow = answered == nil ? "->>" : "-->>"
        let duration = answered?.duration.map { " (\(DurationFormat.string($0)))" } ?? ""
        body.append("  \(source)\(arrow)\(callee): \(escape(hop.method + duration))")
      case .display:
        // Pure VIP: the presenter calls the scene's view itself.
        callee = view(of: scene)
        body.append("  \(caller)->>\(callee): \(escape(hop.call.dropComponent(hop.component)))")
      case .request:
        // A request the scene's own URLSession made: the shell answers it, not a network.
        participant("URLSession", label: "URLSession (answered by the shell)")
        callee = "URLSession"
        body.append("  \(caller)->>URLSession: \(text)")
      case .interactor, .presenter, .worker:
        callee = hop.component.isEmpty ? caller : hop.component
        participant(callee, label: "\(callee) [\(hop.isolation ?? "?")]")
        body.append("  \(caller)->>\(callee): \(escape(hop.call.dropComponent(hop.component)))")
      case .stateChange
      where tree.kind(ofParentOf: hop) == .display
        || (views.values.contains(caller) && tree.kind(ofParentOf: hop) != .pendingConsumed):
        // The view set its own state (pure VIP: what it was told, or its spinner): nothing
        // observed it.
        body.append("  Note over \(caller): \(text)")
        for detail in hop.details { body.append("  Note over \(caller): \(escape(detail))") }
      case .stateChange:
        participant("State", label: "State (observed)")
        body.append("  \(caller)->>State: \(text)")
        for detail in hop.details { body.append("  Note right of State: \(escape(detail))") }
        callee = view(of: scene)
      case .pendingConsumed:
        participant("State", label: "State (observed)")
        callee = view(of: scene)
        body.append("  \(callee)->>State: \(text) (reset, then act)")
      case .route where caller.hasSuffix("Router"):
        // The scene's own router got the event (MVI's router subscribes to the model).
        body.append("  Note over \(caller): \(text)")
      case .route:
        participant("Router", label: "Router [MainActor]")
        body.append("  \(caller)->>Router: \(text)")
        callee = "Router"
      case .push:
        // The router pushes the new screen; from here on its view is the caller.
        inScene = hop.component
        let pushed = self.view(of: hop.component)
        body.append("  \(caller)->>\(pushed): \(text)")
        callee = pushed
      case .rule:
        // A broken rule, in red where it happened.
        body.append("  rect rgb(255, 221, 221)")
        body.append("  Note over \(caller): \(text)")
        body.append("  end")
      case .taskCancelled, .streamTerminated:
        // The cross at the arrow's end already says "cancelled".
        let what = escape(String(TraceLabel.call(hop).dropFirst(2)))
        body.append("  \(caller)-x\(caller): \(what)")
      default:
        body.append("  Note over \(caller): \(text)")
      }
      walk(tree.orderedChildren(of: hop), from: callee, in: inScene, tree: tree)
      if hop.kind == .worker || hop.kind == .request, let result = hop.result,
        !tree.isDelivered(hop)
      {
        let duration = hop.duration.map { " (\(DurationFormat.string($0)))" } ?? ""
        body.append("  \(callee)-->>\(caller): \(escape(result + duration))")
      }
    }
  }
}

extension String {
  /// `UserListPresenter.presentLoading(true)` → `presentLoading(true)`: the arrow (or the
  /// line's marker) already says which component.
  func dropComponent(_ component: String) -> String {
    guard !component.isEmpty, hasPrefix(component + ".") else { return self }
    return String(dropFirst(component.count + 1))
  }
}

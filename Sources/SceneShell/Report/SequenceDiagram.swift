import SceneRuntime
import StateDiff

/// A command's hops as a sequence diagram, before anything draws it: the lanes (one per
/// component, each scene's view its own) and the steps between them, in the order the trace
/// tree lists them. `trace --mermaid` and `report FILE.md` write it as Mermaid
/// (`TraceMermaid`); `trace --svg` and `report FILE.html` lay it out as SVG (`SequenceSVG`).
///
/// ```swift
/// let diagram = SequenceDiagram(recorder.hops(ofCommand: command))
/// diagram.lanesInSeedOrder.map(\.name)  // ["View", "UserListInteractor", "UserListWorker", …]
/// ```
///
/// Texts are kept as recorded: each writer escapes them for where they go.
struct SequenceDiagram: Equatable {
  /// What a lane stands for, in the order the seeds draw them left to right.
  enum Role: Int, Comparable {
    case view, interactor, worker, network, presenter, state, router, other

    static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  struct Lane: Equatable {
    /// The participant's identifier: a component's name, `View`, `View2`, `State`, `Router`.
    let name: String
    /// What the lane's head says: the component and where it runs.
    var label: String
    let role: Role
    /// Which scene's view the lane was first met under (0 for the first): the seeds' order
    /// holds within a scene, and a pushed scene's lanes follow the scene that pushed it.
    let scene: Int
  }

  /// How a note reads: as the text forms mark them (`→ route`, `! alert`, `⚠`, `✕`).
  enum Tone: String, Equatable {
    case plain, command, state, route, alert, rule, cancel
  }

  indirect enum Step: Equatable {
    /// A call (`reply: false`) or an answer coming back (`reply: true`); `isolation` is where
    /// the callee ran, for a call into an interactor, a worker or a presenter.
    case message(from: String, to: String, text: String, isolation: String?, reply: Bool)
    /// A note over a lane; `beside` puts it to the lane's right (a state change's details).
    case note(lane: String, text: String, tone: Tone, beside: Bool)
    /// Calls that ran concurrently (an `async let` pair): each branch an operand, in the
    /// order the scene started them.
    case parallel([[Step]])
    /// A block of steps that happened `count` times in a row, drawn once (a poll).
    case repeated(count: Int, [Step])
  }

  /// The lanes in the order they were first met.
  private(set) var lanes: [Lane] = []
  private(set) var steps: [Step] = []

  /// The lanes left to right as the seeds draw them: View, Interactor, Worker, Presenter,
  /// State/Model, Router — scene by scene, then in the order met.
  var lanesInSeedOrder: [Lane] {
    lanes.enumerated().sorted {
      ($0.element.scene, $0.element.role, $0.offset) < (
        $1.element.scene, $1.element.role, $1.offset
      )
    }.map(\.element)
  }

  init(_ hops: [Hop]) {
    guard let root = hops.first else { return }
    var builder = Builder()
    builder.start(root: root, tree: HopTree(hops))
    lanes = builder.lanes
    steps = builder.steps
  }

  /// A diagram made directly, not from hops (the layout's tests).
  init(lanes: [Lane], steps: [Step]) {
    self.lanes = lanes
    self.steps = steps
  }

  /// The steps with runs of a repeated block (every poll of a live list alike) folded into
  /// one `repeated` step each, inside parallel branches too.
  var foldedSteps: [Step] { Self.fold(steps) }

  static func fold(_ steps: [Step]) -> [Step] {
    let inner = steps.map { step -> Step in
      switch step {
      case .parallel(let branches): .parallel(branches.map(fold))
      case .repeated(let count, let block): .repeated(count: count, fold(block))
      default: step
      }
    }
    var result: [Step] = []
    var index = 0
    while index < inner.count {
      var best: (length: Int, count: Int) = (1, 1)
      for length in stride(from: 1, through: min(8, (inner.count - index) / 2), by: 1) {
        var count = 1
        while index + (count + 1) * length <= inner.count,
          inner[(index + count * length)..<(index + (count + 1) * length)]
            .elementsEqual(inner[index..<(index + length)])
        {
          count += 1
        }
        if count > 1, count * length > best.count * best.length { best = (length, count) }
      }
      if best.count > 1 {
        result.append(.repeated(count: best.count, Array(inner[index..<(index + best.length)])))
        index += best.count * best.length
      } else {
        result.append(inner[index])
        index += 1
      }
    }
    return result
  }

  /// The walk over a command's hops (what `TraceMermaid` did inline before the SVG needed the
  /// same diagram): who calls whom, as each kind of hop is drawn.
  private struct Builder {
    var lanes: [Lane] = []
    var steps: [Step] = []
    /// Where steps go: the innermost open parallel branch's steps last.
    private var open: [[Step]] = []
    /// Lanes whose label does not say where they run yet (met as a stream's consumer): a
    /// later call into them that does replaces it.
    private var unplaced: Set<String> = []
    /// The lane of each scene's view, by scene title, and its scene's number.
    private var views: [String: (name: String, scene: Int)] = [:]
    private var scene = 0

    mutating func start(root: Hop, tree: HopTree) {
      // A command runs in its scene's view; the session's start, before any scene, in the app.
      let view: String
      if root.component.isEmpty {
        lane("App", label: "App", role: .view)
        view = "App"
      } else {
        view = self.view(of: root.component)
      }
      add(.note(lane: view, text: root.method, tone: .command, beside: false))
      // The session's start has no scene of its own: what the first scene's view does as it
      // appears (a view controller's fetch in `viewWillAppear`) is drawn in that scene's lane.
      let children = tree.orderedChildren(of: root)
      let title =
        root.component.isEmpty
        ? children.first(where: { $0.hop.kind == .push })?.hop.component ?? "" : root.component
      walk(children, from: view, in: title, tree: tree)
    }

    private mutating func add(_ step: Step) {
      if open.isEmpty { steps.append(step) } else { open[open.count - 1].append(step) }
    }

    private mutating func lane(_ name: String, label: String, role: Role, placed: Bool = true) {
      guard let index = lanes.firstIndex(where: { $0.name == name }) else {
        lanes.append(Lane(name: name, label: label, role: role, scene: scene))
        if !placed { unplaced.insert(name) }
        return
      }
      if placed, unplaced.remove(name) != nil { lanes[index].label = label }
    }

    /// The lane standing for the view of the scene titled `title`.
    private mutating func view(of title: String) -> String {
      if let known = views[title] {
        scene = known.scene
        return known.name
      }
      let name = views.isEmpty ? "View" : "View\(views.count + 1)"
      scene = views.count
      views[title] = (name, scene)
      lane(
        name, label: title.isEmpty ? "View [MainActor]" : "View \(title) [MainActor]", role: .view)
      return name
    }

    private func isView(_ name: String) -> Bool {
      views.values.contains { $0.name == name }
    }

    /// What role a component plays, by the kind of hop that entered it or its name.
    private static func role(of name: String, kind: Hop.Kind) -> Role {
      switch kind {
      case .worker: return .worker
      case .presenter: return name.hasSuffix("Model") ? .state : .presenter
      case .interactor: return .interactor
      case .router: return .router
      default: break
      }
      if name.hasSuffix("Router") { return .router }
      if name.hasSuffix("Worker") { return .worker }
      if name.hasSuffix("Interactor") || name.hasSuffix("Intent") { return .interactor }
      if name.hasSuffix("Presenter") { return .presenter }
      if name.hasSuffix("Model") || name.hasSuffix("State") { return .state }
      return .other
    }

    /// Draws `children`, called from `caller`, in the scene titled `title`.
    private mutating func walk(
      _ children: [(hop: Hop, concurrent: Bool)], from caller: String, in title: String,
      tree: HopTree
    ) {
      var index = 0
      while index < children.count {
        guard children[index].concurrent else {
          draw(children[index].hop, from: caller, in: title, tree: tree)
          index += 1
          continue
        }
        var branches: [[Step]] = []
        while index < children.count, children[index].concurrent {
          open.append([])
          draw(children[index].hop, from: caller, in: title, tree: tree)
          branches.append(open.removeLast())
          index += 1
        }
        add(.parallel(branches))
      }
    }

    private mutating func draw(_ hop: Hop, from caller: String, in title: String, tree: HopTree) {
      let text = TraceLabel.call(hop)
      var callee = caller
      var inScene = title
      let scene = self.scene
      switch hop.kind {
      case .delivery:
        // A delivered element comes from its stream's source, not from whoever listens; a
        // completion handler's, from the worker that answered.
        let source = hop.caller ?? "stream"
        lane(source, label: source, role: Self.role(of: source, kind: hop.kind))
        callee = hop.component
        lane(callee, label: callee, role: Self.role(of: callee, kind: hop.kind), placed: false)
        let answered = tree.answer(deliveredBy: hop)
        let duration = answered?.duration.map { " (\(DurationFormat.string($0)))" } ?? ""
        add(
          .message(
            from: source, to: callee, text: hop.method + duration, isolation: nil,
            reply: answered != nil))
      case .display:
        // Pure VIP: the presenter calls the scene's view itself.
        callee = view(of: title)
        add(
          .message(
            from: caller, to: callee, text: hop.call.dropComponent(hop.component),
            isolation: nil, reply: false))
      case .request:
        // A request the scene's own URLSession made: the shell answers it, not a network.
        lane("URLSession", label: "URLSession (answered by the shell)", role: .network)
        callee = "URLSession"
        add(.message(from: caller, to: callee, text: text, isolation: nil, reply: false))
      case .interactor, .presenter, .worker, .router:
        callee = hop.component.isEmpty ? caller : hop.component
        lane(
          callee, label: "\(callee) [\(hop.isolation ?? "?")]",
          role: Self.role(of: callee, kind: hop.kind))
        add(
          .message(
            from: caller, to: callee, text: hop.call.dropComponent(hop.component),
            isolation: hop.isolation, reply: false))
      case .stateChange
      where tree.kind(ofParentOf: hop) == .display
        || (isView(caller) && tree.kind(ofParentOf: hop) != .pendingConsumed):
        // The view set its own state (pure VIP: what it was told, or its spinner): nothing
        // observed it.
        add(.note(lane: caller, text: text, tone: .state, beside: false))
        for detail in hop.details {
          add(.note(lane: caller, text: detail, tone: .state, beside: false))
        }
      case .stateChange:
        lane("State", label: "State (observed)", role: .state)
        add(.message(from: caller, to: "State", text: text, isolation: nil, reply: false))
        for detail in hop.details {
          add(.note(lane: "State", text: detail, tone: .state, beside: true))
        }
        callee = view(of: title)
      case .pendingConsumed:
        lane("State", label: "State (observed)", role: .state)
        callee = view(of: title)
        add(
          .message(
            from: callee, to: "State", text: text + " (reset, then act)", isolation: nil,
            reply: false))
      case .route where caller.hasSuffix("Router"):
        // The scene's own router took the route: MVI's subscribes to the model, a Clean Swift
        // router's call is a `.router` hop the route happens under.
        add(.note(lane: caller, text: text, tone: .route, beside: false))
      case .route:
        lane("Router", label: "Router [MainActor]", role: .router)
        add(.message(from: caller, to: "Router", text: text, isolation: nil, reply: false))
        callee = "Router"
      case .push:
        // The router pushes the new screen; from here on its view is the caller.
        inScene = hop.component
        let pushed = view(of: hop.component)
        add(.message(from: caller, to: pushed, text: text, isolation: nil, reply: false))
        callee = pushed
      case .rule:
        add(.note(lane: caller, text: text, tone: .rule, beside: false))
      case .taskCancelled, .streamTerminated:
        // The cross already says "cancelled".
        add(.note(lane: caller, text: String(text.dropFirst(2)), tone: .cancel, beside: false))
      case .alert:
        add(.note(lane: caller, text: text, tone: .alert, beside: false))
      default:
        add(.note(lane: caller, text: text, tone: .plain, beside: false))
      }
      var children = tree.orderedChildren(of: hop)
      if hop.kind == .stateChange {
        // A rule a change broke is its writer's: the note goes on the lane that wrote it.
        walk(children.filter { $0.hop.kind == .rule }, from: caller, in: inScene, tree: tree)
        children.removeAll { $0.hop.kind == .rule }
      }
      walk(children, from: callee, in: inScene, tree: tree)
      self.scene = scene
      if hop.kind == .worker || hop.kind == .request, let result = hop.result,
        !tree.isDelivered(hop)
      {
        let duration = hop.duration.map { " (\(DurationFormat.string($0)))" } ?? ""
        add(
          .message(from: callee, to: caller, text: result + duration, isolation: nil, reply: true))
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

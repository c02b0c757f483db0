import SceneRuntime

/// A command's hops as an indented tree, like seed 000's hand-drawn flow:
///
/// ```
/// fetch
/// └─ UserListInteractor.fetchUsers  [actor UserListInteractor]
///    ├─ UserListPresenter.presentLoading(true)  [MainActor]
///    │  └─ Δ isLoading: false → true
///    └─ UserListWorker.fetchUsers → 10 users  (300ms)
/// ```
///
/// Siblings that ran concurrently (in tasks of their own, such as `async let`) are marked `∥`
/// and listed in a stable order, since the order they happened to start in varies. While a
/// stepped command is held, the hop `step` lets go next is marked `⏸ next`, and the others
/// held beside it (the other half of an `async let`) `⏸ waiting`.
enum TraceTree {
  static func lines(
    _ hops: [Hop], dropped: Int = 0, waiting: [Int] = []
  ) -> [String] {
    guard let root = hops.first else { return [] }
    let tree = HopTree(hops)
    var output = [root.method]
    write(
      children: tree.orderedChildren(of: root), prefix: "", tree: tree, waiting: waiting,
      into: &output)
    if dropped > 0 { output.append("… \(dropped) more hops not kept") }
    return output
  }

  private static func write(
    children: [(hop: Hop, concurrent: Bool)], prefix: String, tree: HopTree, waiting: [Int],
    into output: inout [String]
  ) {
    for (position, child) in children.enumerated() {
      let isLast = position == children.count - 1
      let marker = child.concurrent ? "∥ " : ""
      let paused =
        waiting.first == child.hop.id
        ? "  ⏸ next" : waiting.contains(child.hop.id) ? "  ⏸ waiting" : ""
      output.append(
        prefix + (isLast ? "└─ " : "├─ ") + marker + TraceLabel.line(child.hop) + paused)
      let inner = prefix + (isLast ? "   " : "│  ")
      for detail in child.hop.details { output.append(inner + "  " + detail) }
      write(
        children: tree.orderedChildren(of: child.hop), prefix: inner, tree: tree,
        waiting: waiting, into: &output)
    }
  }
}

/// Hops arranged by parent, with concurrent siblings found and put in a stable order. Shared
/// by the tree and the sequence diagram.
struct HopTree {
  private var children: [Int: [Hop]] = [:]
  private var byID: [Int: Hop] = [:]

  init(_ hops: [Hop]) {
    for hop in hops {
      byID[hop.id] = hop
      guard let parent = hop.parent else { continue }
      children[parent, default: []].append(hop)
    }
    // In the order they started (see `HopStart`), not the order they were recorded: a request
    // recorded on a URLSession thread gets there in whatever order the threads do.
    for parent in children.keys {
      children[parent]?.sort { ($0.start, $0.id) < ($1.start, $1.id) }
    }
  }

  /// What kind of hop `hop` happened inside.
  func kind(ofParentOf hop: Hop) -> Hop.Kind? {
    hop.parent.flatMap { byID[$0]?.kind }
  }

  /// True when a completion handler's delivery of `hop`'s answer follows it (a
  /// completion-handler worker call): the delivery is the answer's arrow, drawn once.
  func isDelivered(_ hop: Hop) -> Bool {
    guard let parent = hop.parent else { return false }
    return (children[parent] ?? []).contains { Self.delivers($0, answerOf: hop) }
  }

  /// The worker call whose answer `delivery` hands to a completion handler, if it is one.
  func answer(deliveredBy delivery: Hop) -> Hop? {
    guard delivery.kind == .delivery, let parent = delivery.parent else { return nil }
    return (children[parent] ?? []).first { Self.delivers(delivery, answerOf: $0) }
  }

  private static func delivers(_ delivery: Hop, answerOf call: Hop) -> Bool {
    delivery.kind == .delivery && delivery.delivers == call.id
  }

  /// The hops recorded inside `hop`, in the order they started; a run of calls of one kind
  /// made from different tasks at once is marked concurrent, still in the order the scene's
  /// code started them (`async let user` before `async let posts`, as the seed writes them).
  func orderedChildren(of hop: Hop) -> [(hop: Hop, concurrent: Bool)] {
    Self.arrange(children[hop.id] ?? [], parentTask: hop.taskIdentity)
  }

  /// Siblings in the order they happened, with each concurrent run marked.
  static func arrange(_ hops: [Hop], parentTask: Int) -> [(hop: Hop, concurrent: Bool)] {
    var result: [(hop: Hop, concurrent: Bool)] = []
    var index = 0
    while index < hops.count {
      let run = concurrentRun(in: hops, from: index, parentTask: parentTask)
      if run.count > 1 {
        result += run.map { ($0, true) }
      } else {
        result.append((hops[index], false))
      }
      index += max(run.count, 1)
    }
    return result
  }

  /// Consecutive calls of one kind, each from a task of its own other than the parent's.
  private static func concurrentRun(in hops: [Hop], from start: Int, parentTask: Int) -> [Hop] {
    let first = hops[start]
    guard Self.callKinds.contains(first.kind), first.taskIdentity != parentTask else {
      return [first]
    }
    var run = [first]
    var tasks: Set<Int> = [first.taskIdentity]
    for hop in hops[(start + 1)...] {
      guard hop.kind == first.kind, hop.taskIdentity != parentTask,
        tasks.insert(hop.taskIdentity).inserted
      else { break }
      run.append(hop)
    }
    return run
  }

  private static let callKinds: Set<Hop.Kind> = [.interactor, .worker, .request, .presenter]
}

/// `scenesh-bench once CASE REPEATS`: one side of a target, set up and then run `REPEATS` times,
/// for a profiler or for `instructions` to count (`0` runs the set-up alone).
enum OnceCase {
  /// The throughput script's length under callgrind, which runs code about 50 times slower.
  static let throughputCommands = 2_000

  static let names = [
    "shell", "shell-no-hops", "shell-no-hops-no-diffs", "direct", "tree", "path-lines",
    "equal-diff", "equal", "scale-shell", "scale-direct",
  ]

  /// The `scale` cases' list under callgrind, and the refreshes in one run of their work.
  static let scaleRows = 10_000
  static let scaleRefreshes = 2

  @MainActor
  static func run(_ arguments: [String]) async -> Bool {
    guard arguments.count == 2, let repeats = Int(arguments[1]), repeats >= 0 else {
      return false
    }
    let work: (@MainActor () async -> String)?
    switch arguments[0] {
    case "shell", "shell-no-hops", "shell-no-hops-no-diffs":
      // The variants are the parts-off rows of `throughput`, to profile what a part costs.
      let script = ThroughputBenchmarks.script(throughputCommands)
      let recordsHops = arguments[0] == "shell"
      let printsChanges = arguments[0] != "shell-no-hops-no-diffs"
      work = {
        await ThroughputBenchmarks.throughShell(
          script, recordsHops: recordsHops, printsChanges: printsChanges)
      }
    case "direct":
      let script = ThroughputBenchmarks.script(throughputCommands)
      work = { await ThroughputBenchmarks.directly(script) }
    case "tree", "path-lines":
      let data = DiffBenchmarks.OneChange()
      work = arguments[0] == "tree" ? data.tree : data.pathLines
    case "equal-diff", "equal":
      let data = DiffBenchmarks.EqualLists()
      work = arguments[0] == "equal" ? data.equals : data.diff
    case "scale-shell", "scale-direct":
      // One row renamed every other answer, as `scale` times it; each run loads the list, then
      // refreshes it, through the shell or directly.
      guard
        let server = LoopbackServer(bodies: [
          ScaleBenchmarks.usersJSON(scaleRows, firstName: "Leanne Graham"),
          ScaleBenchmarks.usersJSON(scaleRows, firstName: "Ada Lovelace"),
        ])
      else { return false }
      let commands = Array(repeating: "refresh", count: scaleRefreshes)
      let url = server.baseURL
      if arguments[0] == "scale-shell" {
        work = { await ThroughputBenchmarks.throughShell(commands, dataURL: url.absoluteString) }
      } else {
        work = { await ThroughputBenchmarks.directly(commands, dataURL: url) }
      }
    default:
      work = nil
    }
    guard let work else { return false }
    var note = "set up only"
    for _ in 0..<repeats {
      note = await work()
    }
    print("\(arguments[0]) × \(repeats): \(note)")
    return true
  }
}

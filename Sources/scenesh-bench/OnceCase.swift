/// `scenesh-bench once CASE REPEATS`: one side of a target, set up and then run `REPEATS` times,
/// for a profiler or for `instructions` to count (`0` runs the set-up alone).
enum OnceCase {
  /// The throughput script's length under callgrind, which runs code about 50 times slower.
  static let throughputCommands = 2_000

  static let names = [
    "shell", "shell-no-hops", "shell-no-hops-no-diffs", "direct", "tree", "path-lines",
    "equal-diff", "equal",
  ]

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

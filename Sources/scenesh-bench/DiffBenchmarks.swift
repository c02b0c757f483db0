import StateDiff

/// The issue's targets: one field changed and one element inserted in `[User]` at three sizes,
/// a Bool flip next to a 10k list, and a full dump of 10k users.
enum DiffBenchmarks {
  static let suite = BenchmarkSuite(
    name: "diff", summary: "StateDiff: diff and dump of [User] at 1k/10k/100k", run: run)

  struct User: Equatable, Identifiable {
    var id: Int
    var name: String
    var email: String
    var username: String
    var isActive: Bool
  }

  /// The same fields without `Equatable`/`Identifiable`: the engine's structural fallback.
  struct PlainUser {
    var id: Int
    var name: String
    var email: String
    var username: String
    var isActive: Bool
  }

  struct DisplayState: Equatable {
    var isLoading: Bool
    var users: [User]
    var selectedID: Int?
  }

  static func makeUsers(_ count: Int, startingAt first: Int = 0) -> [User] {
    (first..<(first + count)).map { index in
      User(
        id: index, name: "User \(index)", email: "user\(index)@example.com",
        username: "user\(index)", isActive: index % 3 != 0)
    }
  }

  @MainActor
  static func run() async {
    var rows: [Measurement] = []
    for size in [1_000, 10_000, 100_000] {
      let old = makeUsers(size)
      var renamed = old
      renamed[size / 2].name = "Renamed"
      rows.append(timeDiff("one name changed, \(label(size))", old, renamed))
    }
    for size in [1_000, 10_000, 100_000] {
      let old = makeUsers(size)
      let inserted = makeUsers(1, startingAt: -1) + old
      rows.append(timeDiff("insert at front, \(label(size))", old, inserted))
    }
    let before = DisplayState(isLoading: false, users: makeUsers(10_000), selectedID: nil)
    var after = before
    after.isLoading = true
    rows.append(timeDiff("DisplayState Bool flip, 10k list", before, after, at: Path("state")))
    // The same flip when the new state's list is an equal copy, not shared storage.
    after.users = makeUsers(10_000)
    rows.append(timeDiff("  same, list rebuilt (equal)", before, after, at: Path("state")))
    let plain = makeUsers(10_000).map {
      PlainUser(id: $0.id, name: $0.name, email: $0.email, username: $0.username, isActive: true)
    }
    var plainRenamed = plain
    plainRenamed[5_000].name = "Renamed"
    rows.append(timeDiff("non-Equatable users, 1 change, 10k", plain, plainRenamed))

    let users = makeUsers(10_000)
    rows.append(
      Measurement.measure(
        "dump 10k users (block)", note: { "\(groupedBytes($0)) bytes" },
        { Dump.block(users, options: .unlimited).utf8.count }))
    rows.append(
      Measurement.measure(
        "dump 10k users (line)", note: { "\(groupedBytes($0)) bytes" },
        { Dump.line(users, options: .unlimited).utf8.count }))
    printTable("StateDiff (release; diff + pathLines render, 7 runs after 2 warm-ups)", rows)
    print()
    printTargets(
      "Targets (median of per-run ratios; the two sides alternate, 7 runs after 2 warm-ups)",
      await targets())
  }

  /// Issue 15's targets 3 and 4: costs measured against their floor in the same run.
  @MainActor
  static func targets() async -> [RatioTarget] {
    let oneChange = OneChange()
    let tree = await RatioTarget.measure(
      "tree / path lines, 100k, 1 change", limit: 2,
      measured: oneChange.tree, baseline: oneChange.pathLines)
    let equal = EqualLists()
    let equalList = await RatioTarget.measure(
      "diff / ==, rebuilt equal 10k list", limit: 1.5, runs: 21,
      measured: equal.diff, baseline: equal.equals)
    return [tree, equalList]
  }

  /// Target 3's data: 100k users, one renamed.
  struct OneChange {
    let old = makeUsers(100_000)
    let renamed: [User]

    init() {
      var renamed = old
      renamed[50_000].name = "Renamed"
      self.renamed = renamed
    }

    func tree() -> String {
      "\(diff(old, renamed, at: Path("users")).tree().utf8.count) bytes of tree"
    }

    func pathLines() -> String {
      diff(old, renamed, at: Path("users")).pathLines().joined()
    }
  }

  /// Target 4's data: a 10k list and the same list built again.
  struct EqualLists {
    let list = makeUsers(10_000)
    let rebuilt = makeUsers(10_000)

    func diff() -> String {
      "\(StateDiff.diff(list, rebuilt, at: Path("users")).changes.count) changes"
    }

    func equals() -> String {
      list == rebuilt ? "equal" : "different"
    }
  }

  private static func timeDiff(
    _ name: String, _ old: Any, _ new: Any, at path: Path = Path("users")
  ) -> Measurement {
    let body = {
      let lines = diff(old, new, at: path).pathLines()
      return lines.count == 1 ? lines[0] : "\(lines.count) lines"
    }
    return Measurement.measure(name, note: { $0 }, body)
  }

  private static func label(_ size: Int) -> String {
    size >= 1_000 ? "\(size / 1_000)k" : String(size)
  }

  private static func groupedBytes(_ count: Int) -> String {
    let formatted = String(count)
    var result = ""
    for (offset, digit) in formatted.enumerated() {
      if offset > 0 && (formatted.count - offset) % 3 == 0 {
        result.append(",")
      }
      result.append(digit)
    }
    return result
  }
}

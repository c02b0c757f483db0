import Foundation
import Synchronization

/// `refresh` of the users list at 1k, 10k and 40k rows, answered by a local server (the bytes
/// made once), as issue 24 asks:
/// - the shell's share: the same refreshes through the shell and driven directly (the scene's
///   worker, decoding and presenter, settled and consumed as a view would), wall time;
/// - memory: how much the installed scenesh's peak resident memory (VmHWM) grows per refresh
///   when the answer is equal, and when one row changes each time: read from /proc as the
///   server receives refresh `short + 1` and `long`, after the allocator has warmed up (its heap
///   grows for the first twenty refreshes at 40k rows, then stays), over the refreshes between.
@MainActor
enum ScaleBenchmarks {
  static let suite = BenchmarkSuite(
    name: "scale", summary: "refresh at 1k/10k/40k rows from a local server: share and memory"
  ) {
    await run()
  }

  private struct Size {
    let rows: Int
    /// Refreshes per timed run, and the two lengths of the memory runs.
    let timed: Int
    let memory: (short: Int, long: Int)
  }

  private static let sizes = [
    Size(rows: 1_000, timed: 50, memory: (100, 400)),
    Size(rows: 10_000, timed: 10, memory: (50, 150)),
    Size(rows: 40_000, timed: 3, memory: (20, 45)),
  ]

  static func run() async {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let shell = folder.appendingPathComponent("scenesh").path
    guard FileManager.default.isExecutableFile(atPath: shell) else {
      print("scale: \(shell) is missing; build it first (make bench does)")
      return
    }
    var shares: [RatioTarget] = []
    var memory: [[String]] = []
    for size in sizes {
      let equal = usersJSON(size.rows, firstName: "Leanne Graham")
      let renamed = usersJSON(size.rows, firstName: "Ada Lovelace")
      guard let steady = LoopbackServer(bodies: [equal]),
        let toggling = LoopbackServer(bodies: [equal, renamed])
      else {
        print("scale: cannot listen on 127.0.0.1")
        return
      }
      defer {
        steady.stop()
        toggling.stop()
      }
      let commands = Array(repeating: "refresh", count: size.timed)
      shares.append(
        await RatioTarget.measure(
          "shell / direct, \(size.rows / 1_000)k rows, \(size.timed) refreshes", limit: 1.3,
          runs: 3, warmUps: 1,
          measured: {
            await ThroughputBenchmarks.throughShell(
              commands, dataURL: toggling.baseURL.absoluteString)
          },
          baseline: { await ThroughputBenchmarks.directly(commands, dataURL: toggling.baseURL) }))
      for (label, server, limit) in [
        ("equal answer", steady, 16), ("one row changed", toggling, 64),
      ] {
        let growth = (0..<3).compactMap { _ in
          growthPerRefresh(shell, server: server, lengths: size.memory)
        }
        guard growth.count == 3 else {
          print("scale: scenesh did not exit 0 against the local server")
          return
        }
        let median = medianOf(growth)
        memory.append([
          "RSS per refresh, \(size.rows / 1_000)k rows, \(label)",
          String(format: "%.1f", median), String(format: "%.1f", growth.min() ?? 0),
          String(format: "%.1f", growth.max() ?? 0), "< \(limit) KB",
          median < Double(limit) ? "met" : "NOT MET",
          "refreshes \(size.memory.short) to \(size.memory.long - 1)",
        ])
      }
    }
    printTargets(
      "Scale (release; shell and direct alternate, 3 runs after 1 warm-up; one row changes per "
        + "refresh)", shares)
    print()
    printColumns(
      "Memory per refresh (release scenesh, peak RSS from /proc; 3 runs)",
      ["target", "median KB", "min", "max", "limit", "", "note"], memory, leftAligned: [0, 5])
  }

  /// Peak RSS growth per refresh in KiB, between refresh `short` and refresh `long - 1` of one
  /// run of `long`; nil when the run fails.
  private static func growthPerRefresh(
    _ shell: String, server: LoopbackServer, lengths: (short: Int, long: Int)
  ) -> Double? {
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-scale-\(lengths.long).scenesh")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = ["--data-url", server.baseURL.absoluteString, script.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard
      (try? String(repeating: "refresh\n", count: lengths.long).write(
        to: script, atomically: true, encoding: .utf8)) != nil
    else { return nil }
    // Request 1 is the first load, request N + 1 refresh N: when it comes, refresh N - 1 and
    // all before it are done.
    let pid = Atomic<Int32>(0)
    let peaks = Mutex<[Int: Int]>([:])
    let marks = [lengths.short + 2, lengths.long + 1]
    server.whenRequested { number in
      guard marks.contains(number), let peak = peakKilobytes(of: pid.load(ordering: .acquiring))
      else { return }
      peaks.withLock { $0[number] = peak }
    }
    guard (try? process.run()) != nil else { return nil }
    pid.store(process.processIdentifier, ordering: .releasing)
    process.waitUntilExit()
    server.whenRequested(nil)
    let found = peaks.withLock { $0 }
    guard process.terminationStatus == 0, let first = found[marks[0]], let last = found[marks[1]]
    else { return nil }
    return Double(last - first) / Double(marks[1] - marks[0])
  }

  /// VmHWM of `pid`, from /proc: its peak resident memory since it started.
  nonisolated private static func peakKilobytes(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }

  /// `rows` users shaped as jsonplaceholder's, the first named `firstName`.
  static func usersJSON(_ rows: Int, firstName: String) -> Data {
    var text = "["
    for id in 1...rows {
      let name = id == 1 ? firstName : "User Number \(id)"
      text += id == 1 ? "" : ","
      text +=
        #"{"id":\#(id),"name":"\#(name)","username":"user\#(id)","email":"user\#(id)@example.com","#
        + #""address":{"street":"Main Street","suite":"Apt. \#(id)","city":"Gwenborough","#
        + #""zipcode":"92998-3874","geo":{"lat":"-37.3159","lng":"81.1496"}},"#
        + #""phone":"1-770-736-8031","website":"hildegard.org","#
        + #""company":{"name":"Romaguera-Crona","catchPhrase":"Multi-layered","bs":"e-markets"}}"#
    }
    return Data((text + "]").utf8)
  }
}

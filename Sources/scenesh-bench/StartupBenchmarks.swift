import Foundation

/// `echo quit | scenesh` against a Foundation hello world (`scenesh-baseline`): wall time to
/// exit and peak resident memory, the two programs run in alternation by `scenesh-spawn`
/// (which forks from a small process, so a child's peak memory is its own). Like for like, the
/// hello world linked as the installed scenesh is (`--static-swift-stdlib`,
/// `scenesh-baseline-static`), then the dynamic one as before.
enum StartupBenchmarks {
  static let suite = BenchmarkSuite(
    name: "startup", summary: "echo quit | scenesh vs. a Foundation hello world"
  ) {
    run()
  }

  static func run(runs: Int = 21, warmUps: Int = 3) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let programs = ["scenesh-spawn", "scenesh", "scenesh-baseline-static", "scenesh-baseline"]
      .map { folder.appendingPathComponent($0).path }
    for program in programs where !FileManager.default.isExecutableFile(atPath: program) {
      print("startup: \(program) is missing; build it first (make bench does)")
      return
    }
    guard let installed = installedCopies(of: Array(programs[1...])) else {
      print("startup: the programs could not be copied to a temporary folder")
      return
    }
    defer { try? FileManager.default.removeItem(atPath: installed.folder) }
    let spawn = programs[0]
    let shell = installed.paths[0]
    var targets: [RatioTarget] = []
    for (baseline, linked) in [(installed.paths[1], "static"), (installed.paths[2], "dynamic")] {
      guard let compared = compare(spawn, shell, baseline, linked, runs: runs, warmUps: warmUps)
      else {
        print("startup: a program did not exit 0")
        return
      }
      targets += compared
    }
    printTargets(
      "Start-up (release; the two programs alternate, \(runs) runs after \(warmUps) warm-ups)",
      targets)
    print(StartupOrderCheck.report(shell: programs[1]))
  }

  /// Each program copied, as `make install` puts one in place, into a folder of its own.
  ///
  /// Measured where they were linked, peak memory tells how the linker wrote the file, not what
  /// the program uses: the page cache keeps each file in folios of its own sizes, and a page
  /// fault maps what is cached around it. The same scenesh measured 11.7 MiB as linked and
  /// 10.5 MiB installed; the static hello world 7.8 and 8.7. Copies put both sides alike.
  private static func installedCopies(of programs: [String]) -> (folder: String, paths: [String])? {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-bench-startup-\(getpid())").path
    do {
      try? FileManager.default.removeItem(atPath: folder)
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      var paths: [String] = []
      for program in programs {
        let copy = (folder as NSString).appendingPathComponent(
          (program as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: program, toPath: copy)
        paths.append(copy)
      }
      return (folder, paths)
    } catch {
      try? FileManager.default.removeItem(atPath: folder)
      return nil
    }
  }

  /// The wall time and peak memory targets against one hello world.
  private static func compare(
    _ spawn: String, _ shell: String, _ baseline: String, _ linked: String, runs: Int,
    warmUps: Int
  ) -> [RatioTarget]? {
    var time: [Double] = []
    var memory: [Double] = []
    var last: (shell: ChildRun, baseline: ChildRun)?
    for round in 0..<(warmUps + runs) {
      guard let base = ChildRun(spawn, baseline), let measured = ChildRun(spawn, shell) else {
        return nil
      }
      guard round >= warmUps else { continue }
      time.append(measured.milliseconds / base.milliseconds)
      memory.append(Double(measured.peakKilobytes) / Double(base.peakKilobytes))
      last = (measured, base)
    }
    let note = { (pick: (ChildRun) -> String) in
      last.map { "\(pick($0.shell)) vs \(pick($0.baseline)) (last run)" } ?? ""
    }
    return [
      RatioTarget(
        name: "wall time, echo quit | scenesh / \(linked) hello", ratios: time, limit: 1.5,
        note: note { String(format: "%.1f ms", $0.milliseconds) }),
      RatioTarget(
        name: "peak memory, scenesh / \(linked) hello", ratios: memory, limit: 1.5,
        note: note { String(format: "%.1f MiB", Double($0.peakKilobytes) / 1024) }),
    ]
  }
}

/// What `scenesh-spawn` reports of one run: wall time and peak resident memory.
private struct ChildRun {
  let milliseconds: Double
  let peakKilobytes: Int

  /// Runs `program` under `spawn`; nil when either fails.
  init?(_ spawn: String, _ program: String) {
    guard let report = ChildProcess.run(spawn, [program]) else { return nil }
    let fields = report.split(separator: " ")
    guard fields.count == 2,
      let micros = Double(fields[0]),
      let kilobytes = Int(fields[1].trimmingCharacters(in: .whitespacesAndNewlines))
    else { return nil }
    milliseconds = micros / 1_000
    peakKilobytes = kilobytes
  }
}

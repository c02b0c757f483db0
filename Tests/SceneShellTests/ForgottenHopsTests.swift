import Foundation
import Testing

/// The trace keeps the hops of the last 64 commands. What needs an older hop (a poll started
/// by an old `live on`, a task started when the scene opened) says it is not kept, instead of
/// claiming it happened outside any command or that nothing was ever recorded.
@Suite struct ForgottenHopsTests {
  @Test func anOldCommandsHopsAreSaidToBeNotKept() async throws {
    let report = FileManager.default.temporaryDirectory
      .appendingPathComponent("forgotten-\(UUID().uuidString).md").path
    defer { try? FileManager.default.removeItem(atPath: report) }
    let filler = Array(repeating: "routes", count: 70)
    let script =
      (["live on 1s"] + filler + [
        "data rename 3 \"Ada L\"", "wait 1s", "timeline", "trace", "live off", "tasks",
        "report \(report)",
      ]).joined(separator: "\n") + "\n"
    let result = try await Scenesh.run(input: script, separateErrors: true)
    #expect(result.status == 0, "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)

    // The poll's change: caused by `live on 1s`, whose hops are gone by now.
    let change = try #require(lines.first { $0.hasPrefix("#5  users  1.9s   ") })
    #expect(change.contains("(cause not kept: the trace keeps the last 64 commands"))
    #expect(!result.output.contains("(outside any command)"))

    #expect(
      lines.contains(
        "no hops kept: the last command that recorded any is older than the 64 the trace keeps"))
    #expect(!result.output.contains("no hops recorded yet"))

    // The foreground observer, started while the scene opened.
    let task = try #require(lines.first { $0.hasPrefix("  #3  users  ") })
    #expect(task.contains("started by a hop not kept: the trace keeps the last 64 commands"))
    #expect(!result.output.contains("started outside a command"))

    let markdown = try String(contentsOfFile: report, encoding: .utf8)
    let first = try #require(markdown.range(of: "## 1. `start: open users`"))
    let second = try #require(markdown.range(of: "## 2. `live on 1s`"))
    #expect(markdown[first.upperBound..<second.lowerBound].contains("_Its hop diagram is not kept"))
  }
}

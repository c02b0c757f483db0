import Foundation
import Testing

/// `report FILE.md`: the session as Markdown whose diagrams a Mermaid renderer draws.
@Suite struct ReportTests {
  @Test func theProfileExamplesReportHasEveryCommandAndDiagramsThatRender() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("report-\(UUID().uuidString).md").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let script = try DataURLTests.example("profile", "scenesh") + "report \(path)\n"
    let result = try await Scenesh.run(input: script, separateErrors: true)
    #expect(result.status == 0, "\(result.errors)")
    let report = try String(contentsOfFile: path, encoding: .utf8)
    #expect(report.hasPrefix("# scenesh session\n"))
    #expect(report.contains("## 2. `select 0`\n"))
    #expect(report.contains("◂ displayProfile(displayName: \"leanne graham\""))
    let diagrams = MermaidCheck.fences(in: report)
    #expect(diagrams.count >= 5)
    for diagram in diagrams {
      #expect(MermaidCheck.problems(diagram).isEmpty, "\(MermaidCheck.problems(diagram))")
    }
  }

  /// The checker itself finds what a renderer would refuse.
  @Test func theCheckerCatchesBrokenDiagrams() {
    #expect(MermaidCheck.problems("sequenceDiagram\n  A->>B: x").count == 2)  // undeclared
    #expect(
      MermaidCheck.problems("sequenceDiagram\n  participant A as A\n  A->>A: a;b") == [
        "unescaped ';' or '#':   A->>A: a;b"
      ])
    #expect(MermaidCheck.problems("sequenceDiagram\n  par\n") == ["unclosed 'par'"])
    #expect(
      MermaidCheck.problems("sequenceDiagram\n  participant A as A\n  Note over A: #59; ok")
        .isEmpty)
  }

  @Test func everyTraceDiagramOfTheExamplesRenders() async throws {
    for name in ["trace", "push-vs-observed"] {
      let output = try await Scenesh.run(input: try DataURLTests.example(name, "scenesh")).output
      let diagrams = output.components(separatedBy: "sequenceDiagram\n").dropFirst().map {
        "sequenceDiagram\n"
          + $0.split(separator: "\n").prefix { $0.hasPrefix("  ") }
          .joined(separator: "\n")
      }
      #expect(!diagrams.isEmpty)
      for diagram in diagrams {
        #expect(
          MermaidCheck.problems(diagram).isEmpty, "\(name): \(MermaidCheck.problems(diagram))")
      }
    }
  }

  /// `trace --svg` with no hops kept once printed why, wrote nothing and passed (status 0): a
  /// script that draws its diagram must fail when there is none.
  @Test func aDiagramThatCannotBeDrawnFailsTheCommand() async throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("trace-\(UUID().uuidString).svg").path
    let script =
      Array(repeating: "state isLoading\n", count: 70).joined() + "trace --svg \(path)\n"
    let result = try await Scenesh.run(input: script, separateErrors: true)
    #expect(result.status == 1)
    #expect(
      result.errors
        == "<stdin>:71: error: cannot write '\(path)': no hops kept: the last command that "
        + "recorded any is older than the 64 the trace keeps; nothing written\n")
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// With `--echo`, a command's echo is its heading in the report, not the last line of the
  /// command before it (each output box ended with the next command's `users> …`).
  @Test func anEchoedCommandIsItsHeadingNotThePreviousCommandsOutput() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("echo-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("r.md").path
    let result = try await Scenesh.run(
      ["--echo"], input: "fetch\nselect 0\nreport \(report)\n")
    #expect(result.output.contains("users> select 0\n"))
    let text = try String(contentsOfFile: report, encoding: .utf8)
    #expect(!text.contains("users> "))
    #expect(text.contains("## 2. `fetch`"))
  }
}

import Foundation
import Glibc
import Testing

@testable import SceneShell

/// `scenesh --check` and `--update`: the unified diff on its own, then the binary end to end.
@Suite struct CheckModeTests {
  private let diff = UnifiedDiff(oldName: "a.expected", newName: "a.scenesh (actual)")

  // MARK: UnifiedDiff

  @Test func theSameTextHasNoDiff() {
    #expect(diff.render(old: "a\nb\n", new: "a\nb\n") == nil)
    #expect(diff.render(old: "", new: "") == nil)
  }

  @Test func oneChangedLineShowsThreeLinesOfContextEachSide() {
    let old = (1...10).map { "line \($0)\n" }.joined()
    let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
    #expect(
      diff.render(old: old, new: new) == """
        --- a.expected
        +++ a.scenesh (actual)
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
  }

  @Test func distantChangesGetTheirOwnHunksAndNearOnesShareOne() {
    let old = (1...20).map { "\($0)\n" }.joined()
    let far = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n")
      .replacingOccurrences(of: "\n18\n", with: "\n")
    #expect(
      diff.render(old: old, new: far) == """
        --- a.expected
        +++ a.scenesh (actual)
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -15,6 +15,5 @@
         15
         16
         17
        -18
         19
         20

        """)
    // Six unchanged lines between two changes: the contexts touch, so one hunk.
    let near = old.replacingOccurrences(of: "\n3\n", with: "\nthree\n")
      .replacingOccurrences(of: "\n10\n", with: "\nten\n")
    #expect(
      diff.render(old: old, new: near) == """
        --- a.expected
        +++ a.scenesh (actual)
        @@ -1,13 +1,13 @@
         1
         2
        -3
        +three
         4
         5
         6
         7
         8
         9
        -10
        +ten
         11
         12
         13

        """)
  }

  @Test func theEditScriptIsTheShortest() {
    // Myers's own example: ABCABBA → CBABAC takes five edits, not seven.
    let old = "A\nB\nC\nA\nB\nB\nA\n"
    let new = "C\nB\nA\nB\nA\nC\n"
    #expect(
      diff.render(old: old, new: new) == """
        --- a.expected
        +++ a.scenesh (actual)
        @@ -1,7 +1,6 @@
        -A
        -B
         C
        +B
         A
         B
        -B
         A
        +C

        """)
  }

  @Test func emptySidesAreNumberedByTheLineBefore() {
    #expect(
      diff.render(old: "", new: "x\ny\n") == """
        --- a.expected
        +++ a.scenesh (actual)
        @@ -0,0 +1,2 @@
        +x
        +y

        """)
    #expect(
      diff.render(old: "x\n", new: "") == """
        --- a.expected
        +++ a.scenesh (actual)
        @@ -1 +0,0 @@
        -x

        """)
  }

  @Test func aMissingFinalNewlineIsADifference() {
    #expect(
      diff.render(old: "a\nb\n", new: "a\nb") == """
        --- a.expected
        +++ a.scenesh (actual)
        @@ -1,2 +1,2 @@
         a
        -b
        +b
        \\ No newline at end of file

        """)
  }

  @Test func linesCompareByTheirBytes() {
    // Precomposed and decomposed é are equal as Strings but not as transcripts.
    #expect(
      diff.render(old: "caf\u{E9}\n", new: "cafe\u{301}\n") == """
        --- a.expected
        +++ a.scenesh (actual)
        @@ -1 +1 @@
        -caf\u{E9}
        +cafe\u{301}

        """)
    // `\r\n` is one Character; the line still ends at the `\n`.
    #expect(diff.render(old: "a\r\nb\n", new: "a\r\nc\n")?.contains("\n a\r\n-b\n+c\n") == true)
  }

  // MARK: The binary

  /// Every example in `examples/`, as `examples/NAME.scenesh`, found on disk so a new example
  /// is checked without listing it here.
  private static func exampleScripts() throws -> [String] {
    let folder = Scenesh.packageRoot.appendingPathComponent("examples")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".scenesh") }
      .sorted()
      .map { "examples/" + $0 }
  }

  @Test func everyExamplePassesTwiceInARow() async throws {
    let scripts = try Self.exampleScripts()
    #expect(scripts.count >= 6)
    let expected =
      scripts.map { "ok   \($0)\n" }.joined() + "\(scripts.count) passed, 0 failed\n"
    for _ in 1...2 {
      let result = try await Scenesh.run(["--check"] + scripts)
      #expect(result.output == expected)
      #expect(result.status == 0)
    }
  }

  @Test func eachScriptRunsInAFreshShell() async throws {
    // The live example waits on the virtual clock: a shared clock would shift the second run.
    let script = "examples/live.scenesh"
    let result = try await Scenesh.run(["--check", script, script])
    #expect(result.output == "ok   \(script)\nok   \(script)\n2 passed, 0 failed\n")
    #expect(result.status == 0)
  }

  @Test func aWrongExpectedFileFailsWithADiffThenUpdateFixesIt() async throws {
    let folder = try TemporaryFolder()
    let script = try folder.copyExample("userlist")
    let expectedPath = folder.path + "/userlist.expected"
    let original = try String(contentsOfFile: expectedPath, encoding: .utf8)
    var lines = original.components(separatedBy: "\n")
    let rightLine = lines[4]
    lines[4] = "+ displayedUsers[3]: nobody"
    try lines.joined(separator: "\n").write(toFile: expectedPath, atomically: true, encoding: .utf8)

    let failed = try await Scenesh.run(["--check", script])
    #expect(failed.status == 1)
    #expect(
      failed.output.hasPrefix(
        "FAIL \(script)\n--- \(expectedPath)\n+++ \(script) (actual)\n@@ -2,7 +2,7 @@\n"))
    #expect(failed.output.contains("\n-+ displayedUsers[3]: nobody\n+\(rightLine)\n"))
    #expect(
      failed.output.hasSuffix(
        "\n0 passed, 1 failed\nscenesh: error: a script failed (see above)\n"))

    let updated = try await Scenesh.run(["--check", "--update", script])
    #expect(updated.output == "updated \(script)\n1 updated, 0 unchanged\n")
    #expect(updated.status == 0)
    #expect(try String(contentsOfFile: expectedPath, encoding: .utf8) == original)

    let passed = try await Scenesh.run(["--check", script])
    #expect(passed.output == "ok   \(script)\n1 passed, 0 failed\n")
    #expect(passed.status == 0)
    let again = try await Scenesh.run(["--check", "--update", script])
    #expect(again.output == "unchanged \(script)\n0 updated, 1 unchanged\n")
  }

  @Test func missingExpectedFilesAndUnreadableScriptsFail() async throws {
    let folder = try TemporaryFolder()
    // Not a .scenesh name: the expected file is the whole name plus `.expected`.
    let script = folder.path + "/fetch.txt"
    try "fetch\n".write(toFile: script, atomically: true, encoding: .utf8)
    // Relative to the package root, where the binary runs: short enough to be named in full.
    let absent = "no/such/absent.scenesh"

    let checked = try await Scenesh.run(["--check", script, absent])
    #expect(
      checked.output == """
        FAIL \(script): no \(script).expected (run with --update to create it)
        FAIL \(absent): cannot read it: No such file or directory
        0 passed, 2 failed
        scenesh: error: 2 scripts failed (see above)

        """)
    #expect(checked.status == 1)
    // CI reads stderr alone: the failing status says why there too.
    let errors = try await Scenesh.run(["--check", script, absent], separateErrors: true).errors
    #expect(errors.hasSuffix("scenesh: error: 2 scripts failed (see above)\n"))

    let updated = try await Scenesh.run(["--check", "--update", script, absent])
    #expect(
      updated.output.hasPrefix(
        "updated \(script)\nFAIL \(absent): cannot read it: No such file or directory\n"))
    #expect(
      updated.output.hasSuffix(
        "1 updated, 0 unchanged, 1 failed\nscenesh: error: a script failed (see above)\n"))
    #expect(updated.status == 1)
    let transcript = try String(contentsOfFile: script + ".expected", encoding: .utf8)
    #expect(transcript.hasPrefix(Scenesh.opening))
  }
}

/// `--update` rewrites a golden file as it was: its mode kept, a read-only one refused.
@Suite struct UpdateModeTests {
  @Test func aGoldenKeepsItsModeAndAReadOnlyOneIsRefused() async throws {
    let folder = try TemporaryFolder()
    let script = folder.path + "/mode.scenesh"
    try "fetch\n".write(toFile: script, atomically: false, encoding: .utf8)
    let golden = folder.path + "/mode.expected"
    try "old\n".write(toFile: golden, atomically: false, encoding: .utf8)

    #expect(chmod(golden, 0o640) == 0)
    let updated = try await Scenesh.run(["--check", "--update", script])
    #expect(updated.status == 0)
    #expect(
      try FileManager.default.attributesOfItem(atPath: golden)[.posixPermissions] as? Int == 0o640)

    #expect(chmod(golden, 0o444) == 0)
    try "fetch\nrefresh\n".write(toFile: script, atomically: false, encoding: .utf8)
    let refused = try await Scenesh.run(["--check", "--update", script])
    #expect(refused.status == 1)
    #expect(refused.output.contains("it is read-only; make it writable to update it"))
    #expect(
      try FileManager.default.attributesOfItem(atPath: golden)[.posixPermissions] as? Int == 0o444)
    #expect(try String(contentsOfFile: golden, encoding: .utf8).hasPrefix("» users pushed"))
  }

  /// A golden that is a link or a folder is not replaced: the rename would replace the link
  /// itself, or fail on the folder. The refusal says which it is, as `record` does.
  @Test func aGoldenThatIsNotARegularFileIsRefusedByKind() async throws {
    let folder = try TemporaryFolder()
    let script = folder.path + "/kind.scenesh"
    try "fetch\n".write(toFile: script, atomically: false, encoding: .utf8)
    let golden = folder.path + "/kind.expected"
    let target = folder.path + "/elsewhere.txt"
    try "kept\n".write(toFile: target, atomically: false, encoding: .utf8)
    #expect(symlink(target, golden) == 0)
    let linked = try await Scenesh.run(["--check", "--update", script])
    #expect(linked.status == 1)
    #expect(
      linked.output.contains(
        "cannot write '\(golden)': not replaced: it is a symbolic link; name the file itself"))
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept\n")

    #expect(unlink(golden) == 0)
    #expect(mkdir(golden, 0o755) == 0)
    let folderGolden = try await Scenesh.run(["--check", "--update", script])
    #expect(folderGolden.status == 1)
    #expect(folderGolden.output.contains("not replaced: it is a directory"))
  }
}

/// A fresh folder under the system's temporary directory, removed when the test is done.
private final class TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("scenesh-check-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Copies `examples/NAME.scenesh` and its expected file here; returns the script's path.
  func copyExample(_ name: String) throws -> String {
    let examples = Scenesh.packageRoot.appendingPathComponent("examples").path
    for file in ["\(name).scenesh", "\(name).expected"] {
      try FileManager.default.copyItem(atPath: "\(examples)/\(file)", toPath: "\(path)/\(file)")
    }
    return "\(path)/\(name).scenesh"
  }
}

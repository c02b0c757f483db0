import Foundation
import Testing

@testable import SceneShell

/// `help` reads well at 80 columns: aligned columns that wrap inside themselves, one usage per
/// form, named arguments, an example for each command, "(none)" for a scene without intents.
@Suite struct HelpTests {
  @Test func everyLineOfHelpFitsEightyColumns() async throws {
    let result = try await Scenesh.run(input: "help\nopen root\nhelp\n")
    let help = Scenesh.afterOpening(result.output).split(separator: "\n")
    let tooWide = help.filter { $0.count > 80 && !$0.hasPrefix("  + image") }
    #expect(tooWide.isEmpty, "\(tooWide)")
    // Summaries wrap inside their column, under the summary that starts the entry.
    #expect(
      help.contains(
        "  consume auto|manual           Events consumed at once (auto), or kept until"))
    #expect(help.contains("  consume [NAME]                'consume [NAME]' (manual)."))
  }

  @Test func oneUsagePerFormNamedArgumentsAndAnExample() async throws {
    let result = try await Scenesh.run(input: "help data\nhelp select\nhelp wait\n")
    #expect(
      Scenesh.afterOpening(result.output) == """
        usage: data rename ID NAME
        usage: data add NAME
        usage: data remove ID
        Change the embedded data as a server would: rename, add or remove a user.
        Scenes see the change on their next fetch or poll.
        example: data rename 3 Ada Lovelace
        usage: select N
        Tap row N of displayedUsers (0-based, like indexPath.row).
        Row 0 is the first user. The interactor checks the index; a row that does
        not exist comes back as the scene's own error (pendingError).
        example: select 2
        usage: wait DURATION
        Let scene time pass (500ms, 30s, 2m): timers that fall due fire in order.
        example: wait 30s

        """)
  }

  @Test func aSceneWithoutIntentsSaysSo() async throws {
    let result = try await Scenesh.run(input: "open root\ntap\nintents\n")
    #expect(result.output.contains("Intents of 'image':\n  (none)\nHost commands (any scene):\n"))
  }
}

/// The hosting guide lists the names an intent may not take: exactly the built-in commands.
@Suite struct GuideTests {
  @MainActor @Test func theGuideListsEveryBuiltInCommandName() throws {
    let guide = try String(
      contentsOf: Scenesh.packageRoot.appendingPathComponent(
        "Sources/SceneShell/SceneShell.docc/GettingStarted.md"), encoding: .utf8)
    let start = try #require(guide.firstRange(of: "the command. They are: "))
    let end = try #require(guide[start.upperBound...].firstRange(of: ". A list screen"))
    let listed = guide[start.upperBound..<end.lowerBound]
      .split(whereSeparator: { " ,()\n".contains($0) })
      .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
      .filter { !$0.isEmpty }
    let names = BuiltinCommand.all.flatMap(\.names)
    #expect(Set(listed) == Set(names), "\(Set(listed).symmetricDifference(names))")
  }
}

import Foundation
import Testing

@testable import SceneShell

/// `hide`: a field's values never leave — state, diffs, traces, `--json`, reports — while the
/// lines still say that it changed.
@Suite struct HideTests {
  @Test func aHiddenFieldLeavesNoAddressAnywhere() async throws {
    let report = FileManager.default.temporaryDirectory
      .appendingPathComponent("hidden-\(UUID().uuidString).md").path
    defer { try? FileManager.default.removeItem(atPath: report) }
    let script =
      "data add \"Ada Lovelace\"\nrefresh\nstate\nshow 3\ntrace\ntrace --mermaid\nreport \(report)\n"
    for flags in [[], ["--json"]] {
      let result = try await Scenesh.run(
        ["--hide", "DisplayedUser.emailLabel"] + flags, input: script, separateErrors: true)
      #expect(result.status == 0, "\(result.errors)")
      #expect(!result.output.contains("@"), "\(flags)")
      let markdown = try String(contentsOfFile: report, encoding: .utf8)
      // The report holds the output (here, the user added), only without the addresses.
      #expect(markdown.contains("DisplayedUser(id: 11"), "\(flags)")
      #expect(!markdown.contains("@"), "\(flags)")
    }
    let text = try await Scenesh.run(["--hide", "DisplayedUser.emailLabel"], input: script).output
    // Still said: a user was added, and what it holds, but not the address.
    #expect(
      text.contains(
        #"+ displayedUsers[10]: DisplayedUser(id: 11, fullName: "Ada Lovelace", emailLabel: <hidden>)"#
      ))
  }

  @Test func hideFromTheShellThenUnhide() async throws {
    let result = try await Scenesh.run(
      input: "hide displayedUsers[0].emailLabel\nhide\nstate\nunhide all\nhide\n",
      separateErrors: true)
    let output = Scenesh.afterOpening(result.output)
    #expect(
      output.hasPrefix(
        "hidden: emailLabel (its values print as <hidden>, wherever it appears)\nhidden: emailLabel\n"
      ))
    #expect(!output.contains("@"))
    #expect(output.hasSuffix("nothing is hidden\n"))
  }

  @Test func aChangedHiddenValueStillSaysItChanged() {
    var redaction = Redaction()
    redaction.hide("emailLabel")
    #expect(
      redaction.apply(#"~ displayedUsers[2].emailLabel: "a@b" → "c@d""#)
        == "~ displayedUsers[2].emailLabel: <hidden> → <hidden>")
    #expect(
      redaction.apply(#"User(emailLabel: "x\"y", id: 1), notemailLabel: 2"#)
        == "User(emailLabel: <hidden>, id: 1), notemailLabel: 2")
    #expect(
      redaction.apply(#"f(emailLabel: "Sincere@… (300ms)"#) == "f(emailLabel: <hidden> (300ms)")
  }

  /// A field that holds a list or a struct is hidden with every part of it: a change deep
  /// inside prints no value, and neither does a failed `expect` on it.
  @Test func aHiddenContainerHidesEveryPathThroughIt() async throws {
    let script = """
      data rename 2 "Ervin) Leaked, Secret"
      hide displayedUsers
      refresh
      expect displayedUsers[0].emailLabel == "x"
      show 5

      """
    for flags in [[], ["--json"]] {
      let result = try await Scenesh.run(flags, input: script)
      let afterHide = try #require(
        result.output.components(separatedBy: "hidden: displayedUsers").last)
      #expect(!afterHide.contains("Leaked"), "\(flags)")
      #expect(!afterHide.contains("@"), "\(flags)")
      #expect(afterHide.contains("displayedUsers[1].fullName"), "\(flags)")
    }
  }

  @Test func aBracketInsideAHiddenStringDoesNotEndIt() {
    var redaction = Redaction()
    redaction.hide("address")
    #expect(
      redaction.apply(#"User(address: Address(street: "a) b", city: "c"), id: 1)"#)
        == "User(address: <hidden>, id: 1)")
    #expect(
      redaction.apply(#"~ users[id: 3].address.city: "a] b" → "c""#)
        == "~ users[id: 3].address.city: <hidden> → <hidden>")
    #expect(redaction.apply(#"note: "wait… address"."#) == #"note: "wait… address"."#)
    #expect(redaction.hides(path: "users[2].address"))
    #expect(redaction.hides(path: "address[0].street"))
    #expect(!redaction.hides(path: "users[2].addresses"))
  }
}

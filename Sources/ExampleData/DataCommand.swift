import SceneRuntime

/// `data rename|add|remove …`: change the embedded data the way a server's data changes, so
/// that refresh and live polling have something to pick up.
@MainActor
enum DataCommand {
  static let forms = ["data rename ID NAME", "data add NAME", "data remove ID"]

  /// The first word of `text`, and the rest after one space.
  private static func split(_ text: String) -> (first: String, rest: String) {
    guard let space = text.firstIndex(of: " ") else { return (text, "") }
    return (String(text[..<space]), String(text[text.index(after: space)...]))
  }

  /// What is wrong with a command that did not parse as `form`.
  private static func problem(_ id: String, form: String) -> String {
    guard !id.isEmpty, Int(id) == nil else { return "usage: \(form)" }
    return "ID must be a whole number, not '\(id)' (usage: \(form))"
  }

  static func intent(dataSource: EmbeddedDataSource?, events: SceneEvents) -> Intent {
    Intent(
      "data",
      arguments: [
        IntentArgument("ACTION", .choice(["rename", "add", "remove"])),
        // What follows the action, to the end of the line: `3 Ada Lovelace`, `Ada`, `3`.
        IntentArgument("REST", .text, optional: true),
      ],
      summary: "Change the embedded data as a server would: rename, add or remove a user.",
      details: "Scenes see the change on their next fetch or poll.",
      forms: forms, example: "data rename 3 Ada Lovelace"
    ) { arguments throws(IntentFailure) in
      guard let dataSource else {
        throw IntentFailure(
          "data commands change the embedded data; with --data-url, change the server")
      }
      let rest = arguments.text("REST") ?? ""
      let (first, name) = Self.split(rest)
      switch arguments.choice("ACTION") {
      case "rename":
        guard let id = Int(first), !name.isEmpty else {
          throw IntentFailure(Self.problem(first, form: "data rename ID NAME"))
        }
        do {
          let old = try await dataSource.renameUser(id: id, to: name)
          events.emit("data: user \(id) renamed from \"\(old)\" to \"\(name)\"")
        } catch {
          throw IntentFailure("there is no user \(id)")
        }
      case "add":
        guard !rest.isEmpty else { throw IntentFailure("usage: data add NAME") }
        let user = await dataSource.addUser(name: rest)
        events.emit("data: user \(user.id) \"\(rest)\" added")
      default:
        guard let id = Int(first), name.isEmpty else {
          throw IntentFailure(Self.problem(first, form: "data remove ID"))
        }
        do {
          try await dataSource.removeUser(id: id)
          events.emit("data: user \(id) removed")
        } catch {
          throw IntentFailure("there is no user \(id)")
        }
      }
    }
  }
}

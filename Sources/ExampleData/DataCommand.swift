import SceneRuntime

/// `data rename|add|remove …`: change the embedded data the way a server's data changes, so
/// that refresh and live polling have something to pick up.
@MainActor
enum DataCommand {
  static let forms = ["data rename ID NAME", "data add NAME", "data remove ID"]

  static func intent(dataSource: EmbeddedDataSource?, events: SceneEvents) -> Intent {
    Intent(
      "data",
      arguments: [
        IntentArgument("ACTION", .choice(["rename", "add", "remove"])),
        IntentArgument("ARG1", .text, optional: true),
        IntentArgument("ARG2", .text, optional: true),
      ],
      summary: "Change the embedded data as a server would: rename, add or remove a user.",
      details: "Scenes see the change on their next fetch or poll.",
      forms: forms, example: "data rename 3 \"Ada Lovelace\""
    ) { arguments throws(IntentFailure) in
      guard let dataSource else {
        throw IntentFailure(
          "data commands change the embedded data; with --data-url, change the server")
      }
      let first = arguments.text("ARG1")
      let second = arguments.text("ARG2")
      switch arguments.choice("ACTION") {
      case "rename":
        guard let id = first.flatMap(Int.init), let name = second else {
          throw IntentFailure("usage: data rename ID NAME")
        }
        do {
          let old = try await dataSource.renameUser(id: id, to: name)
          events.emit("data: user \(id) renamed from \"\(old)\" to \"\(name)\"")
        } catch {
          throw IntentFailure("there is no user \(id)")
        }
      case "add":
        guard let name = first, second == nil, !name.isEmpty else {
          throw IntentFailure("usage: data add NAME (quote a name with spaces)")
        }
        let user = await dataSource.addUser(name: name)
        events.emit("data: user \(user.id) \"\(name)\" added")
      default:
        guard let id = first.flatMap(Int.init), second == nil else {
          throw IntentFailure("usage: data remove ID")
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

import SceneRuntime

@testable import AdapterShapes
@testable import AdapterShapesHost

/// The AdapterShapes fixture's store behind its generated decorator, `TeaStoreHops`: one intent
/// per completion shape, each showing what the answer gave.
@MainActor
final class TeaShelfScene: Scene {
  let title = "shelf"
  private let store = TeaStoreHops(wrapped: TeaShelfStore())
  private var shown = ""

  init(environment: SceneEnvironment) {}

  var intents: [Intent] {
    [
      Intent("pair", summary: "Two arguments.") { [weak self] _ in
        self?.store.fetchTeas { teas, error in
          self?.shown = teas.map(\.name).joined(separator: ", ") + (error == nil ? "" : "!")
        }
      },
      Intent("closure", arguments: [IntentArgument("NAME", .text)], summary: "A closure.") {
        [weak self] arguments in
        self?.store.fetchTea(named: arguments.text("NAME") ?? "") { answer in
          do {
            self?.shown = try answer()?.name ?? "none"
          } catch {
            self?.shown = "\(error)"
          }
        }
      },
      Intent("alias", summary: "A typealias.") { [weak self] _ in
        self?.store.fetchTeasResult { result in
          self?.shown = ((try? result.get()) ?? []).map(\.name).joined(separator: ", ")
        }
      },
      Intent("count", summary: "Not escaping.") { [weak self] _ in
        self?.store.countTeas { count in self?.shown = "\(count)" }
      },
    ]
  }

  func readState() -> [StateField] {
    [StateField("shown", shown)]
  }
}

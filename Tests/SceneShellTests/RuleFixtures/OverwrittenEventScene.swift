import Observation
import SceneRuntime

// Breaks `events-consumed` once per `fail`: it sets its one-time message twice in one turn,
// so the view never sees the first. It names no pattern, so that its intent writing the
// state itself breaks nothing else.

@MainActor
@Observable
final class MessageState {
  var pendingMessage: String?
}

@MainActor
final class OverwrittenEventScene: Scene {
  let title = "messages"
  private let state = MessageState()
  private var failures = 0

  init() {}

  var intents: [Intent] {
    [
      Intent("fail", summary: "Set a one-time message.") { [weak self] _ in
        guard let self else { return }
        failures += 1
        state.pendingMessage = "failure \(failures)"
        failures += 1
        state.pendingMessage = "failure \(failures)"
      }
    ]
  }

  func readState() -> [StateField] {
    [StateField("pendingMessage", in: state, \.pendingMessage)]
  }

  var pendingEvents: [PendingEvent] {
    [PendingEvent("pendingMessage", in: state, \.pendingMessage) { _ in }]
  }
}

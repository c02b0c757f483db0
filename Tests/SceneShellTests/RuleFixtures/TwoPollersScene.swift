import Observation
import SceneRuntime

// Breaks `one-poller`: `live` starts a poller (a tick every 5s) without stopping the one
// already running. No pattern: the poller writes the state itself, which is not the point.

@MainActor
@Observable
final class TickState {
  var ticks = 0
}

@MainActor
final class TwoPollersScene: Scene {
  let title = "ticker"
  private let state = TickState()
  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    self.environment = environment
  }

  var intents: [Intent] {
    [
      Intent("live", summary: "Start polling.") { [state, environment] _ in
        let clock = environment.clock
        environment.tasks.spawn("poller") { @MainActor in
          while true {
            do { try await clock.sleep(for: .seconds(5)) } catch { return }
            state.ticks += 1
          }
        }
      }
    ]
  }

  func readState() -> [StateField] { [StateField("ticks", in: state, \.ticks)] }
}

import SceneRuntime

/// A tally counter built for the rules lesson (`examples/rules.scenesh`): Observable VIP whose
/// `add` follows the seeds and whose `poke` and `echo` each break one rule on purpose.
@MainActor
public final class TallyScene: Scene {
  public let title = "tally"
  private let displayState = TallyDisplayState()
  private let interactor: any TallyBusinessLogic
  private let parts: [AnyObject]
  private let environment: SceneEnvironment

  public init(environment: SceneEnvironment) {
    let presenter = TallyPresenter(displayState: displayState)
    let actor = TallyInteractor(
      presenter: TallyPresenterHops(wrapped: presenter), displayState: displayState)
    // Weakly: the interactor holds the presenter already.
    presenter.confirmShown = { [weak actor] count in
      guard let actor else { return }
      await TallyInteractorHops(wrapped: actor).confirmShown(count)
    }
    self.interactor = TallyInteractorHops(wrapped: actor)
    self.parts = [presenter, actor]
    self.environment = environment
  }

  public var pattern: ScenePattern? { .observableVIP }
  /// `TallyPresenterHops` records every presenter call: a `poke` before any `add` breaks the
  /// rule as surely as one after.
  public var decoratesPresenter: Bool { true }

  public var intents: [Intent] {
    [
      Intent("add", summary: "Tap: the interactor counts, the presenter shows it.") {
        [weak self] _ in self?.send { await $0.add() }
      },
      Intent("poke", summary: "Tap, taking a shortcut: the interactor writes the screen itself.") {
        [weak self] _ in self?.send { await $0.poke() }
      },
      Intent("echo", summary: "Tap: shown by the presenter, which then calls the interactor.") {
        [weak self] _ in self?.send { await $0.echo() }
      },
    ]
  }

  private func send(_ action: @escaping @Sendable (any TallyBusinessLogic) async -> Void) {
    let interactor = interactor
    environment.tasks.spawn("TallyInteractor") { await action(interactor) }
  }

  public var components: [SceneComponent] {
    [SceneComponent(displayState)] + parts.map { SceneComponent($0) }
  }

  public func readState() -> [StateField] {
    [
      StateField("count", in: displayState, \.count),
      StateField("label", in: displayState, \.label),
    ]
  }
}

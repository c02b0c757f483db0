import SceneRuntime

/// View → interactor, each call a hop.
struct TallyInteractorHops: TallyBusinessLogic, HopDecorator {
  let wrapped: any TallyBusinessLogic

  func add() async { await hop(.interactor, "add") { await $0.add() } }
  func poke() async { await hop(.interactor, "poke") { await $0.poke() } }
  func echo() async { await hop(.interactor, "echo") { await $0.echo() } }
  func confirmShown(_ count: Int) async {
    await hop(.interactor, "confirmShown", count) { await $0.confirmShown(count) }
  }
}

/// Interactor → presenter, each call a hop.
@MainActor
final class TallyPresenterHops: TallyPresentationLogic, HopDecorator {
  let wrapped: any TallyPresentationLogic

  init(wrapped: any TallyPresentationLogic) {
    self.wrapped = wrapped
  }

  func presentCount(_ count: Int) {
    hop(.presenter, "presentCount", count) { $0.presentCount(count) }
  }
  func presentCountAndConfirm(_ count: Int) {
    hop(.presenter, "presentCountAndConfirm", count) { $0.presentCountAndConfirm(count) }
  }
}

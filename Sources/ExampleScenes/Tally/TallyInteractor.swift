/// Keeps the count. `poke` and `echo` are the shortcuts a hurried developer takes; the lesson
/// (`examples/rules.scenesh`) shows the rules they break and `add` beside them.
actor TallyInteractor: TallyBusinessLogic {
  private let presenter: any TallyPresentationLogic
  /// Only for `poke`'s shortcut: an interactor that holds the DisplayState can write it.
  private let displayState: TallyDisplayState
  private var count = 0

  init(presenter: any TallyPresentationLogic, displayState: TallyDisplayState) {
    self.presenter = presenter
    self.displayState = displayState
  }

  func add() async {
    count += 1
    await presenter.presentCount(count)
  }

  func poke() async {
    count += 1
    let count = count
    let displayState = displayState
    await MainActor.run {
      displayState.count = count
      displayState.label = "\(count) taps"
    }
  }

  func echo() async {
    count += 1
    await presenter.presentCountAndConfirm(count)
  }

  func confirmShown(_ count: Int) async {}
}

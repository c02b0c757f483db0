/// What the interactor tells the presenter.
@MainActor
protocol TallyPresentationLogic: AnyObject, Sendable {
  func presentCount(_ count: Int)
  /// Shows the count, then tells the interactor it did: the call `one-way` is about.
  func presentCountAndConfirm(_ count: Int)
}

/// Formats the count into the display state.
@MainActor
final class TallyPresenter: TallyPresentationLogic {
  let displayState: TallyDisplayState
  /// Only for `presentCountAndConfirm`: a presenter never needs its interactor in the seeds.
  /// A call, not the interactor itself, which holds this presenter: no retain cycle.
  var confirmShown: (@Sendable (Int) async -> Void)?

  init(displayState: TallyDisplayState) {
    self.displayState = displayState
  }

  func presentCount(_ count: Int) {
    displayState.count = count
    displayState.label = count == 1 ? "1 tap" : "\(count) taps"
  }

  func presentCountAndConfirm(_ count: Int) {
    presentCount(count)
    let confirmShown = confirmShown
    Task { await confirmShown?(count) }
  }
}

/// What the tally view asks of its interactor.
protocol TallyBusinessLogic: Sendable {
  /// Counts a tap and has the presenter show it: the seeds' flow.
  func add() async
  /// Counts a tap and writes the DisplayState itself: the lesson's first broken rule.
  func poke() async
  /// Counts a tap and has the presenter show it, and the presenter calls back: the second.
  func echo() async
  /// What `echo`'s presenter calls: a presenter → interactor call, backwards.
  func confirmShown(_ count: Int) async
}

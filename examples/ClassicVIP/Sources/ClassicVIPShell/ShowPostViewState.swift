import Observation

/// What the post's view controller shows: its labels.
@MainActor @Observable
final class ShowPostViewState {
  var title = ""
  var body = ""
  var authorLine = ""
}

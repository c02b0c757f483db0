import Observation

/// What the detail view has been told, kept observable so the shell can print what changed.
@Observable
@MainActor
final class BookDetailViewState {
  var isLoading = false
  var title = ""
  var byline = ""
  var pages = ""
  var year = ""
}

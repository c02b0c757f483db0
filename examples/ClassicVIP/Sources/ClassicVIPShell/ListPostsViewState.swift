import ClassicVIP
import Observation

/// What the list's view controller shows, where UIKit would set a label, a table's rows and a
/// search field: the headless view writes here, and the shell observes it.
@MainActor @Observable
final class ListPostsViewState {
  var header = ""
  var searchText = ""
  var rows: [ListPosts.FetchPosts.ViewModel.DisplayedPost] = []
}

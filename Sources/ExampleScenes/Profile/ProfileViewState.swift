import Observation

/// What the Profile view has been told, kept as observable state so the shell can print what
/// changed. In UIKit these would be the labels' texts and the table's rows.
@Observable
@MainActor
public final class ProfileViewState {
  /// The activity indicator.
  public var isLoading = false
  public var displayName = ""
  public var email = ""
  public var postCount = ""
  public var posts: [PostCellViewModel] = []

  public init() {}
}

import SceneRuntime

/// A change the view saw, with who made it: what `StateWriteRules` judges.
struct StateWrite {
  let scene: String
  let pattern: ScenePattern?
  /// The scene says its presenter's calls are recorded (`Scene.decoratesPresenter`).
  let decoratesPresenter: Bool
  /// The properties that changed, as the view reads them.
  let properties: [String]
  /// The hop the change was made in (a presenter call); nil outside any recorded hop.
  let writer: Hop?
  /// Where the writing code ran (`MainActor`, `actor UserListInteractor`).
  let isolation: String
  /// The state-change hop the view recorded, which a breach is recorded under.
  let change: Int?
}

/// Which of the seeds' architectures a scene follows, so the shell can check that pattern's
/// rules on what the scene does (`rules`).
///
/// ```swift
/// var pattern: ScenePattern? { .observableVIP }
/// ```
public enum ScenePattern: Sendable, CaseIterable {
  /// Clean Swift: the presenter calls the view's display logic, the view owns its state.
  case vip
  /// The presenter writes an `@Observable` DisplayState the view observes (seeds 000, 002).
  case observableVIP
  /// Intent, model and view: the model's single state changes through `update(state:)`
  /// (seed 004).
  case mvi

  /// `VIP`, `Observable VIP`, `MVI`.
  public var name: String {
    switch self {
    case .vip: "VIP"
    case .observableVIP: "Observable VIP"
    case .mvi: "MVI"
    }
  }
}

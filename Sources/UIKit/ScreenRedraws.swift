import Observation

/// Counts the times a view's content changed (a label's text, a field's, a switch, a picker, a
/// table reloaded): what UIKit would redraw. A host reads ``count`` where Observation tracks it,
/// so that a screen made of the app's own views is read again after each change, as a device
/// redraws it. Nothing of the app's reads it.
///
/// ```swift
/// withObservationTracking { _ = ScreenRedraws.shared.count } onChange: { print("redraw") }
/// label.text = "2 orders"  // redraw
/// ```
@preconcurrency @MainActor @Observable
public final class ScreenRedraws {
  public static let shared = ScreenRedraws()
  public private(set) var count = 0

  private init() {}

  func record() {
    count &+= 1
  }
}

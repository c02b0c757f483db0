import Observation

/// Counts the times a view's or a controller's content changed (a label's text, a field's, a
/// switch, a picker, a table reloaded, a title): what UIKit would redraw. A host reads
/// ``count`` where Observation tracks it, so that a screen of the app's own views is read again
/// after each change to one of them, as a device redraws it, and not after a change to
/// another screen's. Nothing of the app's reads it.
///
/// ```swift
/// withObservationTracking { _ = label.contentChanges.count } onChange: { print("redraw") }
/// label.text = "2 orders"  // redraw
/// ```
@preconcurrency @MainActor @Observable
public final class ContentChanges {
  public private(set) var count = 0

  nonisolated init() {}

  func record() {
    count &+= 1
  }
}

/// A table without cells: what is selected, and how often it was asked to reload.
@preconcurrency @MainActor
open class UITableView: UIView {
  public enum Style: Sendable { case plain, grouped, insetGrouped }
  public enum ScrollPosition: Sendable { case none, top, middle, bottom }

  open var allowsMultipleSelection = false
  open private(set) var indexPathsForSelectedRows: [IndexPath]?
  /// Counts `reloadData()` calls: a headless view's test can see that the table was redrawn.
  open private(set) var reloadCount = 0

  open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    guard let indexPath else {
      indexPathsForSelectedRows = nil
      return
    }
    let kept = allowsMultipleSelection ? (indexPathsForSelectedRows ?? []) : []
    indexPathsForSelectedRows = kept.filter { $0 != indexPath } + [indexPath]
  }

  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    indexPathsForSelectedRows?.removeAll { $0 == indexPath }
    if indexPathsForSelectedRows?.isEmpty == true { indexPathsForSelectedRows = nil }
  }

  /// UIKit clears the selection as it reloads.
  open func reloadData() {
    reloadCount += 1
    indexPathsForSelectedRows = nil
  }
}

/// A table: what is selected, how often it was asked to reload, and its rows, asked of its data
/// source as UIKit asks. Every row is on screen (there is no screen to scroll past):
/// `cellForRow(at:)` gives the data source's cell for any row the table has, made once until
/// the next `reloadData()`. A dequeued cell is a new one with both labels (`.subtitle`): a
/// storyboard's prototype is not read.
///
/// ```swift
/// tableView.dataSource = viewController
/// tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text  // "Order 7"
/// ```
@preconcurrency @MainActor
open class UITableView: UIView {
  public enum Style: Sendable { case plain, grouped, insetGrouped }
  public enum ScrollPosition: Sendable { case none, top, middle, bottom }

  open weak var dataSource: (any UITableViewDataSource)?
  open weak var delegate: (any UITableViewDelegate)?
  private var cells: [IndexPath: UITableViewCell] = [:]
  open var allowsMultipleSelection = false
  open private(set) var indexPathsForSelectedRows: [IndexPath]?
  /// Counts `reloadData()` calls: a headless view's test can see that the table was redrawn.
  open private(set) var reloadCount = 0

  open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }
  /// The identifier of the segue a storyboard starts from the table's prototype cell: a tap on
  /// a row follows it (the host's generated adapter sets it from the storyboard). Nil for a
  /// table whose rows start none.
  open var selectionSegueIdentifier: String?

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

  /// UIKit clears the selection as it reloads; the cells are asked for again.
  open func reloadData() {
    reloadCount += 1
    setNeedsDisplay()
    indexPathsForSelectedRows = nil
    cells = [:]
  }

  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The data source's cell for a row the table has; nil for any other.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    if let cell = cells[indexPath] { return cell }
    guard let dataSource, indexPath.section < numberOfSections,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    cells[indexPath] = cell
    return cell
  }

  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
  }

  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
  }
}

/// Where a table's rows come from; the sections and titles are optional, as in UIKit.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
}

/// What a table tells of taps; every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

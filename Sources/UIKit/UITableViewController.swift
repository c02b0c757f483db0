/// A view controller whose view is a table, as Clean Swift's list scenes subclass: its
/// `tableView` keeps the selection a router reads
/// (`viewController?.tableView.indexPathForSelectedRow?.row`) when it passes the selected row
/// on. No cells are drawn.
///
/// ```swift
/// let list = UITableViewController(style: .plain)
/// list.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
/// list.tableView.indexPathForSelectedRow?.row  // 2
/// ```
@preconcurrency @MainActor
open class UITableViewController: UIViewController {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type: template code writes `tableView.reloadData()` without unwrapping.
  open var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return view as? UITableView
    }
    set { view = newValue }
  }
  open var clearsSelectionOnViewWillAppear = true

  public init(style: UITableView.Style) {
    super.init(nibName: nil, bundle: nil)
  }

  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override open func loadView() {
    view = UITableView()
  }
}

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

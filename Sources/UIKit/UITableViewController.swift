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
open class UITableViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
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
  /// The style its table is made with.
  private let tableStyle: UITableView.Style

  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// A table whose data source and delegate are this controller, as UIKit makes it.
  override open func loadView() {
    let tableView = UITableView(frame: .zero, style: tableStyle)
    tableView.dataSource = self
    tableView.delegate = self
    view = tableView
  }

  // MARK: The table's data source and delegate: one section, no rows, until overridden

  open func numberOfSections(in tableView: UITableView) -> Int { 1 }

  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }

  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
}

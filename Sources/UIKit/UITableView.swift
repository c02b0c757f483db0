/// A table: what is selected, how often it was asked to reload, and its rows, asked of its data
/// source as UIKit asks. Every row is on screen (there is no screen to scroll past):
/// `cellForRow(at:)` gives the data source's cell for any row the table has, made once until
/// the next `reloadData()`, which puts the cells made back for reuse; the delegate is told
/// `willDisplay` as each is made. A dequeued cell is one put back (its `prepareForReuse()`
/// called), else a new one of the class registered for its identifier, else a new one with
/// both labels (`.subtitle`): a storyboard's prototype is not read. Row heights are asked of
/// nobody: nothing is laid out.
///
/// ```swift
/// tableView.register(OrderCell.self, forCellReuseIdentifier: "Order")
/// tableView.dataSource = viewController
/// tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? OrderCell  // the data source's
/// ```
@preconcurrency @MainActor
open class UITableView: UIView {
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

  /// The height that asks a cell for its own, as UIKit's constant.
  public static let automaticDimension: CGFloat = -1

  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)?
  open weak var delegate: (any UITableViewDelegate)?
  /// Kept: no row is laid out.
  open var rowHeight = UITableView.automaticDimension
  open var estimatedRowHeight = UITableView.automaticDimension
  private var cells: [IndexPath: UITableViewCell] = [:]
  private var registeredClasses: [String: UITableViewCell.Type] = [:]
  /// How the storyboard's prototype cells are made, by identifier (``registerPrototype(_:_:)``).
  private var prototypes: [String: () -> UITableViewCell] = [:]
  /// Cells put back by `reloadData()`, by identifier, in their rows' order.
  private var reusableCells: [String: [UITableViewCell]] = [:]
  open var allowsMultipleSelection = false
  open private(set) var indexPathsForSelectedRows: [IndexPath]? {
    didSet { updateSelectedCells(from: oldValue ?? []) }
  }
  /// Counts `reloadData()` calls: a headless view's test can see that the table was redrawn.
  open private(set) var reloadCount = 0

  open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }
  /// The identifier of the segue a storyboard starts from the table's prototype cell: a tap on
  /// a row follows it (the host's generated adapter sets it from the storyboard). Nil for a
  /// table whose rows start none.
  open var selectionSegueIdentifier: String?

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  override public convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

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
    let kept = indexPathsForSelectedRows?.filter { $0 != indexPath } ?? []
    indexPathsForSelectedRows = kept.isEmpty ? nil : kept
  }

  /// UIKit clears the selection as it reloads; the cells made go back for reuse and are asked
  /// for again.
  open func reloadData() {
    reloadCount += 1
    setNeedsDisplay()
    indexPathsForSelectedRows = nil
    for (_, cell) in cells.sorted(by: { $0.key < $1.key }) {
      guard let identifier = cell.reuseIdentifier else { continue }
      reusableCells[identifier, default: []].append(cell)
    }
    cells = [:]
  }

  open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

  open func numberOfRows(inSection section: Int) -> Int {
    dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
  }

  /// The data source's cell for a row the table has; nil for any other. A cell made here is
  /// shown: selected if its row is, and the delegate told it will display.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    if let cell = cells[indexPath] { return cell }
    guard let dataSource, indexPath.section < numberOfSections,
      indexPath.row < numberOfRows(inSection: indexPath.section)
    else { return nil }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    cells[indexPath] = cell
    if indexPathsForSelectedRows?.contains(indexPath) == true {
      cell.setSelected(true, animated: false)
    }
    delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    return cell
  }

  /// Cells for `identifier` are made of `cellClass`; nil forgets the class, as in UIKit.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    registeredClasses[identifier] = cellClass as? UITableViewCell.Type
  }

  /// The stand-in's own: how the storyboard makes its prototype cell `identifier` (its class and
  /// its outlets), which the host's generated adapter says from the storyboard, as UIKit reads
  /// the prototype. A class the app registers in code for the identifier wins, as in UIKit.
  public func registerPrototype(_ identifier: String, _ make: @escaping () -> UITableViewCell) {
    prototypes[identifier] = make
  }

  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if let cell = reusableCells[identifier]?.first {
      reusableCells[identifier]?.removeFirst()
      cell.prepareForReuse()
      return cell
    }
    if let cellClass = registeredClasses[identifier] {
      return cellClass.init(headlessReuseIdentifier: identifier)
    }
    if let make = prototypes[identifier] { return make() }
    return UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
  }

  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    dequeueReusableCell(withIdentifier: identifier)
      ?? UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
  }

  /// Tells the cells made whose rows became selected or deselected.
  private func updateSelectedCells(from old: [IndexPath]) {
    let new = indexPathsForSelectedRows ?? []
    for indexPath in old where !new.contains(indexPath) {
      cells[indexPath]?.setSelected(false, animated: false)
    }
    for indexPath in new where !old.contains(indexPath) {
      cells[indexPath]?.setSelected(true, animated: false)
    }
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

/// What a table tells of taps and shown cells, and asks of row heights (kept for the app: no
/// row is laid out); every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UITableViewDelegate: AnyObject {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
}

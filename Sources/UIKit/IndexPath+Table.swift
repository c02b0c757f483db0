import Foundation

// What UIKit adds to Foundation's IndexPath for tables and collections: a router passing the
// selected row (`tableView.indexPathForSelectedRow?.row`) and a presenter building index paths
// use these, and Foundation alone does not have them.
//
//     let selected = IndexPath(row: 3, section: 0)
//     print(selected.row, selected.section, selected)
//
// prints
//
//     3 0 [0, 3]
extension IndexPath {
  /// The path of `row` in `section` of a table view.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The path of `item` in `section` of a collection view.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row in a table view: the second index.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item in a collection view: the second index, as `row` is.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

import Foundation
import Testing
import UIKit

/// A custom cell as app code writes one: its own `init(style:reuseIdentifier:)`, and the
/// lifecycle overrides, each noted.
@MainActor
private final class PantryCell: UITableViewCell {
  let amountLabel = UILabel()
  private(set) var calls: [String] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(amountLabel)
    calls.append("init(style: \(style), reuseIdentifier: \(reuseIdentifier ?? "nil"))")
  }

  required init?(coder: NSCoder) {
    fatalError("made in code only")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    calls.append("awakeFromNib")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    calls.append("prepareForReuse")
    amountLabel.text = nil
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    calls.append("setSelected(\(selected))")
  }
}

/// A cell that declares no initializer: it inherits them all.
@MainActor
private final class NoteCell: UITableViewCell {
  var note: String?
}

/// A list whose table registers the custom cell by class and fills each cell as it will show.
@MainActor
private final class PantryViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView()
  var items = [("Rice", "2 kg"), ("Lentils", "500 g")]
  private(set) var shown: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.register(PantryCell.self, forCellReuseIdentifier: "Pantry")
    tableView.dataSource = self
    tableView.delegate = self
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard
      let cell = tableView.dequeueReusableCell(withIdentifier: "Pantry", for: indexPath)
        as? PantryCell
    else { return UITableViewCell() }
    cell.textLabel?.text = items[indexPath.row].0
    return cell
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    shown.append(indexPath)
    (cell as? PantryCell)?.amountLabel.text = items[indexPath.row].1
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 64 }
}

@MainActor @Suite struct UIKitCellLifecycleTests {
  @Test func aRegisteredClassIsMadeAsUIKitMakesItAndFilledAsItWillShow() throws {
    let pantry = PantryViewController()
    pantry.loadViewIfNeeded()
    let table = pantry.tableView
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PantryCell)
    #expect(cell.calls == ["init(style: default, reuseIdentifier: Pantry)"])
    #expect(cell.reuseIdentifier == "Pantry" && cell.detailTextLabel == nil)
    #expect(cell.textLabel?.text == "Lentils" && cell.amountLabel.text == "500 g")
    #expect(pantry.shown == [IndexPath(row: 1, section: 0)])
    // The height is the app's to answer; the table asks nobody.
    #expect(pantry.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 64)
  }

  @Test func aCellHandedOutAgainIsPreparedForReuseAndNeverAwakenedFromANib() throws {
    let pantry = PantryViewController()
    pantry.loadViewIfNeeded()
    let table = pantry.tableView
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PantryCell)
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PantryCell)
    pantry.items = [("Oats", "1 kg")]
    table.reloadData()
    // Cells go back in their rows' order: the first row's cell is handed out first.
    let again = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PantryCell)
    #expect(again === first && again !== second)
    #expect(again.calls == ["init(style: default, reuseIdentifier: Pantry)", "prepareForReuse"])
    #expect(again.textLabel?.text == "Oats" && again.amountLabel.text == "1 kg")
    #expect(!second.calls.contains("awakeFromNib"))
  }

  @Test func selectingARowTellsItsCell() throws {
    let pantry = PantryViewController()
    pantry.loadViewIfNeeded()
    let table = pantry.tableView
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? PantryCell)
    table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    #expect(cell.isSelected && cell.calls.last == "setSelected(true)")
    table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
    #expect(!cell.isSelected && cell.calls.last == "setSelected(false)")
    cell.isSelected = true
    #expect(cell.calls.last == "setSelected(true)")
  }

  @Test func cellsMadeWithNoArgumentsAreDefaultCellsWithNoIdentifier() {
    let plain = UITableViewCell()
    #expect(plain.reuseIdentifier == nil && plain.textLabel != nil)
    #expect(plain.detailTextLabel == nil)
    let note = NoteCell()
    note.note = "buy flour"
    #expect(note.textLabel != nil && note.note == "buy flour")
    #expect(PantryCell().calls == ["init(style: default, reuseIdentifier: nil)"])
  }

  @Test func aControllerFromAStoryboardIsAwakenedFromItsNib() {
    final class Awakened: UIViewController {
      var awoken = 0
      override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
      }
    }
    UIStoryboard.register("Awakened", inStoryboard: "Lifecycle") { Awakened() }
    let made = UIStoryboard(name: "Lifecycle", bundle: nil)
      .instantiateViewController(withIdentifier: "Awakened")
    #expect((made as? Awakened)?.awoken == 1)
    #expect(Awakened().awoken == 0)
  }

  @Test func aStoryboardsPrototypeIsWhatDequeueMakesUnlessTheAppRegistersAClass() {
    final class NoteCell: UITableViewCell {
      var noteLabel: UILabel?
    }
    let table = UITableView()
    table.registerPrototype("Note") {
      let cell = NoteCell(style: .default, reuseIdentifier: "Note")
      cell.noteLabel = UILabel()
      return cell
    }
    #expect((table.dequeueReusableCell(withIdentifier: "Note") as? NoteCell)?.noteLabel != nil)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
    #expect(!(table.dequeueReusableCell(withIdentifier: "Note") is NoteCell))
  }
}

// A Clean Swift list and detail built in code, in Swift 5 mode, as Xcode's templates and
// tutorials leave them: a cell from Xcode's cell template (`awakeFromNib`, `setSelected`), a
// list that registers it and answers `UITableViewCell()` when a cast fails, an image view
// extension that rounds its layer, a detail view laid out with anchors and made with `()`.
import UIKit
import XCTest

class BookCell: UITableViewCell {
  var coverImageView = UIImageView()
  var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    // Initialization code
    awoke = true
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)

    // Configure the view for the selected state
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    coverImageView.image = nil
  }
}

extension UIImageView {
  func makeRound() {
    self.layer.masksToBounds = true
    self.layer.borderWidth = 2.0
    self.layer.borderColor = UIColor.white.cgColor
    self.layer.cornerRadius = self.frame.size.width / 2
  }
}

class BookDetailView: UIView {
  var titleLabel = UILabel()
  var coverImageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
    addSubview(coverImageView)
    coverImageView.contentMode = .scaleAspectFit
    coverImageView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    coverImageView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: self.topAnchor, constant: 20),
      titleLabel.centerXAnchor.constraint(equalTo: self.centerXAnchor),
      coverImageView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
      coverImageView.heightAnchor.constraint(equalToConstant: 200),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

class BookListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  let tableView = UITableView()
  var titles = ["Dune", "Emma"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.register(BookCell.self, forCellReuseIdentifier: "BookCell")
    tableView.dataSource = self
    tableView.delegate = self
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    return titles.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let cell = tableView.dequeueReusableCell(withIdentifier: "BookCell", for: indexPath)
      as? BookCell
    {
      cell.textLabel?.text = titles[indexPath.row]
      cell.coverImageView.image = UIImage(named: "cover-\(indexPath.row)")
      return cell
    }
    return UITableViewCell()
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    (cell as? BookCell)?.coverImageView.makeRound()
  }
}

final class CodeLayoutTemplateTests: XCTestCase {
  func testTheListRegistersItsCellAndFillsIt() {
    let list = BookListViewController()
    UIKitHeadless.show(list)
    let cell = list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? BookCell
    XCTAssertEqual(cell?.textLabel?.text, "Emma")
    XCTAssertEqual(cell?.coverImageView.image?.name, "cover-1")
    XCTAssertEqual(cell?.coverImageView.layer.borderColor, UIColor.white.cgColor)
    XCTAssertEqual(cell?.awoke, false)
    list.tableView.reloadData()
    let again = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? BookCell
    XCTAssertEqual(again?.coverImageView.image?.name, "cover-0")
  }

  func testTheDetailViewMadeWithNoArgumentsKeepsItsLayout() {
    let detail = BookDetailView()
    XCTAssertEqual(detail.constraints.count, 3)
    XCTAssertEqual(detail.coverImageView.constraints.first?.constant, 200)
    XCTAssertEqual(detail.coverImageView.contentMode, .scaleAspectFit)
    XCTAssertEqual(
      detail.coverImageView.contentCompressionResistancePriority(for: .horizontal), .defaultLow)
    XCTAssertEqual(detail.titleLabel.frame, .zero)
  }
}

import Foundation
import Testing
import UIKit

/// A card laid out in code, as app code builds one: its own `init(frame:)`, anchors activated
/// together, an image that gives way first, a round avatar.
@MainActor
private final class RecipeCard: UIView {
  let titleLabel = UILabel()
  let photo = UIImageView()
  let servingsLabel = UILabel()
  private(set) var laidOut = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    [titleLabel, photo, servingsLabel].forEach {
      addSubview($0)
      $0.translatesAutoresizingMaskIntoConstraints = false
    }
    photo.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
    photo.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    photo.layer.cornerRadius = 12
    photo.layer.borderWidth = 1
    photo.layer.borderColor = UIColor.gray.cgColor
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
      photo.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      photo.heightAnchor.constraint(equalToConstant: 120),
      photo.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
      servingsLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("made in code only")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    laidOut += 1
    photo.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: 120)
  }
}

/// A screen whose view is the card, sized in `viewDidLayoutSubviews` as app code does; it
/// notes the lifecycle calls it gets.
@MainActor
private final class RecipeViewController: UIViewController {
  let card = RecipeCard()
  private(set) var calls: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    view.addSubview(card)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    calls.append("willAppear")
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    calls.append("willLayout")
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    calls.append("didLayout")
    card.frame = view.bounds
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    calls.append("didAppear")
  }
}

@MainActor @Suite struct UIKitLayoutTests {
  @Test func aViewMadeWithNoArgumentsRunsItsOwnInitFrame() {
    let card = RecipeCard()
    #expect(card.frame == .zero && card.backgroundColor == .white)
    #expect(card.subviews == [card.titleLabel, card.photo, card.servingsLabel])
    #expect(UIView().translatesAutoresizingMaskIntoConstraints)
    #expect(!card.photo.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func activatedConstraintsAreKeptOnTheNearestCommonAncestorAndNothingIsSolved() throws {
    let card = RecipeCard()
    #expect(card.constraints.count == 5)
    let below = try #require(card.constraints.first { $0.firstItem === card.photo })
    #expect(below.firstAttribute == .top && below.relation == .equal)
    #expect(below.secondItem === card.titleLabel && below.secondAttribute == .bottom)
    #expect(below.constant == 4 && below.multiplier == 1 && below.isActive)
    let half = try #require(card.constraints.first { $0.firstAttribute == .width })
    #expect(half.secondItem === card && half.multiplier == 0.5)
    let margin = try #require(card.constraints.last)
    #expect(margin.relation == .lessThanOrEqual && margin.constant == -8)
    // A size against a constant has no second item: it is the view's own.
    let height = try #require(card.photo.constraints.first)
    #expect(height.firstAttribute == .height && height.secondItem == nil)
    #expect(height.secondAttribute == .notAnAttribute && height.constant == 120)
    #expect(card.titleLabel.frame == .zero)
    NSLayoutConstraint.deactivate([below])
    #expect(!below.isActive && card.constraints.count == 4)
    let loose = card.servingsLabel.widthAnchor.constraint(equalToConstant: 40)
    #expect(!loose.isActive && card.servingsLabel.constraints.isEmpty)
  }

  @Test func contentPrioritiesContentModeAndTheLayerAreKept() {
    let photo = RecipeCard().photo
    #expect(photo.contentCompressionResistancePriority(for: .vertical) == .defaultLow)
    #expect(photo.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(photo.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(photo.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(photo.contentMode == .scaleAspectFill && UIView().contentMode == .scaleToFill)
    #expect(photo.layer.masksToBounds && photo.layer.cornerRadius == 12)
    #expect(photo.layer.borderWidth == 1 && photo.layer.borderColor == UIColor.gray.cgColor)
    #expect(UIColor(cgColor: UIColor.gray.cgColor) == .gray)
    #expect(UIColor.clear.cgColor.alpha == 0 && UIColor.red.cgColor.numberOfComponents == 4)
  }

  @Test func aControllerLaysItsViewOutBetweenWillAndDidAppear() {
    let recipe = RecipeViewController()
    UIKitHeadless.show(recipe)
    #expect(recipe.calls == ["willAppear", "willLayout", "didLayout", "didAppear"])
    #expect(recipe.card.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(recipe.card.laidOut == 1)
    #expect(recipe.card.photo.frame.width == 0)
    // The card's new size asks for layout: the next pass sets the photo's frame by hand.
    recipe.view.layoutIfNeeded()
    #expect(recipe.card.laidOut == 2 && recipe.card.photo.frame.width == 160)
  }

  @Test func anImageByNameKeepsItsName() throws {
    let photo = UIImageView()
    photo.image = UIImage(named: "soup-placeholder")
    let image = try #require(photo.image)
    #expect(image.name == "soup-placeholder" && image.size == .zero)
    #expect(image.format == .asset && image.pngData() == nil)
    #expect(image.description == "UIImage(named: \"soup-placeholder\")")
  }
}

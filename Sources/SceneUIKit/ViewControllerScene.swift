import SceneRuntime
import UIKit

/// An app's own view controller as a scene: no headless replacement, the controller the app
/// ships, wired by its own `setup()`. Its state is what its outlets show and what it keeps:
/// each label's and field's text, each switch, picker and segmented control, its table's rows
/// (asked of the data source, as UIKit asks), and its stored values (`displayedOrders`); the
/// parts it holds (interactor, router) are not state. Its intents are what a user does on the
/// screen, offered when the screen has it:
///
/// | intent | does, as UIKit does on a touch |
/// | --- | --- |
/// | `tap ROW [SECTION]` | selects the row, tells the table's delegate, follows the cell's segue |
/// | `type FIELD TEXT` | edits the field as a keyboard would, telling its delegate |
/// | `pick PICKER ROW` | spins the picker (or segmented control) to the row, telling its delegate |
/// | `toggle SWITCH` | flips the switch, sending its value-changed actions |
/// | `press BUTTON` | a bar button's or button's action (`save`, `add`, a button outlet's name) |
/// | `segue ID` | performs the storyboard segue: `prepare(for:sender:)`, then the show |
///
/// and the host's own (the generated adapter adds the controller's actions).
///
/// ```swift
/// let list = UIStoryboard(name: "Orders", bundle: nil)
///   .instantiateViewController(withIdentifier: "ListOrdersViewController")
/// navigation.root(ViewControllerScene(list), in: environment)
/// // listOrders> state
/// //   countLabel: "2 orders"
/// //   rows: [Row(text: "1 Jan 2026", detail: "$12.5"), …]
/// ```
@MainActor
public final class ViewControllerScene: UIKitHostedScene {
  public let controller: UIViewController
  public let title: String
  public let pattern: ScenePattern?
  private let hostIntents: [Intent]
  /// What the host's adapter put between the parts (a display decorator the presenter holds
  /// weakly): alive as long as the scene.
  private let retained: [AnyObject]

  /// - Parameters:
  ///   - controller: the app's controller, made as the app makes it (its storyboard).
  ///   - title: the scene's name; by default the class's name without `ViewController`, its
  ///     first letter lowercased (`listOrders`).
  ///   - pattern: the architecture the scene is written in.
  ///   - intents: the host's own intents, listed before the screen's.
  ///   - retained: objects the scene keeps alive for as long as it lives.
  public init(
    _ controller: UIViewController, title: String? = nil, pattern: ScenePattern? = .vip,
    intents: [Intent] = [], keeping retained: [AnyObject] = []
  ) {
    self.controller = controller
    self.title = title ?? Self.defaultTitle(of: controller)
    self.pattern = pattern
    self.hostIntents = intents
    self.retained = retained
  }

  public var intents: [Intent] {
    let taken = Set(hostIntents.map(\.name))
    return hostIntents + ScreenIntents(controller).intents.filter { !taken.contains($0.name) }
  }

  /// Read where Observation tracks it: after a change to one of the screen's views (its
  /// `contentChanges`), the shell reads the screen again, as a device redraws it.
  public func readState() -> [StateField] {
    OutletReader(controller).fields()
  }

  /// `ListOrdersViewController` → `listOrders`.
  static func defaultTitle(of controller: UIViewController) -> String {
    var name = String(describing: type(of: controller))
    if name.hasSuffix("ViewController"), name != "ViewController" {
      name.removeLast("ViewController".count)
    }
    guard let first = name.first else { return name }
    return first.lowercased() + name.dropFirst()
  }
}

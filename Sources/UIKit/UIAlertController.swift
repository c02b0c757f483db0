/// An alert: its title, message and actions. Presented like any controller (`present`), so a
/// host sees it through ``UIKitHeadless/observer``; ``tap(_:)`` runs an action's handler as a
/// tap on its button would.
///
/// ```swift
/// let alert = UIAlertController(title: "Oops", message: "No network", preferredStyle: .alert)
/// alert.addAction(UIAlertAction(title: "OK", style: .default))
/// alert.actions.map(\.title)  // ["OK"]
/// ```
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
  public enum Style: Sendable {
    case alert, actionSheet
  }

  open var message: String?
  public let preferredStyle: Style
  open private(set) var actions: [UIAlertAction] = []
  /// The fields ``addTextField(configurationHandler:)`` added, in order; nil for none, as in
  /// UIKit. A host types in them before it taps an action.
  open private(set) var textFields: [UITextField]?

  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil, preferredStyle: preferredStyle)
    self.title = title
    self.message = message
  }

  private init(nibName: String?, bundle: Bundle?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    super.init(nibName: nibName, bundle: bundle)
  }

  public required init?(coder: NSCoder) {
    preferredStyle = .alert
    super.init(coder: coder)
  }

  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// Taps `action`: the alert is dismissed, then the handler runs, in UIKit's order.
  open func tap(_ action: UIAlertAction) {
    dismiss(animated: true)
    action.handler?(action)
  }
}

@preconcurrency @MainActor
open class UIAlertAction {
  public enum Style: Sendable {
    case `default`, cancel, destructive
  }

  public let title: String?
  public let style: Style
  let handler: ((UIAlertAction) -> Void)?

  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

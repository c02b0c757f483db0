/// A segue between two controllers: `performSegue(withIdentifier:sender:)` makes one and
/// hands it to `prepare(for:sender:)`, where a Clean Swift router passes data to
/// `segue.destination`.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController

  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }

  /// Shows the destination as a "show" segue does: pushed in a navigation controller, else
  /// presented.
  open func perform() {
    source.show(destination, sender: nil)
  }
}

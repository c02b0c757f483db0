/// A storyboard by name, whose controllers the host's adapter registers as it builds the scene
/// (there is no storyboard file headless): a router's
/// `UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier:)` then
/// finds them.
///
/// ```swift
/// UIStoryboard.register("ShowOrderViewController") { ShowOrderViewController() }
/// UIStoryboard(name: "Main", bundle: nil)
///   .instantiateViewController(withIdentifier: "ShowOrderViewController")  // a ShowOrderViewController
/// ```
///
/// A controller it makes knows it as its `storyboard`, so a template router's
/// `viewController?.storyboard?.instantiateViewController(withIdentifier:)` finds the next one
/// too: make the scene's first controller through the storyboard. It gets `awakeFromNib()`, as
/// a controller a storyboard decodes does.
@preconcurrency @MainActor
open class UIStoryboard {
  public let name: String
  private static var factories: [String: [String: () -> UIViewController]] = [:]

  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
  }

  /// Says how storyboard `storyboard` makes the controller with `identifier`.
  public static func register(
    _ identifier: String, inStoryboard storyboard: String = "Main",
    _ make: @escaping () -> UIViewController
  ) {
    factories[storyboard, default: [:]][identifier] = make
  }

  /// The registered controller; a fresh `UIViewController` for an identifier nobody
  /// registered, where UIKit would raise (check `UIStoryboard.isRegistered`).
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    let controller = Self.factories[name]?[identifier]?() ?? UIViewController()
    controller.storyboard = self
    controller.awakeFromNib()
    return controller
  }

  public static func isRegistered(_ identifier: String, inStoryboard storyboard: String = "Main")
    -> Bool
  {
    factories[storyboard]?[identifier] != nil
  }
}

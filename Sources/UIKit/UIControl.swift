/// The controls whose values a Clean Swift view controller reads when it builds a request or a
/// router passes data on: text and a date, set by the host's adapter as a user would type or
/// pick them, and the targets and actions a user's touch sends, found through
/// ``SelectorTable`` (there is no Objective-C runtime). Nothing is drawn.
///
/// ```swift
/// let name = UITextField()
/// name.text = "Ann"
/// let picker = UIDatePicker()
/// picker.date = Date(timeIntervalSince1970: 0)
/// picker.addTarget(self, action: Selector("dateChanged:"), for: .valueChanged)
/// picker.sendActions(for: .valueChanged)  // self.dateChanged(picker), once registered
/// ```
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The events a target and action are added for, as in UIKit.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  open var isEnabled = true
  private var actions: [(target: Weak, action: Selector, events: Event)] = []

  /// A target held weakly, as UIKit holds one.
  private struct Weak {
    weak var object: AnyObject?
  }

  open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    actions.append((Weak(object: target as AnyObject?), action, controlEvents))
  }

  open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    actions.removeAll {
      $0.target.object === (target as AnyObject?) && (action == nil || $0.action == action)
        && !$0.events.isDisjoint(with: controlEvents)
    }
  }

  /// The selectors added for `controlEvent`, in the order they were added.
  open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
    let names = actions.filter {
      $0.target.object === (target as AnyObject?) && !$0.events.isDisjoint(with: controlEvent)
    }
    .map(\.action.description)
    return names.isEmpty ? nil : names
  }

  /// Sends the actions added for `controlEvents` to their targets with this control as the
  /// sender, as a user's touch does; an action ``SelectorTable`` cannot find is skipped.
  open func sendActions(for controlEvents: Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      guard let target = entry.target.object else { continue }
      SelectorTable.method(entry.action, of: target)?(self)
    }
  }
}

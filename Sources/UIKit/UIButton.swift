/// A button: the title it shows; a tap sends its `.touchUpInside` actions
/// (``UIControl/sendActions(for:)``).
@preconcurrency @MainActor
open class UIButton: UIControl {
  public enum ButtonType: Sendable { case custom, system, close, contactAdd }
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }

  private var titles: [UInt: String] = [:] { didSet { setNeedsDisplay() } }

  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
  }

  open func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
  }

  open func title(for state: State) -> String? {
    titles[state.rawValue] ?? titles[State.normal.rawValue]
  }

  /// The title for the state it is in: `.normal`, or `.disabled` when not enabled.
  open var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }
}

/// A switch: on or off, as a view reads it.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  open var isOn = false { didSet { setNeedsDisplay() } }

  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }
}

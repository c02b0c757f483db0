/// A text view: the text it shows or a user typed.
@preconcurrency @MainActor
open class UITextView: UIView {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit's own type: app code writes `textView.text.count` without unwrapping.
  open var text: String! = "" { didSet { setNeedsDisplay() } }
  open var isEditable = true
}

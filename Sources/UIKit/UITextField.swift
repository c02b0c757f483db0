/// A text field: what the user typed, which a view reads into a request; the adapter types it.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// Empty, not nil, as UIKit gives it for a field nobody typed in.
  open var text: String? = ""
  open var placeholder: String?
}

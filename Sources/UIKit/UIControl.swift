/// The controls whose values a Clean Swift view controller reads when it builds a request or a
/// router passes data on: text and a date, set by the host's adapter as a user would type or
/// pick them. Nothing is drawn.
///
/// ```swift
/// let name = UITextField()
/// name.text = "Ann"
/// let picker = UIDatePicker()
/// picker.date = Date(timeIntervalSince1970: 0)
/// ```
@preconcurrency @MainActor
open class UIControl: UIView {
  open var isEnabled = true
}

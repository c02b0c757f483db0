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

@preconcurrency @MainActor
open class UILabel: UIView {
  open var text: String?
}

@preconcurrency @MainActor
open class UITextField: UIControl {
  /// Empty, not nil, as UIKit gives it for a field nobody typed in.
  open var text: String? = ""
  open var placeholder: String?
}

@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  public enum Mode: Sendable { case time, date, dateAndTime, countDownTimer }
  open var datePickerMode = Mode.dateAndTime
  /// The moment the picker was made, as UIKit's; the adapter sets it for a run that must repeat.
  open var date = Date()

  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }
}

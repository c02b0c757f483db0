/// A date picker: the date picked, which a view reads into a request; the adapter picks it.
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

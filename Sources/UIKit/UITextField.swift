import Foundation

/// A text field: what the user typed, which a view reads into a request; the adapter types it.
/// Its keyboard (`keyboardType`, an `inputView` such as a picker) is kept, not shown; its
/// delegate is kept for the app and not told of anything.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// Empty, not nil, as UIKit gives it for a field nobody typed in.
  open var text: String? = "" { didSet { setNeedsDisplay() } }
  open var placeholder: String? { didSet { setNeedsDisplay() } }
  open var keyboardType = UIKeyboardType.default
  open var isSecureTextEntry = false
  open weak var delegate: (any UITextFieldDelegate)?
  private var customInputView: UIView?

  override open var inputView: UIView? {
    get { customInputView }
    set { customInputView = newValue }
  }

  /// An enabled field can be typed in.
  override open var canBecomeFirstResponder: Bool { isEnabled }
}

/// The keyboard a field asks for.
public enum UIKeyboardType: Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, url, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// UIKit's spelling of ``url``.
  public static let URL = UIKeyboardType.url
}

/// What a text field's delegate may answer; every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString: String
  ) -> Bool
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString: String
  ) -> Bool { true }
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

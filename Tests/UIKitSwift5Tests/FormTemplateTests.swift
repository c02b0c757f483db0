// A form as Clean Swift's templates write one, in Swift 5 mode: fields in order, the return key
// moving to the next, a picker as a field's keyboard, a gift message asked in an alert. The
// `@IBOutlet`s and `#selector` of the app's file are the Linux copy's to drop: here they are
// what the copy compiles (examples/Templates/Notes/Orders compiles such a file unedited).
import UIKit
import XCTest

final class OrderFormViewController: UITableViewController, UITextFieldDelegate,
  UIPickerViewDataSource, UIPickerViewDelegate
{
  var textFields: [UITextField]! = [UITextField(), UITextField()]
  var shippingMethodPicker: UIPickerView! = UIPickerView()
  var giftMessage: String?
  let shippingMethods = ["Standard", "Overnight"]

  override func viewDidLoad() {
    super.viewDidLoad()
    textFields[1].inputView = shippingMethodPicker
    shippingMethodPicker.dataSource = self
    shippingMethodPicker.delegate = self
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: self, action: Selector("giftTapped"))
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
    if let index = textFields.firstIndex(of: textField) {
      if index < textFields.count - 1 {
        textFields[index + 1].becomeFirstResponder()
      }
    }
    return true
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int {
    return 1
  }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    return shippingMethods.count
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
    textFields[1].text = shippingMethods[row]
  }

  func giftTapped() {
    let alert = UIAlertController(title: "Gift message", message: nil, preferredStyle: .alert)
    alert.addTextField { textField in
      textField.keyboardType = .asciiCapable
    }
    alert.addAction(
      UIAlertAction(title: "Add", style: .default) { _ in
        self.giftMessage = alert.textFields?.first?.text
      })
    present(alert, animated: true, completion: nil)
  }
}

final class FormTemplateTests: XCTestCase {
  func testTheReturnKeyMovesToTheNextFieldAndThePickerFillsItsField() {
    let form = OrderFormViewController(style: .grouped)
    form.loadViewIfNeeded()
    form.textFields[0].becomeFirstResponder()
    XCTAssertTrue(form.textFieldShouldReturn(form.textFields[0]))
    XCTAssertTrue(form.textFields[1].isFirstResponder)
    form.shippingMethodPicker.pick(1, inComponent: 0)
    XCTAssertEqual(form.textFields[1].text, "Overnight")
    XCTAssertEqual(form.navigationItem.rightBarButtonItem?.action, Selector("giftTapped"))
  }

  func testTheAlertsFieldIsWhatTheAddActionReads() {
    let form = OrderFormViewController(style: .grouped)
    form.giftTapped()
    let alert = form.presentedViewController as? UIAlertController
    alert?.textFields?.first?.text = "Happy birthday"
    alert?.tap(alert!.actions[0])
    XCTAssertEqual(form.giftMessage, "Happy birthday")
    XCTAssertNil(form.presentedViewController)
  }
}

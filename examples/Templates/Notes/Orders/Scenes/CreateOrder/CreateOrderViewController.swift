// swift-format-ignore-file
//
//  CreateOrderViewController.swift
//  Orders
//
//  The app's view, as the Clean Swift template writes one: a static table in the storyboard
//  with text fields, a picker as a field's keyboard, and an alert asking for a gift message.
//  Compiled on Linux from its Linux copy (linux-copies.txt); nothing of the host runs it yet.
//

import UIKit

protocol CreateOrderDisplayLogic: AnyObject
{
  func displayExpirationDate(viewModel: CreateOrder.FormatExpirationDate.ViewModel)
  func displaySavedOrder(viewModel: CreateOrder.SaveOrder.ViewModel)
}

class CreateOrderViewController: UITableViewController, CreateOrderDisplayLogic, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate
{
  var interactor: CreateOrderBusinessLogic?
  var router: (NSObjectProtocol & CreateOrderRoutingLogic & CreateOrderDataPassing)?

  // MARK: Object lifecycle

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
  {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder aDecoder: NSCoder)
  {
    super.init(coder: aDecoder)
    setup()
  }

  // MARK: Setup

  private func setup()
  {
    let viewController = self
    let interactor = CreateOrderInteractor()
    let presenter = CreateOrderPresenter()
    let router = CreateOrderRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: Routing

  override func prepare(for segue: UIStoryboardSegue, sender: Any?)
  {
    if let scene = segue.identifier {
      let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
      if let router = router, router.responds(to: selector) {
        router.perform(selector, with: segue)
      }
    }
  }

  // MARK: View lifecycle

  override func viewDidLoad()
  {
    super.viewDidLoad()
    navigationItem.title = "New order"
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveButtonTapped))
    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Gift", style: .plain, target: self, action: #selector(giftButtonTapped(_:)))
    configurePickers()
  }

  // MARK: Text fields

  @IBOutlet var textFields: [UITextField]!
  @IBOutlet weak var customerNameTextField: UITextField!
  @IBOutlet weak var shippingMethodTextField: UITextField!
  @IBOutlet weak var expirationDateTextField: UITextField!
  @IBOutlet weak var logoImageView: UIImageView!
  @IBOutlet weak var messageLabel: UILabel!

  func textFieldShouldReturn(_ textField: UITextField) -> Bool
  {
    textField.resignFirstResponder()
    if let index = textFields.firstIndex(of: textField) {
      if index < textFields.count - 1 {
        let nextTextField = textFields[index + 1]
        nextTextField.becomeFirstResponder()
      }
    }
    return true
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  {
    if let cell = tableView.cellForRow(at: indexPath) {
      for textField in textFields {
        if textField.isDescendant(of: cell) {
          textField.becomeFirstResponder()
        }
      }
    }
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "SummaryCell", for: indexPath)
    cell.textLabel?.text = customerNameTextField.text
    cell.detailTextLabel?.text = shippingMethodTextField.text
    return cell
  }

  // MARK: Shipping method

  @IBOutlet var shippingMethodPicker: UIPickerView!
  @IBOutlet var expirationDatePicker: UIDatePicker!

  func configurePickers()
  {
    shippingMethodTextField.inputView = shippingMethodPicker
    expirationDateTextField.inputView = expirationDatePicker
    customerNameTextField.keyboardType = .namePhonePad
  }

  @IBAction func expirationDatePickerValueChanged(_ sender: Any)
  {
    let request = CreateOrder.FormatExpirationDate.Request(date: expirationDatePicker.date)
    interactor?.formatExpirationDate(request: request)
  }

  func displayExpirationDate(viewModel: CreateOrder.FormatExpirationDate.ViewModel)
  {
    expirationDateTextField.text = viewModel.date
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int
  {
    return 1
  }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
  {
    return interactor?.shippingMethods.count ?? 0
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  {
    return interactor?.shippingMethods[row]
  }

  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  {
    shippingMethodTextField.text = interactor?.shippingMethods[row]
  }

  // MARK: Saving

  var giftMessage: String?

  @objc func giftButtonTapped(_ sender: Any)
  {
    let alert = UIAlertController(title: "Gift message", message: nil, preferredStyle: .alert)
    alert.addTextField { textField in
      textField.placeholder = "Message"
      textField.keyboardType = .asciiCapable
    }
    alert.addAction(UIAlertAction(title: "Add", style: .default) { [weak self] _ in
      self?.giftMessage = alert.textFields?.first?.text
    })
    present(alert, animated: true, completion: nil)
  }

  @objc func saveButtonTapped()
  {
    let request = CreateOrder.SaveOrder.Request(customerName: customerNameTextField.text ?? "", shippingMethod: shippingMethodPicker.selectedRow(inComponent: 0), giftMessage: giftMessage)
    interactor?.saveOrder(request: request)
  }

  func displaySavedOrder(viewModel: CreateOrder.SaveOrder.ViewModel)
  {
    messageLabel.text = viewModel.message
    if router?.dataStore?.orderNumber != nil {
      router?.routeToListOrders(segue: nil)
    }
  }
}

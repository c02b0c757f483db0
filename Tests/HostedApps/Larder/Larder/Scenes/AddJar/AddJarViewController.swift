// swift-format-ignore-file
//
//  AddJarViewController.swift
//  Larder
//

import UIKit

protocol AddJarDisplayLogic: AnyObject
{
  func displaySavedJar(viewModel: AddJar.SaveJar.ViewModel)
}

class AddJarViewController: UITableViewController, AddJarDisplayLogic, UITextFieldDelegate, UIPickerViewDataSource, UIPickerViewDelegate
{
  var interactor: AddJarBusinessLogic?
  var router: (NSObjectProtocol & AddJarRoutingLogic & AddJarDataPassing)?

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

  private func setup()
  {
    let viewController = self
    let interactor = AddJarInteractor()
    let presenter = AddJarPresenter()
    let router = AddJarRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  override func viewDidLoad()
  {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(saveTapped))
  }

  @IBOutlet weak var nameTextField: UITextField!
  @IBOutlet var sizePicker: UIPickerView!
  @IBOutlet weak var messageLabel: UILabel!

  func numberOfComponents(in pickerView: UIPickerView) -> Int
  {
    return 1
  }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
  {
    return interactor?.sizes.count ?? 0
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
  {
    return interactor.map { "\($0.sizes[row]) g" }
  }

  @objc func saveTapped()
  {
    let request = AddJar.SaveJar.Request(name: nameTextField.text ?? "", sizeIndex: sizePicker.selectedRow(inComponent: 0))
    interactor?.saveJar(request: request)
  }

  func displaySavedJar(viewModel: AddJar.SaveJar.ViewModel)
  {
    messageLabel.text = viewModel.message
    if viewModel.saved {
      router?.routeToListJars(segue: nil)
    }
  }
}

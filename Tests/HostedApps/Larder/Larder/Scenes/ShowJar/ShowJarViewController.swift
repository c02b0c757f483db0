// swift-format-ignore-file
//
//  ShowJarViewController.swift
//  Larder
//

import UIKit

protocol ShowJarDisplayLogic: AnyObject
{
  func displayJar(viewModel: ShowJar.GetJar.ViewModel)
}

class ShowJarViewController: UIViewController, ShowJarDisplayLogic
{
  var interactor: ShowJarBusinessLogic?
  var router: (NSObjectProtocol & ShowJarRoutingLogic & ShowJarDataPassing)?

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
    let interactor = ShowJarInteractor()
    let presenter = ShowJarPresenter()
    let router = ShowJarRouter()
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
    interactor?.getJar(request: ShowJar.GetJar.Request())
  }

  @IBOutlet weak var nameLabel: UILabel!
  @IBOutlet weak var weightLabel: UILabel!

  func displayJar(viewModel: ShowJar.GetJar.ViewModel)
  {
    nameLabel.text = viewModel.name
    weightLabel.text = viewModel.weight
  }
}

// swift-format-ignore-file
//
//  ListJarsViewController.swift
//  Larder
//

import UIKit

protocol ListJarsDisplayLogic: AnyObject
{
  func displayFetchedJars(viewModel: ListJars.FetchJars.ViewModel)
}

class ListJarsViewController: UITableViewController, ListJarsDisplayLogic
{
  var interactor: ListJarsBusinessLogic?
  var router: (NSObjectProtocol & ListJarsRoutingLogic & ListJarsDataPassing)?

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

  private func setup()
  {
    let viewController = self
    let interactor = ListJarsInteractor()
    let presenter = ListJarsPresenter()
    let router = ListJarsRouter()
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

  override func viewWillAppear(_ animated: Bool)
  {
    super.viewWillAppear(animated)
    fetchJars()
  }

  // MARK: Jars

  @IBOutlet weak var summaryLabel: UILabel!

  var displayedJars: [ListJars.FetchJars.ViewModel.DisplayedJar] = []

  func fetchJars()
  {
    interactor?.fetchJars(request: ListJars.FetchJars.Request())
  }

  func displayFetchedJars(viewModel: ListJars.FetchJars.ViewModel)
  {
    displayedJars = viewModel.displayedJars
    summaryLabel.text = displayedJars.count == 1 ? "1 jar" : "\(displayedJars.count) jars"
    tableView.reloadData()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  {
    return displayedJars.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "JarCell", for: indexPath)
    cell.textLabel?.text = displayedJars[indexPath.row].name
    cell.detailTextLabel?.text = displayedJars[indexPath.row].weight
    return cell
  }
}

// swift-format-ignore-file
//
//  ListNotesViewController.swift
//  Notes
//
//  The app's view: a table in the storyboard. Not compiled on Linux: the host has its own,
//  headless one.
//

import UIKit

protocol ListNotesDisplayLogic: AnyObject
{
  func displayFetchedNotes(viewModel: ListNotes.FetchNotes.ViewModel)
}

class ListNotesViewController: UITableViewController, ListNotesDisplayLogic
{
  var interactor: ListNotesBusinessLogic?
  var router: (NSObjectProtocol & ListNotesRoutingLogic & ListNotesDataPassing)?

  required init?(coder aDecoder: NSCoder)
  {
    super.init(coder: aDecoder)
    setup()
  }
  
  private func setup()
  {
    let viewController = self
    let interactor = ListNotesInteractor()
    let presenter = ListNotesPresenter()
    let router = ListNotesRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }
  
  override func prepare(for segue: UIStoryboardSegue, sender: Any?)
  {
    if let scene = segue.identifier {
      let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
      if let router = router, router.responds(to: selector) {
        router.perform(selector, with: segue)
      }
    }
  }
  
  override func viewWillAppear(_ animated: Bool)
  {
    super.viewWillAppear(animated)
    interactor?.fetchNotes(request: ListNotes.FetchNotes.Request())
  }
  
  var displayedNotes: [ListNotes.FetchNotes.ViewModel.DisplayedNote] = []
  
  func displayFetchedNotes(viewModel: ListNotes.FetchNotes.ViewModel)
  {
    displayedNotes = viewModel.displayedNotes
    tableView.reloadData()
  }
  
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  {
    return displayedNotes.count
  }
  
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
    cell.textLabel?.text = displayedNotes[indexPath.row].title
    cell.detailTextLabel?.text = displayedNotes[indexPath.row].preview
    return cell
  }
}

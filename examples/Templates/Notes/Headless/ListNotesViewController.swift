import Observation
import UIKit

/// Declared by the app's view file, which this one replaces, as the templates declare it.
protocol ListNotesDisplayLogic: AnyObject {
  func displayFetchedNotes(viewModel: ListNotes.FetchNotes.ViewModel)
}

/// The list's view controller, headless: wired as the app's `setup()` wires it, it shows what
/// the presenter says in `state`, where UIKit would fill the table's rows.
final class ListNotesViewController: UITableViewController, ListNotesDisplayLogic {
  var interactor: ListNotesBusinessLogic?
  var router: (ListNotesRoutingLogic & ListNotesDataPassing)?
  let state = ListNotesViewState()

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    let interactor = ListNotesInteractor()
    let presenter = ListNotesPresenter()
    let router = ListNotesRouter()
    self.interactor = interactor
    self.router = router
    interactor.presenter = presenter
    presenter.viewController = self
    router.viewController = self
    router.dataStore = interactor
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    interactor?.fetchNotes(request: ListNotes.FetchNotes.Request())
  }

  func displayFetchedNotes(viewModel: ListNotes.FetchNotes.ViewModel) {
    state.rows = viewModel.displayedNotes
    tableView.reloadData()
  }
}

/// What the table shows.
@Observable final class ListNotesViewState {
  var rows: [ListNotes.FetchNotes.ViewModel.DisplayedNote] = []
}

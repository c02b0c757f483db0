import Observation
import UIKit

/// Declared by the app's view file, which this one replaces, as the templates declare it.
protocol ShowNoteDisplayLogic: AnyObject {
  func displayNote(viewModel: ShowNote.GetNote.ViewModel)
}

/// The note's view controller, headless: the labels' text goes to `state`.
final class ShowNoteViewController: UIViewController, ShowNoteDisplayLogic {
  var interactor: ShowNoteBusinessLogic?
  var router: (ShowNoteRoutingLogic & ShowNoteDataPassing)?
  let state = ShowNoteViewState()

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    let interactor = ShowNoteInteractor()
    let presenter = ShowNotePresenter()
    let router = ShowNoteRouter()
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

  override func viewDidLoad() {
    super.viewDidLoad()
    interactor?.getNote(request: ShowNote.GetNote.Request())
  }

  func displayNote(viewModel: ShowNote.GetNote.ViewModel) {
    state.title = viewModel.displayedNote.title
    state.body = viewModel.displayedNote.body
  }
}

/// What the labels show.
@Observable final class ShowNoteViewState {
  var title = ""
  var body = ""
}

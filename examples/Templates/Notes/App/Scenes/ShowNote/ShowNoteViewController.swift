// swift-format-ignore-file
//
//  ShowNoteViewController.swift
//  Notes
//
//  The app's view: labels in the storyboard. Not compiled on Linux: the host has its own,
//  headless one.
//

import UIKit

protocol ShowNoteDisplayLogic: AnyObject
{
  func displayNote(viewModel: ShowNote.GetNote.ViewModel)
}

class ShowNoteViewController: UIViewController, ShowNoteDisplayLogic
{
  var interactor: ShowNoteBusinessLogic?
  var router: (NSObjectProtocol & ShowNoteRoutingLogic & ShowNoteDataPassing)?

  required init?(coder aDecoder: NSCoder)
  {
    super.init(coder: aDecoder)
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
  
  override func viewDidLoad()
  {
    super.viewDidLoad()
    interactor?.getNote(request: ShowNote.GetNote.Request())
  }
  
  @IBOutlet weak var titleLabel: UILabel!
  @IBOutlet weak var bodyTextView: UITextView!
  
  func displayNote(viewModel: ShowNote.GetNote.ViewModel)
  {
    titleLabel.text = viewModel.displayedNote.title
    bodyTextView.text = viewModel.displayedNote.body
  }
  
  @IBAction func doneButtonTapped(_ sender: Any)
  {
    router?.routeToListNotes(segue: nil)
  }
}

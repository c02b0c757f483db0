// swift-format-ignore-file
//
//  ListNotesRouter.swift
//  Notes
//

import UIKit

@objc protocol ListNotesRoutingLogic
{
  func routeToShowNote(segue: UIStoryboardSegue?)
}

protocol ListNotesDataPassing
{
  var dataStore: ListNotesDataStore? { get }
}

class ListNotesRouter: NSObject, ListNotesRoutingLogic, ListNotesDataPassing
{
  weak var viewController: ListNotesViewController?
  var dataStore: ListNotesDataStore?
  
  // MARK: Routing
  
  func routeToShowNote(segue: UIStoryboardSegue?)
  {
    if let segue = segue {
      let destinationVC = segue.destination as! ShowNoteViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowNote(source: dataStore!, destination: &destinationDS)
    } else {
      let destinationVC = viewController?.storyboard?.instantiateViewController(withIdentifier: "ShowNoteViewController") as! ShowNoteViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowNote(source: dataStore!, destination: &destinationDS)
      navigateToShowNote(source: viewController!, destination: destinationVC)
    }
  }
  
  // MARK: Navigation
  
  func navigateToShowNote(source: ListNotesViewController, destination: ShowNoteViewController)
  {
    source.show(destination, sender: nil)
  }
  
  // MARK: Passing data
  
  func passDataToShowNote(source: ListNotesDataStore, destination: inout ShowNoteDataStore)
  {
    let selectedRow = viewController?.tableView.indexPathForSelectedRow?.row
    destination.note = source.notes?[selectedRow!]
  }
}

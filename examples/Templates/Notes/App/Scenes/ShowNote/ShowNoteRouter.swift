// swift-format-ignore-file
//
//  ShowNoteRouter.swift
//  Notes
//

import UIKit

@objc protocol ShowNoteRoutingLogic
{
  func routeToListNotes(segue: UIStoryboardSegue?)
}

protocol ShowNoteDataPassing
{
  var dataStore: ShowNoteDataStore? { get }
}

class ShowNoteRouter: NSObject, ShowNoteRoutingLogic, ShowNoteDataPassing
{
  weak var viewController: ShowNoteViewController?
  var dataStore: ShowNoteDataStore?
  
  // MARK: Routing
  
  @objc func routeToListNotes(segue: UIStoryboardSegue?)
  {
    navigateToListNotes(source: viewController!)
  }
  
  // MARK: Navigation
  
  func navigateToListNotes(source: ShowNoteViewController)
  {
    source.navigationController?.popViewController(animated: true)
  }
}

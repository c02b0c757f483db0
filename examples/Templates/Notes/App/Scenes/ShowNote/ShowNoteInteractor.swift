// swift-format-ignore-file
//
//  ShowNoteInteractor.swift
//  Notes
//

import UIKit

protocol ShowNoteBusinessLogic
{
  func getNote(request: ShowNote.GetNote.Request)
}

protocol ShowNoteDataStore
{
  var note: Note! { get set }
}

class ShowNoteInteractor: ShowNoteBusinessLogic, ShowNoteDataStore
{
  var presenter: ShowNotePresentationLogic?
  var note: Note!
  
  // MARK: - Get note
  
  func getNote(request: ShowNote.GetNote.Request)
  {
    let response = ShowNote.GetNote.Response(note: note)
    presenter?.presentNote(response: response)
  }
}

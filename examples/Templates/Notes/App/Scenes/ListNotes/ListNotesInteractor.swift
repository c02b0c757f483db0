// swift-format-ignore-file
//
//  ListNotesInteractor.swift
//  Notes
//

import UIKit

protocol ListNotesBusinessLogic
{
  func fetchNotes(request: ListNotes.FetchNotes.Request)
}

protocol ListNotesDataStore
{
  var notes: [Note]? { get }
}

class ListNotesInteractor: ListNotesBusinessLogic, ListNotesDataStore
{
  var presenter: ListNotesPresentationLogic?
  var notesWorker = ListNotesWorker(notesStore: NotesMemStore())
  var notes: [Note]?
  
  // MARK: - Fetch notes
  
  func fetchNotes(request: ListNotes.FetchNotes.Request)
  {
    notesWorker.fetchNotes { (notes) -> Void in
      self.notes = notes
      let response = ListNotes.FetchNotes.Response(notes: notes)
      self.presenter?.presentFetchedNotes(response: response)
    }
  }
}

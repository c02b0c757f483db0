// swift-format-ignore-file
//
//  ListNotesPresenter.swift
//  Notes
//

import UIKit

protocol ListNotesPresentationLogic
{
  func presentFetchedNotes(response: ListNotes.FetchNotes.Response)
}

class ListNotesPresenter: ListNotesPresentationLogic
{
  weak var viewController: ListNotesDisplayLogic?
  
  // MARK: - Fetch notes
  
  func presentFetchedNotes(response: ListNotes.FetchNotes.Response)
  {
    var displayedNotes: [ListNotes.FetchNotes.ViewModel.DisplayedNote] = []
    for note in response.notes {
      let preview = note.body.count > 16 ? String(note.body.prefix(16)) + "…" : note.body
      displayedNotes.append(ListNotes.FetchNotes.ViewModel.DisplayedNote(title: note.title, preview: preview))
    }
    let viewModel = ListNotes.FetchNotes.ViewModel(displayedNotes: displayedNotes)
    viewController?.displayFetchedNotes(viewModel: viewModel)
  }
}

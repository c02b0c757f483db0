// swift-format-ignore-file
//
//  ShowNotePresenter.swift
//  Notes
//

import UIKit

protocol ShowNotePresentationLogic
{
  func presentNote(response: ShowNote.GetNote.Response)
}

class ShowNotePresenter: ShowNotePresentationLogic
{
  weak var viewController: ShowNoteDisplayLogic?
  
  // MARK: - Get note
  
  func presentNote(response: ShowNote.GetNote.Response)
  {
    let note = response.note
    let displayedNote = ShowNote.GetNote.ViewModel.DisplayedNote(title: note.title.uppercased(), body: note.body)
    let viewModel = ShowNote.GetNote.ViewModel(displayedNote: displayedNote)
    viewController?.displayNote(viewModel: viewModel)
  }
}

// swift-format-ignore-file
//
//  ShowNoteModels.swift
//  Notes
//

import UIKit

enum ShowNote
{
  // MARK: Use cases
  
  enum GetNote
  {
    struct Request
    {
    }
    struct Response
    {
      var note: Note
    }
    struct ViewModel
    {
      struct DisplayedNote
      {
        var title: String
        var body: String
      }
      var displayedNote: DisplayedNote
    }
  }
}

// swift-format-ignore-file
//
//  ListNotesModels.swift
//  Notes
//
//  This file was written in the style of the Clean Swift Xcode Templates.
//

import UIKit

enum ListNotes
{
  // MARK: Use cases
  
  enum FetchNotes
  {
    struct Request
    {
    }
    struct Response
    {
      var notes: [Note]
    }
    struct ViewModel
    {
      struct DisplayedNote
      {
        var title: String
        var preview: String
      }
      var displayedNotes: [DisplayedNote]
    }
  }
}

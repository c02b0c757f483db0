// swift-format-ignore-file
//
//  ListNotesWorker.swift
//  Notes
//

import UIKit

class ListNotesWorker
{
  var notesStore: NotesStoreProtocol

  init(notesStore: NotesStoreProtocol)
  {
    self.notesStore = notesStore
  }

  func fetchNotes(completionHandler: @escaping ([Note]) -> Void)
  {
    notesStore.fetchNotes { (notes: [Note], error: NSError?) -> Void in
      completionHandler(error == nil ? notes : [])
    }
  }
}

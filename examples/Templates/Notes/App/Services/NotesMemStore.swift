// swift-format-ignore-file
//
//  NotesMemStore.swift
//  Notes
//

import Foundation

protocol NotesStoreProtocol
{
  func fetchNotes(completionHandler: @escaping ([Note], NSError?) -> Void)
}

class NotesMemStore: NotesStoreProtocol
{
  static var notes = [
    Note(id: 1, title: "Groceries", body: "Milk, eggs, two lemons"),
    Note(id: 2, title: "Call the landlord", body: "About the boiler, before Friday"),
    Note(id: 3, title: "Book club", body: "Chapters four to seven")
  ]

  // MARK: - CRUD operations - Optional error

  func fetchNotes(completionHandler: @escaping ([Note], NSError?) -> Void)
  {
    DispatchQueue.main.async {
      completionHandler(type(of: self).notes, nil)
    }
  }
}

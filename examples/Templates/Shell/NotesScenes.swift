import SceneRuntime
import SceneUIKit
import UIKit

@testable import Notes

/// The list, made by the storyboard as the app's is (its router finds the note's controller
/// through `storyboard`); a tap selects the row, and the segue asks the router.
@MainActor
final class ListNotesScene: UIKitHostedScene {
  let title = "notes"
  let list: ListNotesViewController

  init() {
    let made = UIStoryboard(name: "Main", bundle: nil)
      .instantiateViewController(withIdentifier: "ListNotesViewController")
    list = made as? ListNotesViewController ?? ListNotesViewController(nibName: nil, bundle: nil)
  }

  var controller: UIViewController { list }
  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      Intent(
        "select", arguments: [IntentArgument("ROW", .integer)],
        summary: "Tap row ROW (0-based): the router opens the note."
      ) { [list] arguments throws(IntentFailure) in
        let row = arguments.integer("ROW") ?? 0
        guard list.state.rows.indices.contains(row) else {
          throw IntentFailure("no row \(row); the list has \(list.state.rows.count)")
        }
        list.tableView.selectRow(
          at: IndexPath(row: row, section: 0), animated: true, scrollPosition: .none)
        list.router?.routeToShowNote(segue: nil)
      }
    ]
  }

  func readState() -> [StateField] {
    [StateField("rows", in: list.state, \.rows)]
  }
}

/// The note the router pushed, with its data store filled by the list's router.
@MainActor
final class ShowNoteScene: Scene {
  let title = "note"
  let note: ShowNoteViewController

  init(_ note: ShowNoteViewController) {
    self.note = note
  }

  var pattern: ScenePattern? { .vip }

  var intents: [Intent] {
    [
      Intent("done", summary: "Tap Done: the router pops back to the list.") { [note] _ in
        note.router?.routeToListNotes(segue: nil)
      }
    ]
  }

  func readState() -> [StateField] {
    [StateField("title", in: note.state, \.title), StateField("body", in: note.state, \.body)]
  }
}

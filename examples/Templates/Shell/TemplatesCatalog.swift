import SceneRuntime
import SceneUIKit
import SceneURLSession
import UIKit

@testable import Notes

/// The host's two lines of knowledge: which controllers the app's storyboard makes, and which
/// scene shows a pushed controller.
@MainActor
enum TemplatesCatalog {
  static func make(context: SceneCatalog.Context) -> SceneCatalog {
    // The photo's URLSession.shared.dataTask is answered by the shell, from its example data.
    let server = URLSessionServer.jsonPlaceholder(context)
    UIStoryboard.register("ListNotesViewController") {
      ListNotesViewController(nibName: nil, bundle: nil)
    }
    UIStoryboard.register("ShowNoteViewController") {
      ShowNoteViewController(nibName: nil, bundle: nil)
    }
    let navigation = UIKitNavigation { controller, _ in
      (controller as? ShowNoteViewController).map(ShowNoteScene.init)
    }
    // The Orders app's own view controllers, made by its storyboard (Notes.generated.swift).
    let orders = UIKitNavigation(scene: NotesViewControllerScenes.scene(for:in:))
    return SceneCatalog(
      entries: [
        SceneCatalog.Entry(name: "notes", summary: "A Clean Swift list whose router is @objc") {
          navigation.root(ListNotesScene(), in: $0)
        },
        SceneCatalog.Entry(name: "orders", summary: "A Clean Swift app's own view controllers") {
          orders.root(NotesViewControllerScenes.ordersStoryboard(), in: $0)
        },
        SceneCatalog.Entry(name: "photo", summary: "Seed 004's MVI shape: error ?? NSError()") {
          PhotoScene(environment: $0)
        },
      ],
      initialSceneName: "notes", commands: server.commands)
  }
}

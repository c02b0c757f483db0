// swift-tools-version: 6.2
import PackageDescription

// A host for app code as the templates write it, none of it edited for Linux: Notes/App is a
// Clean Swift app's folder (a list and a note, `@objc protocol` routers, internal types), Photo
// a SwiftUI MVI screen in seed 004's shape (`error ?? NSError()`). Their view files are left
// out; Notes/Headless has the host's headless view controllers, Shell the adapter.
// Notes/Orders is a Clean Swift app whose own view controllers run as its scenes, unedited
// too: made by its storyboard (Orders/Base.lproj), through the generated Notes.generated.swift.
let package = Package(
  name: "Templates",
  dependencies: [.package(name: "SceneShell", path: "../..")],
  targets: [
    // The Clean Swift app and the host's headless view controllers in one module: the routers
    // name the view controllers' classes. The routers are compiled from Linux copies
    // (linux-copies.txt), so they are excluded, as are the app's own view controllers.
    .target(
      name: "Notes",
      dependencies: [.product(name: "UIKit", package: "SceneShell")],
      path: "Notes",
      exclude: [
        "App/Scenes/ListNotes/ListNotesRouter.swift",
        "App/Scenes/ListNotes/ListNotesViewController.swift",
        "App/Scenes/ShowNote/ShowNoteRouter.swift",
        "App/Scenes/ShowNote/ShowNoteViewController.swift",
        // A Clean Swift app whose own view controllers (outlets, a picker, a table, an alert,
        // `#selector`, `prepare(for:sender:)`) compile from their Linux copies and run, made by
        // its storyboard (read by the generator, not built). In this target, not one of its
        // own: SwiftPM 6.3 crashed now and then planning a package with two targets that use
        // the plugin (once, in a fresh clone's `make test`; not seen again in 18 warm builds).
        "Orders/Base.lproj",
        "Orders/Scenes/CreateOrder/CreateOrderRouter.swift",
        "Orders/Scenes/CreateOrder/CreateOrderViewController.swift",
        "Orders/Scenes/ListOrders/ListOrdersRouter.swift",
        "Orders/Scenes/ListOrders/ListOrdersViewController.swift",
        "Orders/Scenes/ShowOrder/ShowOrderRouter.swift",
        "Orders/Scenes/ShowOrder/ShowOrderViewController.swift",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "LinuxCopies", package: "SceneShell")]
    ),
    // The MVI screen's model and intent; its SwiftUI views are not compiled.
    .target(
      name: "Photo",
      dependencies: [
        .product(name: "UIKit", package: "SceneShell"),
        .product(name: "SwiftUI", package: "SceneShell", condition: .when(platforms: [.linux])),
        .product(name: "Combine", package: "SceneShell", condition: .when(platforms: [.linux])),
      ],
      path: "Photo",
      exclude: ["PhotoView.swift"],
      // Read through Bundle.main, as in the app: found in this target's resource bundle.
      resources: [.copy("PhotoSettings.plist")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The adapter: `@testable import` reaches the templates' internal types.
    .executableTarget(
      name: "templates-host",
      dependencies: [
        "Notes", "Photo",
        .product(name: "SceneShell", package: "SceneShell"),
        .product(name: "SceneRuntime", package: "SceneShell"),
        .product(name: "SceneUIKit", package: "SceneShell"),
        .product(name: "SceneURLSession", package: "SceneShell"),
        .product(name: "UIKit", package: "SceneShell"),
        .product(name: "Combine", package: "SceneShell", condition: .when(platforms: [.linux])),
      ],
      path: "Shell"
    ),
  ]
)

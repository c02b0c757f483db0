// swift-tools-version: 6.2
import PackageDescription

// A worked example: two Clean Swift scenes (ListPosts, ShowPost) written the way a 2018 app team
// wrote them — classes, protocols, completion handlers, URLSession data tasks, a Timer debounce —
// and seed 004's MVI Root screen as a SwiftUI team writes it (an ObservableObject model, a
// PassthroughSubject router), in a library that knows nothing of SceneShell, and a small
// executable that hosts it.
let package = Package(
  name: "ClassicVIP",
  dependencies: [
    // `name:` because the folder is not called SceneShell: a path dependency is known by its
    // folder's name unless told otherwise.
    .package(name: "SceneShell", path: "../..")
  ],
  targets: [
    // Production code: the scenes as the app shipped them: the VIP files start `import UIKit`,
    // the MVI ones `import SwiftUI` and `import Combine` (the headless stand-ins here, which on
    // Apple's platforms the real frameworks replace), Swift 5 mode, the language the code was
    // written in.
    .target(
      name: "ClassicVIP",
      dependencies: [
        .product(name: "UIKit", package: "SceneShell"),
        .product(name: "SwiftUI", package: "SceneShell", condition: .when(platforms: [.linux])),
        .product(name: "Combine", package: "SceneShell", condition: .when(platforms: [.linux])),
      ],
      path: "Sources/ClassicVIP",
      swiftSettings: [
        .swiftLanguageMode(.v5),
        // The stores import Foundation only, as iOS code does; on Linux URLSession lives in
        // FoundationNetworking, which this imports into every file of the target.
        .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]),
      ]
    ),
    // The adapter: headless view controllers, hop decorators, the catalog. Swift 6, as ours.
    .executableTarget(
      name: "classic-vip",
      dependencies: [
        "ClassicVIP",
        .product(name: "SceneShell", package: "SceneShell"),
        .product(name: "SceneRuntime", package: "SceneShell"),
        .product(name: "SceneURLSession", package: "SceneShell"),
        .product(name: "SceneUIKit", package: "SceneShell"),
        .product(name: "UIKit", package: "SceneShell"),
        .product(name: "Combine", package: "SceneShell", condition: .when(platforms: [.linux])),
      ],
      path: "Sources/ClassicVIPShell"
    ),
    // Test fixtures, not an example: a scene whose intents hand work to GCD and the run loop in
    // each of the ways the shell must wait for, or say it cannot.
    .executableTarget(
      name: "gcd-lab",
      dependencies: [
        .product(name: "SceneShell", package: "SceneShell"),
        .product(name: "SceneRuntime", package: "SceneShell"),
        .product(name: "SceneURLSession", package: "SceneShell"),
      ],
      path: "Sources/GCDLab"
    ),
    // The pure logic with fakes injected: no network. Swift 5 mode too, like the app's tests.
    .testTarget(
      name: "ClassicVIPTests",
      dependencies: ["ClassicVIP"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The scenes driven through their shell, as a user or CI drives them: scripts piped in,
    // golden transcripts checked. Depends on the executable so that `swift test` builds it.
    .testTarget(name: "ClassicVIPShellTests", dependencies: ["classic-vip", "gcd-lab"]),
  ]
)

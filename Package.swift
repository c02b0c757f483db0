// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "SceneShell",
  products: [
    .executable(name: "scenesh", targets: ["scenesh"]),
    // What a host builds its own shell with: `SceneShell.main` and the scene contract.
    .library(name: "SceneShell", targets: ["SceneShell"]),
    .library(name: "SceneRuntime", targets: ["SceneRuntime"]),
    .library(name: "StateDiff", targets: ["StateDiff"]),
    // A host's own URLSession calls answered by the shell (links FoundationNetworking, which
    // scenesh itself does not).
    .library(name: "SceneURLSession", targets: ["SceneURLSession"]),
    // Headless stand-in for iOS's UIKit, so that scene files starting `import UIKit` compile:
    // a host's production target depends on it (on Linux and macOS command-line tools alike,
    // where there is no UIKit). It knows nothing of the shell.
    .library(name: "UIKit", targets: ["UIKit"]),
    // What a host's adapter uses to map a UIKit router's pushes, pops and presentations to the
    // shell's scenes.
    .library(name: "SceneUIKit", targets: ["SceneUIKit"]),
    // Headless stand-ins for Apple's Combine and SwiftUI, so that a scene's model and intent
    // written for iOS (`import SwiftUI`, `import Combine`, `ObservableObject`, `@Published`)
    // build unchanged on Linux, where neither module exists. On Apple platforms the real ones
    // do, and a module of the same name would clash with them: a host that builds there too
    // depends on these on Linux only,
    //   .product(name: "Combine", package: "SceneShell", condition: .when(platforms: [.linux]))
    //   .product(name: "SwiftUI", package: "SceneShell", condition: .when(platforms: [.linux]))
    .library(name: "Combine", targets: ["Combine"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    // Compiles the app files a host lists in `linux-copies.txt` (Clean Swift's `@objc protocol`
    // routers) from copies without their Objective-C-only attributes: no edit to the files.
    .plugin(name: "LinuxCopies", targets: ["LinuxCopies"]),
    // `swift package --allow-writing-to-package-directory generate-scene-adapter --target SCENE`
    // in a host package: the adapter's mechanical part, generated from the scene's module.
    .plugin(name: "GenerateSceneAdapter", targets: ["GenerateSceneAdapter"]),
  ],
  targets: [
    // libedit from Debian's libedit-dev; the shim header wraps the variadic calls we use.
    .systemLibrary(
      name: "CEditline",
      path: "Modules/CEditline",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"])]
    ),
    // Dump and diff of any Swift value; knows nothing of scenes or the shell.
    .target(name: "StateDiff"),
    // GCD as the shell sees it: the main queue's drain, and the blocks in flight on every
    // queue, counted by interposing libdispatch's submitting calls (see its header).
    // DWARF 4: valgrind 3.19 (callgrind, `make bench`) cannot read a binary with two DWARF 5
    // units in it; every C target here is built so.
    .target(
      name: "CSceneDispatch", cSettings: [.unsafeFlags(["-gdwarf-4"])],
      linkerSettings: [.linkedLibrary("dl")]),
    // The scene contract, tracked tasks, the scene clock.
    .target(name: "SceneRuntime", dependencies: ["StateDiff", "CSceneDispatch", "CSceneLocale"]),
    // `Locale.current` as the shell chooses it (`--locale`), in place of Linux's fixed
    // `en_001`, for the formatters scene code makes (see its header).
    .target(name: "CSceneLocale", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // Line input: libedit at a terminal, plain line reads when piped.
    .target(name: "LineEditing", dependencies: ["CEditline", "StateDiff"]),
    // What scene code prints, taken before it reaches the terminal (see its header).
    .target(name: "CSceneOutput", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    // The shell: commands, the observing view, output. Names no particular scene.
    .target(
      name: "SceneShell",
      dependencies: ["SceneRuntime", "StateDiff", "LineEditing", "CSceneOutput"]
    ),
    // libcurl for `--data-url` (Debian's libcurl4-openssl-dev), behind a few plain C calls
    // where curl's own are variadic.
    .target(
      name: "CCurl", cSettings: [.unsafeFlags(["-gdwarf-4"])],
      linkerSettings: [.linkedLibrary("curl")]),
    // What the example scenes read: the embedded jsonplaceholder fixtures or a server's, behind
    // the fault injector, and the `data …` and `fault …` commands that change them.
    .target(name: "ExampleData", dependencies: ["SceneRuntime", "StateDiff", "CCurl"]),
    // Seed 004's Root screen as its article writes it (an ObservableObject model, a data task
    // answering on the main queue, a PassthroughSubject router): the production files of
    // examples/ClassicVIP, which hosts them too, compiled here for the built-in `root` scene.
    .target(
      name: "RootScreen",
      dependencies: [
        "UIKit",
        .target(name: "SwiftUI", condition: .when(platforms: [.linux])),
        .target(name: "Combine", condition: .when(platforms: [.linux])),
      ],
      path: "examples/ClassicVIP/Sources/ClassicVIP/Root",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    // The seed articles' scenes, rebuilt headless.
    .target(
      name: "ExampleScenes",
      dependencies: [
        "SceneRuntime", "StateDiff", "ExampleData", "SceneURLSession", "RootScreen", "UIKit",
        .target(name: "Combine", condition: .when(platforms: [.linux])),
      ]),
    .target(name: "SceneURLSession", dependencies: ["SceneRuntime", "StateDiff", "ExampleData"]),
    .target(name: "UIKit", dependencies: ["_Testing_UIKit"]),
    .target(name: "SceneUIKit", dependencies: ["SceneRuntime", "UIKit"]),
    // The empty cross-import overlay Swift Testing asks for once a test imports UIKit.
    .target(name: "_Testing_UIKit"),
    // Apple's Combine, cut down to what scene models and intents use; knows nothing of the
    // shell. Its schedulers are DispatchQueue and RunLoop, so a shell that runs those runs
    // `receive(on:)` and `debounce`.
    .target(name: "Combine", path: "Sources/Combine"),
    // No views: `import SwiftUI` brings in Combine, UIKit (as it does on iOS: a model names
    // `UIImage`), Foundation and Observation.
    .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"], path: "Sources/SwiftUI"),
    .executableTarget(
      name: "scenesh", dependencies: ["SceneShell", "ExampleScenes", "SceneHosting"]),
    // `scenesh host APP_FOLDER`: an app's folder read, its host package written and built.
    .target(name: "SceneHosting", dependencies: ["StateDiff"]),
    // The rewriting behind LinuxCopies: one file in, its Linux copy out, a note per attribute.
    .executableTarget(name: "scene-linux-copy"),
    .plugin(name: "LinuxCopies", capability: .buildTool(), dependencies: ["scene-linux-copy"]),
    // A scene module's symbol graph → the host's generated adapter file; the plugin runs the
    // tool, the library is what the tests check.
    .target(name: "SceneAdapterGenerator"),
    .executableTarget(name: "scene-adapter-generator", dependencies: ["SceneAdapterGenerator"]),
    .plugin(
      name: "GenerateSceneAdapter",
      capability: .command(
        intent: .custom(
          verb: "generate-scene-adapter",
          description: "Write the hop decorators, state readers and intents of a scene module"),
        permissions: [
          .writeToPackageDirectory(reason: "Writes SCENE.generated.swift into the shell target")
        ]),
      dependencies: ["scene-adapter-generator"]),
    .executableTarget(
      name: "scenesh-bench",
      dependencies: [
        "StateDiff", "SceneRuntime", "SceneShell", "ExampleScenes", "ExampleData", "LineEditing",
      ]),
    // A test fixture, not an example: seed 001's Profile as its article writes it (a worker calling
    // `URLSession.shared.data(from:)` in `async let`, the previous request cancelled), hosted
    // with SceneURLSession, for the tests that serve its requests under every fault; and a
    // Combine model fed through `receive(on:)`, for where its changes are filed.
    .executableTarget(
      name: "profile-lab",
      dependencies: ["SeedProfile", "SceneShell", "SceneRuntime", "SceneURLSession", "Combine"],
      path: "Tests/ProfileLab"),
    // A test fixture, not an example: seed 001's Profile scene as its article writes it (its
    // worker, interactor, presenter and protocols; no view), in a module of its own so that two
    // hosts compile the one file: profile-lab's hand-written view controller, and seeds-lab.
    .target(name: "SeedProfile", path: "Tests/SeedProfile"),
    // A test fixture, not an example: the seeds' own scene code (seed 001's Profile above, seed
    // 004's Root from RootScreen) hosted with nothing but the adapters the generator writes
    // from their modules and the few lines a user writes, for the tests that compare its hops
    // with the hand-written hosts' (`make test` checks that both files are not stale).
    .executableTarget(
      name: "seeds-lab",
      dependencies: [
        "SeedProfile", "RootScreen", "SceneShell", "SceneRuntime", "SceneURLSession", "UIKit",
        .target(name: "Combine", condition: .when(platforms: [.linux])),
      ],
      path: "Tests/SeedsLab"),
    // A test fixture, not an example: a scene module (in Swift 5 mode, as app code is) written
    // in every shape app teams write their parts in, and the host target compiling the file
    // generated from it (`make test` checks that the file is not stale): the proof that the
    // generated adapter compiles as first written.
    .target(
      name: "AdapterShapes", path: "Tests/AdapterShapes",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "AdapterShapesHost", dependencies: ["AdapterShapes", "SceneRuntime"],
      path: "Tests/AdapterShapesHost"),
    // A test fixture, not an example: AdapterShapes' scenes wired through that adapter, hosted,
    // for the tests that need a process of their own (a display call off the main thread).
    .executableTarget(
      name: "shapes-lab",
      dependencies: ["AdapterShapes", "AdapterShapesHost", "SceneShell", "SceneURLSession"],
      path: "Tests/ShapesLab"),
    // A test fixture, not an example: a news app's article list as app teams write it (Swift 5,
    // a completion-handler service over URLSession.shared that imports Foundation only, an API
    // key in the query), and the shell that hosts it, for the tests that answer its own API
    // from files, a HAR and a server. On Linux URLSession lives in FoundationNetworking, which
    // iOS code never imports: the flag imports it into every file, so they build unedited.
    .target(
      name: "Newsroom", path: "Tests/Newsroom",
      swiftSettings: [
        .swiftLanguageMode(.v5),
        .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "FoundationNetworking"]),
      ]),
    .executableTarget(
      name: "news-lab",
      dependencies: ["Newsroom", "SceneShell", "SceneRuntime", "SceneURLSession"],
      path: "Tests/NewsLab", exclude: ["answers", "newsroom.har"]),
    // The Foundation hello world that `scenesh-bench startup` compares the shell's start-up to.
    .executableTarget(name: "scenesh-baseline"),
    // Runs a program for `scenesh-bench startup` and reports its own wall time and peak memory.
    .executableTarget(name: "scenesh-spawn"),
    // Helpers shared by the test targets: a loopback HTTP server serving the fixtures, and the
    // lock under which tests start children.
    .target(name: "TestSupport", dependencies: ["ExampleData"], path: "Tests/TestSupport"),
    .testTarget(name: "StateDiffTests", dependencies: ["StateDiff", "TestSupport"]),
    .testTarget(name: "SceneRuntimeTests", dependencies: ["SceneRuntime", "StateDiff"]),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "TestSupport"]),
    .testTarget(name: "UIKitTests", dependencies: ["UIKit"]),
    .testTarget(name: "LinuxCopyTests", dependencies: ["scene-linux-copy"]),
    .testTarget(name: "SceneHostingTests", dependencies: ["SceneHosting"]),
    .testTarget(name: "SceneAdapterGeneratorTests", dependencies: ["SceneAdapterGenerator"]),
    // Code in the Clean Swift templates' own style compiles against the stand-in in Swift 5.
    .testTarget(
      name: "UIKitSwift5Tests", dependencies: ["UIKit"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "CombineTests", dependencies: ["Combine", "SwiftUI"]),
    .testTarget(
      name: "SceneURLSessionTests",
      dependencies: ["SceneURLSession", "SceneRuntime", "ExampleData", "TestSupport"]),
    .testTarget(
      name: "ExampleScenesTests",
      dependencies: ["ExampleScenes", "ExampleData", "SceneRuntime", "TestSupport", "UIKit"]),
    .testTarget(
      name: "SceneShellTests",
      dependencies: [
        "SceneShell", "ExampleScenes", "ExampleData", "SceneRuntime", "StateDiff", "TestSupport",
        "LineEditing", "Combine",
        "SceneUIKit", "UIKit",
        // The generated decorators run in the shell (GeneratedAdapterTests).
        "AdapterShapes", "AdapterShapesHost",
        // Built for the tests that run them (ServingTests, OwnAPITests, OffMainDisplayTests,
        // SeedHopsTests); not imported.
        "profile-lab", "news-lab", "shapes-lab", "seeds-lab",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

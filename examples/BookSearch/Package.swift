// swift-tools-version: 6.2
import PackageDescription

// A worked example: an ordinary Clean Swift app scene (BookSearch, Observable VIP, and
// BookDetail, pure VIP) in a library that knows nothing of SceneShell, and a small executable
// that hosts it in the shell.
let package = Package(
  name: "BookSearch",
  dependencies: [
    .package(name: "SceneShell", path: "../..")
  ],
  targets: [
    // Production code: the scenes as an app would ship them. Foundation and Observation only.
    .target(name: "BookSearch", path: "Sources/BookSearch"),
    // The adapter that lets the shell drive the scenes.
    .executableTarget(
      name: "book-search",
      dependencies: [
        "BookSearch",
        .product(name: "SceneShell", package: "SceneShell"),
        .product(name: "SceneRuntime", package: "SceneShell"),
      ],
      path: "Sources/BookSearchShell"
    ),
    .testTarget(name: "BookSearchTests", dependencies: ["BookSearch"]),
    // The scene driven through its shell, as a user or CI drives it: scripts piped in, golden
    // transcripts checked. Depends on the executable so that `swift test` builds it.
    .testTarget(name: "BookSearchShellTests", dependencies: ["book-search"]),
  ],
  swiftLanguageModes: [.v6]
)

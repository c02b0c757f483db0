import Foundation
import StateDiff

/// The package `scenesh host` writes for an app: every file in it generated, rewritten on each
/// run (and left alone when unchanged, so a second build has nothing new to compile). The
/// app's folder is not touched: the package reaches it through a link, `App`.
///
/// ```
/// DIR/Package.swift          the app's module (its files, a Linux copy where needed) and the host
/// DIR/linux-copies.txt       for SceneShell's LinuxCopies plugin
/// DIR/App -> APP_FOLDER/…    the app target's folder
/// DIR/Host/main.swift        the shell, opening the generated catalog
/// DIR/Host/…generated.swift  written by generate-scene-adapter
/// DIR/Host/Customize.swift   the user's: written once, kept
/// ```
public struct HostPackage: Sendable {
  public let app: AppFolder
  public let directory: URL
  /// SceneShell's own package, which the host depends on.
  public let sceneShell: URL

  public init(app: AppFolder, directory: URL, sceneShell: URL) {
    self.app = app
    self.directory = directory
    self.sceneShell = sceneShell
  }

  /// The host's executable: `cleanstore-host` for CleanStore.
  public var productName: String { app.moduleName.lowercased() + "-host" }

  /// Writes the package's files; returns the paths it changed.
  @discardableResult
  public func write() throws(HostError) -> [String] {
    var changed: [String] = []
    do {
      try FileManager.default.createDirectory(
        at: directory.appending(path: "Host"), withIntermediateDirectories: true)
      let link = directory.appending(path: "App")
      let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)
      if target != app.sourceRoot {
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(
          atPath: link.path, withDestinationPath: app.sourceRoot)
        changed.append("App")
      }
      for (name, text) in [
        ("Package.swift", manifest), ("linux-copies.txt", linuxCopies),
        ("Host/main.swift", mainFile),
      ] where try Self.write(text, to: directory.appending(path: name)) {
        changed.append(name)
      }
      // The user's: written once, then theirs.
      let customize = directory.appending(path: "Host/Customize.swift")
      if !FileManager.default.fileExists(atPath: customize.path) {
        try Data(customizeFile.utf8).write(to: customize, options: .atomic)
        changed.append("Host/Customize.swift")
      }
    } catch {
      throw HostError("cannot write the host package in \(directory.path): \(error)")
    }
    return changed
  }

  /// Writes `text` unless the file holds it already; true when written.
  private static func write(_ text: String, to url: URL) throws -> Bool {
    if (try? String(contentsOf: url, encoding: .utf8)) == text { return false }
    try Data(text.utf8).write(to: url, options: .atomic)
    return true
  }

  var manifest: String {
    let module = app.moduleName
    let excluded = (app.leftOut.map(\.path) + app.linuxCopies).sorted()
    // Swift 5 mode, as most apps are written; with Swift 6's isolated default values, which
    // Swift 6 code relies on (`= Presenter()` of a `@MainActor` class) and older code does not
    // notice.
    var settings = [
      "        .swiftLanguageMode(.v5),",
      "        .enableUpcomingFeature(\"IsolatedDefaultValues\"),",
    ]
    if app.usesNetworking {
      settings.append(
        "        .unsafeFlags([\"-Xfrontend\", \"-import-module\", \"-Xfrontend\", \"FoundationNetworking\"]),"
      )
    }
    var appDependencies = [".product(name: \"UIKit\", package: \"SceneShell\")"]
    if app.usesSwiftUIOrCombine {
      appDependencies += ["SwiftUI", "Combine"].map {
        ".product(name: \"\($0)\", package: \"SceneShell\", condition: .when(platforms: [.linux]))"
      }
    }
    let hostProducts = ["SceneShell", "SceneRuntime", "SceneUIKit", "SceneURLSession", "UIKit"]
      .map { ".product(name: \"\($0)\", package: \"SceneShell\")" }
    return """
      // swift-tools-version: 6.2
      // Written by `scenesh host` for \(Self.literal(app.path)); rewritten on each run: do not edit.
      import PackageDescription

      let package = Package(
        name: "\(module)Host",
        dependencies: [.package(name: "SceneShell", path: \(Self.literal(sceneShell.path)))],
        targets: [
          // The app's own files, unedited; what cannot build headless is left out (see `scenesh host`).
          .target(
            name: "\(module)",
            dependencies: [
      \(appDependencies.map { "        " + $0 + "," }.joined(separator: "\n"))
            ],
            path: "App",
            exclude: [
      \(excluded.map { "        " + Self.literal($0) + "," }.joined(separator: "\n"))
            ],
            swiftSettings: [
      \(settings.joined(separator: "\n"))
            ],
            plugins: [.plugin(name: "LinuxCopies", package: "SceneShell")]
          ),
          .executableTarget(
            name: "\(productName)",
            dependencies: [
              "\(module)",
      \(hostProducts.map { "        " + $0 + "," }.joined(separator: "\n"))
            ],
            path: "Host"
          ),
        ]
      )

      """
  }

  var linuxCopies: String {
    "# Written by `scenesh host`: the app's files compiled from Linux copies.\n"
      + app.linuxCopies.map { "App/" + $0 + "\n" }.joined()
  }

  var mainFile: String {
    """
    // Written by `scenesh host`; rewritten on each run: do not edit.
    import SceneRuntime
    import SceneShell

    SceneShell.main(
      ShellProgram(
        name: "\(productName)", version: "1.0.0",
        summary: \(Self.literal(app.moduleName + "'s scenes, hosted from " + app.path))),
      catalog: { \(app.moduleName)Catalog.customize(\(firstScene)\(app.moduleName)Catalog.make(context: $0)\(firstScene.isEmpty ? "" : ")")) })
    \(firstSceneHelper)
    """
  }

  /// `first(` around the generated catalog when the app's entry point says which scene it
  /// shows first (its scene delegate's `NewsListAssembly.build()`); empty otherwise.
  private var firstScene: String { app.firstSceneHint == nil ? "" : "first(" }

  private var firstSceneHelper: String {
    guard let hint = app.firstSceneHint else { return "" }
    return """

      /// The scene the app's entry point shows first (read from it; no storyboard says), when
      /// the catalog has it.
      @MainActor
      func first(_ catalog: SceneCatalog) -> SceneCatalog {
        guard catalog.entry(named: \(Self.literal(hint))) != nil else { return catalog }
        return SceneCatalog(
          entries: catalog.entries, initialSceneName: \(Self.literal(hint)),
          commands: catalog.commands, routed: catalog.routed)
      }

      """
  }

  /// The one file of the package that is the user's: what the generated catalog guessed,
  /// changed. `scenesh host` writes it when it is missing and never again.
  var customizeFile: String {
    """
    // Yours: `scenesh host` wrote this file once and leaves it as you make it; the rest of
    // this package is written again on each run. Change here what the generated catalog
    // guessed, for example its first scene:
    //   SceneCatalog(
    //     entries: catalog.entries, initialSceneName: "NAME", commands: catalog.commands,
    //     routed: catalog.routed)
    import SceneRuntime

    extension \(app.moduleName)Catalog {
      static func customize(_ catalog: SceneCatalog) -> SceneCatalog {
        catalog
      }
    }

    """
  }

  /// `text` as a Swift string literal, any character a path may hold escaped (a line break,
  /// a control character), so that the manifest says what the folder holds.
  static func literal(_ text: String) -> String {
    TerminalSafe.quoted(text, maxLength: nil)
  }
}

import Foundation
import Testing

@testable import SceneHosting

#if canImport(Glibc)
  import Glibc
#endif

/// An app's folder as Xcode leaves it, written into a temporary folder: each file's text.
private func makeApp(_ files: [String: String]) throws -> URL {
  let root = FileManager.default.temporaryDirectory
    .appending(path: "scenesh-app-\(UUID().uuidString)")
  for (path, text) in files {
    let url = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }
  return root
}

@Suite struct AppFolderTests {
  @Test func anXcodeProjectsAppFolderIsReadAndWhatCannotBuildHeadlessIsLeftOutWithItsReason()
    throws
  {
    let root = try makeApp([
      "Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
      "Shop/AppDelegate.swift": "import UIKit\n@UIApplicationMain\nclass AppDelegate {}\n",
      "Shop/Base.lproj/Main.storyboard": "<document/>",
      "Shop/Assets.xcassets/Contents.json": "{}",
      "Shop/Info.plist": "<plist/>",
      "Shop/Models/Stored.swift": "import CoreData\nclass Stored: NSManagedObject {}\n",
      "Shop/Scenes/List/ListRouter.swift":
        "import UIKit\n@objc protocol ListRoutingLogic {}\n",
      "Shop/Scenes/List/ListInteractor.swift":
        "import Foundation\n// @objc in a comment\nclass ListInteractor {}\n",
      "Shop/Services/Store.swift":
        "import Foundation\nfinal class Store { let session = URLSession.shared }\n",
      "Shop/Views/RowView.swift":
        "import SwiftUI\nstruct RowView: View {\n  var body: some View { Text(\"a\") }\n}\n",
      "ShopTests/ListTests.swift": "import XCTest\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try AppFolder(path: root.path)
    #expect(app.moduleName == "Shop")
    #expect(app.sourceRoot == root.appending(path: "Shop").path)
    #expect(
      app.compiled == [
        "Scenes/List/ListInteractor.swift", "Scenes/List/ListRouter.swift",
        "Services/Store.swift",
      ])
    #expect(app.linuxCopies == ["Scenes/List/ListRouter.swift"])
    #expect(app.usesNetworking)
    #expect(!app.usesSwiftUIOrCombine)
    #expect(
      app.leftOut == [
        .init(
          path: "AppDelegate.swift", reason: "the app's entry point: here the shell is the app"),
        .init(path: "Assets.xcassets", reason: "a resource; the shell shows no screen"),
        .init(path: "Base.lproj", reason: "a resource; the shell shows no screen"),
        .init(path: "Info.plist", reason: "not Swift; the shell shows no screen"),
        .init(path: "Models/Stored.swift", reason: "imports CoreData, which Linux has not"),
        .init(path: "Views/RowView.swift", reason: "a SwiftUI view: here the shell is the view"),
      ])
  }

  @Test func aFolderOfSwiftFilesWithNoProjectIsItsOwnModule() throws {
    let root = try makeApp(["My App-2/Model.swift": "import Combine\nfinal class Model {}\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try AppFolder(path: root.appending(path: "My App-2").path)
    #expect(app.moduleName == "My_App_2")
    #expect(app.compiled == ["Model.swift"] && app.usesSwiftUIOrCombine)
  }

  @Test func theFirstSceneIsWhatTheEntryPointShowsWhenNoStoryboardSays() throws {
    #expect(
      AppFolder.firstScene(
        in: "let c = NewsListAssembly.build()\nUINavigationController(rootViewController: c)")
        == "newsList")
    #expect(AppFolder.firstScene(in: "window.rootViewController = UIViewController()") == nil)
    let root = try makeApp([
      "News/SceneDelegate.swift": "import UIKit\nclass SceneDelegate: UIWindowSceneDelegate {\n"
        + "  func go() { _ = FeedViewController() }\n}\n",
      "News/FeedViewController.swift": "import UIKit\nclass FeedViewController {}\n",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try AppFolder(path: root.appending(path: "News").path).firstSceneHint == "feed")
    try Data("<document/>".utf8).write(to: root.appending(path: "News/Main.storyboard"))
    #expect(try AppFolder(path: root.appending(path: "News").path).firstSceneHint == nil)
  }

  @Test func aPipeALinkLoopAndAHugeFileAreLeftOutNeverRead() throws {
    let root = try makeApp(["Shop/Model.swift": "final class Model {}\n"])
    defer { try? FileManager.default.removeItem(at: root) }
    let shop = root.appending(path: "Shop")
    // A pipe named like a Swift file: reading it would wait for a writer forever.
    #expect(mkfifo(shop.appending(path: "Pipe.swift").path, 0o600) == 0)
    // A link back to the folder itself: followed, the walk would never end.
    try FileManager.default.createSymbolicLink(
      atPath: shop.appending(path: "Loop").path, withDestinationPath: shop.path)
    let huge = shop.appending(path: "Huge.swift")
    #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
    let handle = try FileHandle(forWritingTo: huge)
    try handle.truncate(atOffset: UInt64(AppFolder.largestSource + 1))
    try handle.close()
    let app = try AppFolder(path: shop.path)
    #expect(app.compiled == ["Model.swift"])
    #expect(
      app.leftOut.map(\.path) == ["Huge.swift", "Loop", "Pipe.swift"]
        && app.leftOut[0].reason == "larger than 8 MiB: not read"
        && app.leftOut[1].reason.hasPrefix("a symbolic link: not followed")
        && app.leftOut[2].reason.hasPrefix("not a regular file"))
  }

  @Test func aMissingFolderIsAOneLineError() {
    #expect(throws: HostError("/nonexistent/app: no such folder")) {
      try AppFolder(path: "/nonexistent/app")
    }
  }

  @Test func theManifestNamesTheAppsModuleItsExclusionsAndTheHost() throws {
    let root = try makeApp([
      "Shop/Router.swift": "import UIKit\n@objc protocol R {}\n",
      "Shop/Info.plist": "<plist/>",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let app = try AppFolder(path: root.appending(path: "Shop").path)
    let package = HostPackage(
      app: app, directory: root.appending(path: "host"), sceneShell: URL(fileURLWithPath: "/src"))
    #expect(package.productName == "shop-host")
    #expect(package.manifest.contains("        \"Info.plist\",\n        \"Router.swift\",\n"))
    #expect(package.manifest.contains(".package(name: \"SceneShell\", path: \"/src\")"))
    #expect(!package.manifest.contains("FoundationNetworking"))
    #expect(package.linuxCopies.hasSuffix("App/Router.swift\n"))
    #expect(
      try package.write() == [
        "App", "Package.swift", "linux-copies.txt", "Host/main.swift", "Host/Customize.swift",
      ])
    // The user's file is theirs: an edit stays, and nothing else needs writing.
    let customize = root.appending(path: "host/Host/Customize.swift")
    try Data("// mine\n".utf8).write(to: customize)
    #expect(try package.write() == [])
    #expect(try String(contentsOf: customize, encoding: .utf8) == "// mine\n")
  }
}

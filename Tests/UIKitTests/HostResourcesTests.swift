import Foundation
import Testing

@testable import UIKit

/// Resources a host's target lists sit in SwiftPM's `*.resources` bundles beside the
/// executable: a lookup through `Bundle.main` finds them there.
@Suite struct HostResourcesTests {
  @Test func aFileInAResourcesBundleBesideTheExecutableIsFound() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("host-resources-\(UUID().uuidString)")
    let bundle = folder.appendingPathComponent("Host_Scenes.resources")
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("<plist/>".utf8).write(to: bundle.appendingPathComponent("Fruit.plist"))

    let found = HostResources.find("Fruit", "plist", besideExecutableIn: folder)
    #expect(found?.lastPathComponent == "Fruit.plist")
    #expect(found?.deletingLastPathComponent().lastPathComponent == "Host_Scenes.resources")
    #expect(HostResources.find("Pear", "plist", besideExecutableIn: folder) == nil)
  }

  @Test func aMissingFileIsNilThroughTheOverloadAsThroughFoundations() {
    #expect(Bundle.main.url(forResource: "NoSuchFile", withExtension: "plist") == nil)
    #expect(Bundle.main.path(forResource: "NoSuchFile", ofType: "plist") == nil)
  }
}

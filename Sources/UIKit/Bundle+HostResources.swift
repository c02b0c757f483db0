import Foundation
import Synchronization

// On iOS an app's resources sit in its bundle, where `Bundle.main` finds them. On Linux
// `Bundle.main` is the executable's folder, and the resources a host's scene target lists
// (`resources: [.copy("Fruit.plist")]`) land beside it in SwiftPM's own bundles
// (`Host_Scenes.resources`), where `Bundle.main` does not look: a service reading its plist
// would get nil, and show an error state with no hint why. These overloads (non-optional
// arguments, so a call with a name and an extension picks them over Foundation's) look in those
// bundles too, and say on stderr, once a file, when a file is nowhere.
//
//     Bundle.main.url(forResource: "Fruit", withExtension: "plist")
//     // file:///…/.build/debug/Host_Scenes.resources/Fruit.plist
//     Bundle.main.url(forResource: "Missing", withExtension: "plist")
//     // nil, and on stderr:
//     // note: Bundle.main has no 'Missing.plist' (looked beside the executable and in its .resources bundles)
extension Bundle {
  public func url(forResource name: String, withExtension ext: String) -> URL? {
    if let found = url(forResource: name as String?, withExtension: ext as String?) {
      return found
    }
    return HostResources.find(name, ext, for: self)
  }

  public func path(forResource name: String, ofType ext: String) -> String? {
    if let found = path(forResource: name as String?, ofType: ext as String?) { return found }
    return HostResources.find(name, ext, for: self)?.path
  }
}

/// The main bundle's lookups that Foundation's own missed.
enum HostResources {
  /// The files already said missing: each is said once.
  private static let noted = Mutex<Set<String>>([])

  static func find(_ name: String, _ ext: String, for bundle: Bundle) -> URL? {
    let main = Bundle.main
    guard bundle.bundleURL.standardizedFileURL == main.bundleURL.standardizedFileURL else {
      return nil
    }
    if let found = find(name, ext, besideExecutableIn: main.bundleURL) { return found }
    let file = ext.isEmpty ? name : name + "." + ext
    let isNew = noted.withLock { $0.insert(file).inserted }
    if isNew {
      FileHandle.standardError.write(
        Data(
          ("note: Bundle.main has no '\(file)' (looked beside the executable and in its"
            + " .resources bundles)\n").utf8))
    }
    return nil
  }

  /// The file in the first of `folder`'s `*.resources` bundles, by name, that has it.
  static func find(_ name: String, _ ext: String, besideExecutableIn folder: URL) -> URL? {
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil)) ?? []
    for bundleURL in entries.filter({ $0.pathExtension == "resources" })
      .sorted(by: { $0.lastPathComponent < $1.lastPathComponent })
    {
      if let found = Bundle(url: bundleURL)?.url(
        forResource: name as String?, withExtension: ext as String?)
      {
        return found
      }
    }
    return nil
  }
}

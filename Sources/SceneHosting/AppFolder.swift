import Foundation

/// An app's source folder as `scenesh host` reads it: which files build headless as they are,
/// which need a Linux copy, and which are left out and why. No `Package.swift` is needed: an
/// Xcode project's folder is read as the app team left it.
///
/// ```swift
/// let app = try AppFolder(path: "~/src/CleanStore")
/// app.moduleName                    // "CleanStore"
/// app.linuxCopies                   // ["Scenes/ListOrders/ListOrdersRouter.swift", …]
/// app.leftOut.first                 // ("AppDelegate.swift", "the app's entry point: …")
/// ```
public struct AppFolder: Sendable {
  /// A file or folder not compiled, and the reason, said to the user.
  public struct LeftOut: Equatable, Sendable {
    public let path: String
    public let reason: String
  }

  /// The folder given; the sources are in ``sourceRoot``.
  public let path: String
  /// The app target's folder: the project's folder of the same name, else the one given.
  public let sourceRoot: String
  /// The module the app's files make: the project's name, as Xcode names the app's module.
  public let moduleName: String
  /// Paths relative to ``sourceRoot``, sorted.
  public private(set) var compiled: [String]
  public private(set) var linuxCopies: [String]
  public private(set) var leftOut: [LeftOut]
  /// Whether a compiled file uses `URLSession`: on Linux it is in FoundationNetworking.
  public let usesNetworking: Bool
  /// Whether a file imports SwiftUI or Combine, whose stand-ins the app then depends on.
  public let usesSwiftUIOrCombine: Bool
  /// The scene the app's entry point shows first (`NewsListAssembly.build()` in its scene
  /// delegate: `newsList`), where no storyboard says it; nil when it cannot be told.
  public let firstSceneHint: String?

  /// Modules a headless build has: the toolchain's and SceneShell's stand-ins.
  static let availableModules: Set = [
    "Foundation", "UIKit", "SwiftUI", "Combine", "Observation", "Dispatch", "FoundationNetworking",
    "Swift",
  ]
  /// Folders that are not the app: tests, dependencies' builds, the project itself.
  private static let skippedFolderSuffixes = [
    "Tests", "UITests", ".xcodeproj", ".xcworkspace", ".build", "DerivedData", "Pods",
    "Preview Content",
  ]

  public init(path: String) throws(HostError) {
    let given = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: given.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { throw HostError("\(path): no such folder") }
    self.path = given.path
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: given.path)) ?? []
    let project = entries.sorted().first { $0.hasSuffix(".xcodeproj") }
      .map { String($0.dropLast(".xcodeproj".count)) }
    let root: URL
    if let project, entries.contains(project) {
      root = given.appending(path: project)
    } else {
      root = given
    }
    sourceRoot = root.path
    moduleName = Self.moduleName(project ?? given.lastPathComponent)

    var compiled: [String] = []
    var copies: [String] = []
    var leftOut: [LeftOut] = []
    var networking = false
    var stands = false
    var storyboards = false
    var entryCode = ""
    Self.walk(root, relative: "") { relative, entry in
      let name = (relative as NSString).lastPathComponent
      if case .other(let reason) = entry {
        if !name.hasPrefix(".") { leftOut.append(LeftOut(path: relative, reason: reason)) }
        return false
      }
      if relative.contains(where: \.isNewline) {
        leftOut.append(
          LeftOut(path: relative, reason: "a name with a line break, which no build list holds"))
        return false
      }
      if case .folder = entry {
        if Self.skippedFolderSuffixes.contains(where: { name.hasSuffix($0) }) {
          leftOut.append(LeftOut(path: relative, reason: "not the app's code"))
          return false
        }
        // A bundle folder (`Assets.xcassets`, `Base.lproj`, `Model.xcdatamodeld`) is a resource.
        if name.contains(".") {
          leftOut.append(LeftOut(path: relative, reason: "a resource; the shell shows no screen"))
          return false
        }
        return true
      }
      if name.hasSuffix(".storyboard") { storyboards = true }
      guard name.hasSuffix(".swift") else {
        if !name.hasPrefix(".") {
          leftOut.append(LeftOut(path: relative, reason: "not Swift; the shell shows no screen"))
        }
        return false
      }
      if case .file(let size) = entry, size > Self.largestSource {
        leftOut.append(LeftOut(path: relative, reason: "larger than 8 MiB: not read"))
        return false
      }
      let source = (try? String(contentsOf: root.appending(path: relative), encoding: .utf8)) ?? ""
      let facts = SwiftFileFacts(source: source)
      if let missing = facts.imports.subtracting(Self.availableModules).sorted().first {
        leftOut.append(LeftOut(path: relative, reason: "imports \(missing), which Linux has not"))
      } else if facts.isAppEntry {
        entryCode += SwiftFileFacts.withoutComments(source)
        leftOut.append(
          LeftOut(path: relative, reason: "the app's entry point: here the shell is the app"))
      } else if facts.isSwiftUIView {
        leftOut.append(
          LeftOut(path: relative, reason: "a SwiftUI view: here the shell is the view"))
      } else {
        compiled.append(relative)
        if facts.needsLinuxCopy { copies.append(relative) }
        networking = networking || facts.usesNetworking
        stands = stands || facts.imports.contains("SwiftUI") || facts.imports.contains("Combine")
      }
      return false
    }
    self.compiled = compiled.sorted()
    linuxCopies = copies.sorted()
    self.leftOut = leftOut.sorted { $0.path < $1.path }
    usesNetworking = networking
    usesSwiftUIOrCombine = stands
    firstSceneHint = storyboards ? nil : Self.firstScene(in: entryCode)
  }

  /// Whether a compiled file changed after `date` (or it is unknown when): what was made from
  /// the files then is stale.
  func changed(since date: Date?) -> Bool {
    guard let date else { return true }
    return compiled.contains {
      (Self.modified(URL(fileURLWithPath: sourceRoot).appending(path: $0)) ?? .distantFuture)
        > date
    }
  }

  static func modified(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  /// Leaves out a file found not to build headless (the compiler said why), as if the folder
  /// had said so.
  public mutating func leaveOut(_ path: String, reason: String) {
    guard compiled.contains(path) else { return }
    compiled.removeAll { $0 == path }
    linuxCopies.removeAll { $0 == path }
    leftOut.append(LeftOut(path: path, reason: reason))
    leftOut.sort { $0.path < $1.path }
  }

  /// `newsList` for the first `NewsListAssembly`, `…Configurator`, `…Builder` or
  /// `NewsListViewController` the entry point's code names (UIKit's own types aside).
  static func firstScene(in code: String) -> String? {
    let pattern = #"\b([A-Z][A-Za-z0-9_]*?)(ViewController|Assembly|Configurator|Builder)\b"#
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
    let range = NSRange(code.startIndex..., in: code)
    for match in expression.matches(in: code, range: range) {
      guard let prefixRange = Range(match.range(at: 1), in: code) else { continue }
      let prefix = String(code[prefixRange])
      if prefix.hasPrefix("UI") || prefix.isEmpty { continue }
      return prefix.prefix(1).lowercased() + prefix.dropFirst()
    }
    return nil
  }

  /// `My App-iOS` → `My_App_iOS`, as Xcode makes a module name of a product name.
  static func moduleName(_ name: String) -> String {
    let scalars = name.unicodeScalars.map {
      CharacterSet.alphanumerics.contains($0) || $0 == "_" ? Character($0) : "_"
    }
    let module = String(scalars)
    return module.first?.isNumber == true ? "_" + module : module
  }

  /// A Swift file larger than this is not read: an app's own are far smaller.
  static let largestSource = 8 << 20

  /// What `walk` found at a path, without following a link.
  enum Entry {
    case folder
    case file(size: Int)
    /// Not read, and why: a link (it may lead out of the app, or round in a loop), a pipe, a
    /// socket or a device (reading one could wait forever).
    case other(String)
  }

  /// Visits `folder`'s entries, sorted, depth first; `visit` says whether to go into a folder.
  private static func walk(
    _ folder: URL, relative: String, _ visit: (String, Entry) -> Bool
  ) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() {
      let url = folder.appending(path: name)
      let path = relative.isEmpty ? name : relative + "/" + name
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      let entry: Entry
      switch attributes?[.type] as? FileAttributeType {
      case .typeDirectory?: entry = .folder
      case .typeRegular?: entry = .file(size: (attributes?[.size] as? Int) ?? 0)
      case .typeSymbolicLink?:
        entry = .other(
          "a symbolic link: not followed (it may lead out of the app, or round in a loop)")
      default: entry = .other("not a regular file (a pipe, a socket, a device): never read")
      }
      if visit(path, entry), case .folder = entry {
        walk(url, relative: path, visit)
      }
    }
  }
}

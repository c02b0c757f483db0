import Foundation

/// Where SceneShell's own package is, for a host package to depend on: `$SCENESH_SOURCE`; the
/// copy `make install` puts beside the binary (`PREFIX/share/scenesh/source`); else the
/// checkout this binary was built from.
public enum SceneShellSource {
  public static func find(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: String = CommandLine.arguments[0], builtFrom: String = #filePath
  ) -> URL {
    if let path = environment["SCENESH_SOURCE"] { return URL(fileURLWithPath: path) }
    let installed = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
      .deletingLastPathComponent().appending(path: "../share/scenesh/source").standardizedFileURL
    if FileManager.default.fileExists(atPath: installed.appending(path: "Package.swift").path) {
      return installed
    }
    // Sources/SceneHosting/SceneShellSource.swift → the package's folder.
    return URL(fileURLWithPath: builtFrom).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}

import Foundation

/// What an `--answers PATH` is: a HAR file, or a folder of answers.
package enum AnswerSourcePath {
  /// True for a file (a HAR archive); a folder, or nothing yet, is read as a folder of answers.
  package static func isArchive(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  /// Reads every `--answers` path as the server will, so that a missing folder or a file that
  /// is no HAR stops the shell at its command line, with the reason.
  package static func check(_ paths: [String]) throws(AnswerSourceError) {
    for path in paths {
      if isArchive(path) {
        _ = try HARAnswers(path: path)
      } else {
        _ = try AnswerFolder(path: path)
      }
    }
  }
}

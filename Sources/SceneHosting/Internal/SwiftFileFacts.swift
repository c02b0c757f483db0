import Foundation

/// What one Swift file of an app says about how it can be built headless, read from its text:
/// what it imports, whether it is the app's entry point or a SwiftUI view (the shell replaces
/// both), whether it needs a Linux copy (`@objc`, `#selector`, `@IBOutlet`), whether it talks
/// to the network (`URLSession` lives in FoundationNetworking on Linux). Comments are left out
/// first, so a commented-out `@objc` is not one; a string that spells one still counts, which
/// at worst makes a copy that changes nothing.
struct SwiftFileFacts: Equatable {
  var imports: Set<String> = []
  var isAppEntry = false
  var isSwiftUIView = false
  var needsLinuxCopy = false
  var usesNetworking = false

  init(source: String) {
    let code = Self.withoutComments(source)
    for line in code.split(separator: "\n") {
      let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
        words[..<importIndex].allSatisfy({ $0.hasPrefix("@") })
      else { continue }
      // `import struct Foundation.URL` names the module after the kind.
      let kinds: Set = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
      let next = words[importIndex + 1]
      let module =
        kinds.contains(next) && importIndex + 2 < words.count ? words[importIndex + 2] : next
      if let name = module.split(separator: ".").first { imports.insert(String(name)) }
    }
    isAppEntry = ["@UIApplicationMain", "@main", "UIApplicationDelegate", "UIWindowSceneDelegate"]
      .contains { code.contains($0) }
    isSwiftUIView = code.contains("some View") && Self.conformsToView(code)
    needsLinuxCopy = ["@objc", "#selector", "@IBOutlet"].contains { code.contains($0) }
    usesNetworking = ["URLSession", "URLRequest", "HTTPURLResponse", "URLResponse"]
      .contains { code.contains($0) }
  }

  /// `struct X: View`, `struct X: SomeProtocol, View`, `extension X: View`.
  private static func conformsToView(_ code: String) -> Bool {
    code.range(of: #":[^{=]*\bView\b[^{=]*\{"#, options: .regularExpression) != nil
  }

  /// The code without `//` and `/* */` comments (strings are kept, with what they contain).
  static func withoutComments(_ source: String) -> String {
    var result = ""
    var index = source.startIndex
    var inString = false
    while index < source.endIndex {
      let character = source[index]
      let rest = source[index...]
      if inString {
        result.append(character)
        if character == "\\", source.index(after: index) < source.endIndex {
          index = source.index(after: index)
          result.append(source[index])
        } else if character == "\"" {
          inString = false
        }
      } else if rest.hasPrefix("//") {
        while index < source.endIndex, source[index] != "\n" { index = source.index(after: index) }
        continue
      } else if rest.hasPrefix("/*") {
        guard let end = source[index...].range(of: "*/") else { break }
        index = end.upperBound
        continue
      } else {
        if character == "\"" { inString = true }
        result.append(character)
      }
      index = source.index(after: index)
    }
    return result
  }
}

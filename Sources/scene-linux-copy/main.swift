// scene-linux-copy INPUT OUTPUT: writes OUTPUT, a copy of the Swift file INPUT that Linux's
// compiler accepts, with each Objective-C-only attribute (`@IBOutlet` too) blanked and each
// `#selector(name)` written `Selector("name")`, and prints one note per change, naming its
// place in INPUT. The `LinuxCopies` build-tool plugin runs it for each file a host lists;
// nobody else needs to.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
  FileHandle.standardError.write(Data("usage: scene-linux-copy INPUT.swift OUTPUT.swift\n".utf8))
  exit(2)
}
guard let data = FileManager.default.contents(atPath: input) else {
  FileHandle.standardError.write(Data("error: cannot read \(input)\n".utf8))
  exit(1)
}
var rewriter = ObjCAttributeRewriter(source: String(decoding: data, as: UTF8.self))
rewriter.run()
// The compiler's messages, `#file` and `#line` name the original file and its lines.
let escaped = input.replacingOccurrences(of: "\\", with: "\\\\")
  .replacingOccurrences(of: "\"", with: "\\\"")
let copy = "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + rewriter.rewritten
do {
  try Data(copy.utf8).write(to: URL(fileURLWithPath: output))
} catch {
  FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
for rewrite in rewriter.rewrites {
  let change =
    rewrite.replacement.map {
      "as '\($0.replacingOccurrences(of: "\n", with: " "))', not '"
        + rewrite.spelling.split(whereSeparator: \.isWhitespace).joined(separator: " ") + "'"
    } ?? "without '\(rewrite.spelling)'"
  let reason =
    rewrite.spelling == "weak"
    ? "headless, nothing but the outlet holds its view" : "no Objective-C runtime here"
  print(
    "\(input):\(rewrite.line):\(rewrite.column): note: compiled on Linux \(change)"
      + " (\(reason)); the file itself is unchanged")
}
if rewriter.rewrites.isEmpty {
  print(
    "\(input):1:1: note: no Objective-C-only attribute or #selector here; it need not be a"
      + " Linux copy")
}

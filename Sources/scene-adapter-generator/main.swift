import Foundation
import SceneAdapterGenerator

// The generate-scene-adapter plugin's tool: a scene module's symbol graph in, the host's
// generated adapter file out (or, with --check, a failure naming what changed). Exit status: 0
// written or up to date, 1 stale, 2 bad arguments or input.
//
//   scene-adapter-generator --symbol-graph M.symbols.json --output FILE --command 'TEXT'
//     [--role NAME=KIND]… [--storyboard FILE.storyboard]… [--format-with swift-format] [--catalog]
//     [--check]

/// Prints `error: message` on stderr and exits with `status`.
func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(status)
}

var options: [String: String] = [:]
var roleSpecifications: [String] = []
var storyboardPaths: [String] = []
var check = false
var catalog = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--check": check = true
  case "--catalog": catalog = true
  case "--symbol-graph", "--output", "--command", "--format-with", "--role", "--storyboard":
    guard let value = arguments.popFirst() else { fail("\(argument) needs a value", status: 2) }
    switch argument {
    case "--role": roleSpecifications.append(value)
    case "--storyboard": storyboardPaths.append(value)
    default: options[argument] = value
    }
  default: fail("unknown argument '\(argument)'", status: 2)
  }
}
guard let graphPath = options["--symbol-graph"], let output = options["--output"],
  let command = options["--command"]
else { fail("--symbol-graph, --output and --command are required", status: 2) }

var source: String
do {
  guard let json = FileManager.default.contents(atPath: graphPath) else {
    fail("no symbol graph at \(graphPath)", status: 2)
  }
  // Each storyboard read as UIKit would load it; named by its file, as `UIStoryboard(name:)`.
  let storyboards = try storyboardPaths.sorted().map { path throws(GeneratorError) in
    // Read only as a regular file of at most 64 MiB: a pipe or a device would never end.
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard attributes?[.type] as? FileAttributeType == .typeRegular,
      (attributes?[.size] as? Int ?? 0) <= 64 << 20,
      let data = FileManager.default.contents(atPath: path)
    else {
      throw GeneratorError.unreadableStoryboard("no regular file of at most 64 MiB at \(path)")
    }
    let url = URL(fileURLWithPath: path)
    return try StoryboardReader.read(data, name: url.deletingPathExtension().lastPathComponent)
  }
  let generator = AdapterGenerator(
    command: command, roles: try AdapterGenerator.roles(roleSpecifications),
    storyboards: storyboards, catalog: catalog)
  source = try generator.source(symbolGraph: json)
} catch {
  fail("\(error)", status: 2)
}

// `swift format`, with the configuration the host's own files use (found from the output's
// folder), so the generated file reads like them and passes the host's lint.
if let formatter = options["--format-with"] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: formatter)
  process.arguments = ["format", "--assume-filename", output, "-"]
  let input = Pipe()
  let formatted = Pipe()
  process.standardInput = input
  process.standardOutput = formatted
  do { try process.run() } catch { fail("cannot run \(formatter): \(error)", status: 2) }
  input.fileHandleForWriting.write(Data(source.utf8))
  try? input.fileHandleForWriting.close()
  let data = formatted.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else {
    fail(
      "\(formatter) failed on the generated source (exit \(process.terminationStatus))", status: 2)
  }
  source = String(decoding: data, as: UTF8.self)
}

let committed = FileManager.default.contents(atPath: output).map {
  String(decoding: $0, as: UTF8.self)
}
if check {
  guard let committed else { fail("\(output) does not exist: run \(command)", status: 1) }
  let difference = StaleCheck(committed: committed, generated: source)
  guard !difference.isStale else {
    fail(
      "\(output) is stale (the scene, the options or SceneShell changed since it was generated);"
        + " run\n  \(command)\n"
        + "changed lines:\n\(difference.summary())", status: 1)
  }
  print("\(output) is up to date")
} else if committed == source {
  print("\(output) is up to date")
} else {
  do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output))
  } catch {
    fail("cannot write \(output): \(error)", status: 2)
  }
  print("wrote \(output)")
}

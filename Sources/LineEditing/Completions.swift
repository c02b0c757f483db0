#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What Tab offers at a prompt: the commands for the first word, then what each command
/// declares for its arguments — fixed choices per position, or file names.
///
/// ```swift
/// let completions = Completions(
///   commands: ["open", "step", "source"],
///   arguments: ["open": [["users", "root"]], "step": [["on", "off"]]],
///   fileCommands: ["source"])
/// completions.candidates(before: "open r")  // .words(["users", "root"])
/// ```
public struct Completions: Sendable, Equatable, ExpressibleByArrayLiteral {
  /// The candidates for one word.
  public enum Candidates: Equatable {
    case words([String])
    /// File names under the folder the word names so far.
    case files
  }

  public var commands: [String]
  /// A command's argument candidates, one list per position after the command word; the last
  /// list also serves any later position.
  public var arguments: [String: [[String]]]
  /// Commands whose arguments name files (`source FILE`).
  public var fileCommands: Set<String>

  public init(
    commands: [String], arguments: [String: [[String]]] = [:], fileCommands: Set<String> = []
  ) {
    self.commands = commands
    self.arguments = arguments
    self.fileCommands = fileCommands
  }

  /// Only commands: `["fetch", "help"]`.
  public init(arrayLiteral elements: String...) {
    self.init(commands: elements)
  }

  /// The candidates for the word being typed at the end of `line` (the text before the
  /// cursor).
  public func candidates(before line: String) -> Candidates {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let endsInBlank = line.last == " " || line.last == "\t"
    // The words before the one being typed.
    let done = endsInBlank ? words : Array(words.dropLast())
    guard let command = done.first else { return .words(commands) }
    if fileCommands.contains(command) {
      let fixed = arguments[command]?.first ?? []
      let typed = endsInBlank ? "" : (words.last ?? "")
      return fixed.contains { $0.hasPrefix(typed) } && !typed.isEmpty ? .words(fixed) : .files
    }
    guard let positions = arguments[command], let last = positions.last else { return .words([]) }
    let position = done.count - 1
    return .words(position < positions.count ? positions[position] : last)
  }

  /// File and folder names that complete `word`: a folder ends in `/`, so Tab goes on into it.
  /// Hidden entries only when the word asks for them (starts with a dot).
  public static func files(completing word: String) -> [String] {
    let slash = word.lastIndex(of: "/")
    let folder = slash.map { String(word[...$0]) } ?? ""
    let prefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != "..", name.hasPrefix(prefix),
        !name.hasPrefix(".") || prefix.hasPrefix(".")
      else { continue }
      var status = stat()
      let isFolder = stat(folder + name, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
      names.append(folder + name + (isFolder ? "/" : ""))
      if names.count >= 1_000 { break }
    }
    return names.sorted()
  }
}

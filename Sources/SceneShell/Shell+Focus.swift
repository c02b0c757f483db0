/// `watch` and `hide`: what of the state the transcript shows.
extension Shell {
  /// `watch PATH…`: only changes under these paths print from now on (the rest are counted);
  /// alone, the list.
  func watch(_ words: [String]) throws(ShellError) {
    guard !words.isEmpty else {
      let paths = stack.watched.map(\.text)
      console.print(
        paths.isEmpty ? "watching everything" : "watching: " + paths.joined(separator: ", "))
      return
    }
    for word in words {
      let path = try StatePath(word)
      if !stack.watched.contains(where: { $0.text == path.text }) { stack.watched.append(path) }
    }
    console.print("watching: " + stack.watched.map(\.text).joined(separator: ", "), style: .dim)
  }

  /// `unwatch PATH|all`.
  func unwatch(_ words: [String]) throws(ShellError) {
    let word = try BuiltinCommand.onlyArgument(
      words, command: "unwatch", argument: "PATH", usage: "unwatch PATH|all")
    if word == "all" {
      let paths = stack.watched.map(\.text)
      stack.watched = []
      console.print(
        paths.isEmpty
          ? "nothing was watched; every change prints"
          : "unwatched: \(paths.joined(separator: ", ")); every change prints again",
        style: .dim)
    } else if stack.watched.contains(where: { $0.text == word }) {
      stack.watched.removeAll { $0.text == word }
      let rest = stack.watched.map(\.text)
      console.print(
        "unwatched: \(word); "
          + (rest.isEmpty
            ? "every change prints again" : "watching: " + rest.joined(separator: ", ")),
        style: .dim)
    } else {
      throw .invalidArgument(
        command: "unwatch", argument: "PATH", value: word,
        expected: "a watched path (see 'watch') or all", usage: "unwatch PATH|all")
    }
  }

  /// `hide FIELD`: that field's values print as `<hidden>` from now on; alone, the list.
  func hide(_ words: [String]) throws(ShellError) {
    let usage = "hide [FIELD|TYPE.FIELD|PATH]"
    guard let word = words.first else {
      let fields = console.redaction.fields.sorted()
      console.print(
        fields.isEmpty ? "nothing is hidden" : "hidden: " + fields.joined(separator: ", "))
      return
    }
    guard words.count == 1 else {
      throw .unexpectedArgument(command: "hide", argument: words[1], usage: usage)
    }
    guard let field = Redaction.field(named: word) else {
      throw .invalidArgument(
        command: "hide", argument: "FIELD", value: word,
        expected: "a field name such as emailLabel or DisplayedUser.emailLabel", usage: usage)
    }
    console.redaction.hide(field)
    console.print(
      "hidden: \(field) (its values print as <hidden>, wherever it appears)", style: .dim)
  }

  /// `unhide FIELD|all`.
  func unhide(_ words: [String]) throws(ShellError) {
    let word = try BuiltinCommand.onlyArgument(
      words, command: "unhide", argument: "FIELD", usage: "unhide FIELD|all")
    if word == "all" {
      console.redaction.showAll()
    } else if let field = Redaction.field(named: word), console.redaction.fields.contains(field) {
      console.redaction.show(field)
    } else {
      throw .invalidArgument(
        command: "unhide", argument: "FIELD", value: word,
        expected: "a hidden field (see 'hide') or all", usage: "unhide FIELD|all")
    }
  }
}

import CEditline

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The libedit side of `EditlineReader`. It lives on, and is only ever touched by, the editing
/// thread it creates: libedit makes no thread-safety promise. libedit's C callbacks find it
/// again through EL_CLIENTDATA.
final class EditorSession {
  /// What the editing thread needs to start; handed over once through pthread_create.
  final class Configuration: Sendable {
    let channel: EditorChannel
    let historyPath: String?
    let historyLimit: Int
    let programName: String

    init(channel: EditorChannel, historyPath: String?, historyLimit: Int, programName: String) {
      self.channel = channel
      self.historyPath = historyPath
      self.historyLimit = historyLimit
      self.programName = programName
    }
  }

  private static let completeCommand = "lineediting-complete"

  private let channel: EditorChannel
  /// The history file, when there is one; read and written on this thread.
  private let historyFile: HistoryFile?
  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private let files: [UnsafeMutablePointer<FILE>]
  private var prompt = PromptText("")
  /// libedit keeps the prompt pointer between calls, so the session owns the buffer.
  private var promptBuffer: UnsafeMutableBufferPointer<wchar_t>
  private var completions: Completions = []
  /// The flags `silenceEchoWhileRunning` changes, as they were when a command began.
  private var echoWhileRunning: tcflag_t?
  private var decoder = UTF8Decoder()
  private var decoded: [Unicode.Scalar] = []
  private var decodedIndex = 0
  private var inputBytes = [UInt8](repeating: 0, count: 256)
  private var inputRange = 0..<0
  private var inputEnded = false

  /// Starts the editing thread; false if the thread could not be created.
  static func spawn(_ configuration: Configuration) -> Bool {
    let context = Unmanaged.passRetained(configuration).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, nil,
      { context in
        guard let context else { return nil }
        let configuration = Unmanaged<Configuration>.fromOpaque(context).takeRetainedValue()
        EditorSession.threadMain(configuration)
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Configuration>.fromOpaque(context).release()
      return false
    }
    pthread_detach(thread)
    return true
  }

  private static func threadMain(_ configuration: Configuration) {
    SignalRelay.blockOnCurrentThread()
    let channel = configuration.channel
    if let session = EditorSession(configuration) {
      session.serve()
      session.shutDown()
    } else {
      // No libedit: answer every read with end of input rather than hang the shell.
      while case .read(let request) = channel.nextWork() {
        request.continuation.resume(returning: .endOfInput)
      }
    }
    channel.finished.signal()
  }

  private init?(_ configuration: Configuration) {
    let channel = configuration.channel
    // Private stdio streams: libedit's buffered output never mixes with the process's stdout.
    let opened = [
      fdopen(dup(channel.input), "r"), fdopen(dup(channel.output), "w"),
      fdopen(dup(channel.error), "w"),
    ]
    let files = opened.compactMap { $0 }
    guard files.count == 3,
      let editLine = el_init_fd(
        configuration.programName, files[0], files[1], files[2], channel.input, channel.output,
        channel.error),
      let history = history_winit()
    else {
      opened.compactMap { $0 }.forEach { fclose($0) }
      return nil
    }
    self.channel = channel
    self.historyFile = configuration.historyPath.map {
      HistoryFile(
        path: $0, entryLimit: configuration.historyLimit,
        programName: configuration.programName, warnings: channel.error)
    }
    self.editLine = editLine
    self.history = history
    self.files = files
    promptBuffer = .allocate(capacity: 1)
    promptBuffer.initialize(repeating: 0)

    _ = ceditline_history_set_size(history, Int32(clamping: configuration.historyLimit))
    _ = ceditline_history_set_unique(history, 1)
    // Checked and bounded before libedit sees a byte of it: never a FIFO's wait, never
    // /dev/zero, never a file it did not write (see HistoryFile).
    historyFile?.load(into: history)

    _ = ceditline_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = ceditline_set_editor(editLine, "emacs")
    _ = ceditline_set_signal(editLine, 0)  // SignalRelay owns the signals
    _ = ceditline_set_history(editLine, history)
    _ = ceditline_set_prompt_esc(editLine, promptCallback, PromptText.delimiter)
    _ = ceditline_set_getcfn(editLine, readCallback)
    _ = ceditline_add_function(
      editLine, Self.completeCommand, "Complete the word before the cursor", completeCallback)
    _ = ceditline_bind(editLine, "^I", Self.completeCommand)
  }

  /// Serves read requests until the reader closes.
  private func serve() {
    while true {
      switch channel.nextWork() {
      case .read(let request):
        request.continuation.resume(returning: read(request))
      case .close(let waiting):
        for request in waiting { request.continuation.resume(returning: .endOfInput) }
        return
      }
    }
  }

  private func shutDown() {
    restoreEcho()
    // Every entry reached the history file as it was entered: nothing to save here.
    el_end(editLine)  // also restores the terminal modes found at el_init
    history_wend(history)
    for file in files { fclose(file) }
    promptBuffer.deallocate()
  }

  // MARK: Reading a line

  private func read(_ request: EditorChannel.Request) -> LineReadResult {
    setPrompt(request.prompt)
    completions = request.completions
    channel.drainWake()
    // A Ctrl-C that arrived while a command ran is for that command, not for this prompt.
    _ = SignalRelay.interruptPending.exchange(false, ordering: .sequentiallyConsistent)
    if SignalRelay.resizePending.exchange(false, ordering: .sequentiallyConsistent) {
      el_resize(editLine)
    }
    // el_gets sets the editing mode itself when it starts, from the terminal's modes as they
    // were before the command ran.
    restoreEcho()
    _ = SignalRelay.continuePending.exchange(false, ordering: .sequentiallyConsistent)
    channel.beginPrompt()
    var count: Int32 = 0
    let line = el_wgets(editLine, &count)
    let failure = errno

    let result: LineReadResult
    if let line, count > 0 {
      var scalars = (0..<Int(count)).map { Self.scalar(line[$0]) }
      while let last = scalars.last, last == "\n" || last == "\r" { scalars.removeLast() }
      let text = String(String.UnicodeScalarView(scalars))
      // A pasted megabyte is refused by the shell: neither returned nor kept in the history.
      let bytes = text.utf8.count
      if bytes > LineReadResult.maximumLineLength {
        result = .overlong(bytes: bytes, endsInput: false)
      } else {
        remember(text)
        result = .line(text)
      }
    } else if count < 0 && failure == EINTR {
      result = .interrupted
    } else {
      result = .endOfInput
    }
    if result == .interrupted || result == .endOfInput {
      // el_gets left the cursor after the abandoned line.
      DescriptorWriter.write("\n", to: channel.output)
    }
    if case .line = result { silenceEchoWhileRunning() }
    channel.endPrompt()
    return result
  }

  /// While a command runs the terminal echoes nothing: keys typed ahead wait for the next
  /// prompt, where the editor shows them as typed, instead of appearing among the command's
  /// output as control pictures (`^Lfault slow 10s`), and Ctrl-C leaves no `^C` glued to the
  /// line that says what it stopped. And `NOFLSH` is on: the kernel empties the input queue
  /// on the SIGINT of Ctrl-C otherwise, and a line typed ahead was lost, never run nor in the
  /// history. Only these three flags change; `restoreEcho` puts them back as they were before
  /// the next prompt and at the end (signals restore every mode).
  private func silenceEchoWhileRunning() {
    var modes = termios()
    guard echoWhileRunning == nil, tcgetattr(channel.input, &modes) == 0 else { return }
    echoWhileRunning = modes.c_lflag & SignalRelay.runningFlags
    SignalRelay.setCommandModes(&modes)
    _ = tcsetattr(channel.input, TCSANOW, &modes)
    // Ctrl-Z and `fg` put them back on SIGCONT (SignalRelay.resumeCommandModes).
    SignalRelay.commandModesActive.store(true, ordering: .sequentiallyConsistent)
  }

  private func restoreEcho() {
    guard let saved = echoWhileRunning else { return }
    echoWhileRunning = nil
    SignalRelay.commandModesActive.store(false, ordering: .sequentiallyConsistent)
    var modes = termios()
    guard tcgetattr(channel.input, &modes) == 0 else { return }
    modes.c_lflag = (modes.c_lflag & ~SignalRelay.runningFlags) | saved
    _ = tcsetattr(channel.input, TCSANOW, &modes)
  }

  private func setPrompt(_ text: String) {
    prompt = PromptText(text)
    promptBuffer.deallocate()
    promptBuffer = .allocate(capacity: prompt.wide.count)
    _ = promptBuffer.initialize(from: prompt.wide)
  }

  /// Enters a non-blank line; trailing blanks (left by Tab completion) are not kept, so
  /// "fetch" and "fetch " are one entry.
  private func remember(_ line: String) {
    var scalars = Array(line.unicodeScalars)
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    guard !scalars.isEmpty else { return }
    let entry = String(String.UnicodeScalarView(scalars))
    let wide = Self.wide(entry)
    _ = wide.withUnsafeBufferPointer { ceditline_history_enter(history, $0.baseAddress) }
    historyFile?.append(wide)
  }

  // MARK: The custom getc reader

  /// libedit's EL_GETCFN: 1 with a character, 0 at end of input, -1 with errno on error.
  /// Waits on the terminal and the self-pipe together, so queued output and Ctrl-C are handled
  /// between keystrokes on this thread.
  fileprivate func nextCharacter(_ character: UnsafeMutablePointer<wchar_t>) -> Int32 {
    while true {
      if decodedIndex < decoded.count {
        character.pointee = wchar_t(bitPattern: decoded[decodedIndex].value)
        decodedIndex += 1
        if decodedIndex == decoded.count {
          decoded.removeAll(keepingCapacity: true)
          decodedIndex = 0
        }
        return 1
      }
      if SignalRelay.interruptPending.exchange(false, ordering: .sequentiallyConsistent) {
        decoder.reset()
        errno = EINTR
        return -1
      }
      if channel.isClosing { return 0 }
      if let byte = nextInputByte() {
        decoder.feed(byte, into: &decoded)
        continue
      }
      if inputEnded {
        if let broken = decoder.flush() {
          decoded.append(broken)
          continue
        }
        return 0
      }
      if !waitForInput() { return -1 }
    }
  }

  private func nextInputByte() -> UInt8? {
    guard let index = inputRange.first else { return nil }
    inputRange = (index + 1)..<inputRange.upperBound
    return inputBytes[index]
  }

  /// Polls the terminal and the self-pipe; prints queued output on a wake-up. False on a
  /// terminal error.
  private func waitForInput() -> Bool {
    var fds = [
      pollfd(fd: channel.input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: channel.wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&fds, nfds_t(channel.wakeRead >= 0 ? 2 : 1), -1)
    if ready < 0 { return errno == EINTR }
    if fds[1].revents != 0 {
      channel.drainWake()
      if SignalRelay.resizePending.exchange(false, ordering: .sequentiallyConsistent) {
        el_resize(editLine)
        // libedit redraws from where the cursor is: clear the old line first (from the first
        // row it takes at the new width), or each resize leaves another prompt behind.
        clearEditLine()
        _ = ceditline_refresh(editLine)
      }
      if SignalRelay.continuePending.exchange(false, ordering: .sequentiallyConsistent) {
        // Back from Ctrl-Z: the job-control shell left the terminal cooked. Cooked then
        // editing makes libedit re-read the settings; then draw the line again.
        _ = ceditline_prepare_terminal(editLine, 0)
        _ = ceditline_prepare_terminal(editLine, 1)
        _ = ceditline_refresh(editLine)
      }
      printQueuedOutput()
    }
    if fds[0].revents != 0 {
      let count = inputBytes.withUnsafeMutableBytes {
        DescriptorWriter.read(channel.input, into: $0)
      }
      if count > 0 {
        inputRange = 0..<count
      } else {
        inputEnded = true
      }
    }
    return true
  }

  /// Prints background output above the prompt: clear from the prompt's first row down, write
  /// the text, then let libedit redraw prompt and half-typed line from scratch.
  private func printQueuedOutput() {
    let items = channel.takeQueued()
    guard let last = items.last else { return }
    clearEditLine()
    for item in items {
      channel.writeNow(item.text, to: item.stream)
    }
    // The redrawn prompt must start on a line of its own.
    if !last.text.hasSuffix("\n") { DescriptorWriter.write("\n", to: channel.output) }
    _ = ceditline_refresh(editLine)
  }

  /// Moves to the prompt's first row and clears from there to the end of the screen.
  private func clearEditLine() {
    let row = cursorRow()
    DescriptorWriter.write(
      (row > 0 ? "\u{1B}[\(row)A" : "") + "\r\u{1B}[J", to: channel.output)
  }

  /// The screen row of the cursor counted from the prompt's first row (wrapped input).
  private func cursorRow() -> Int {
    let columns = Int(ceditline_columns(editLine))
    guard columns > 0, let info = el_wline(editLine)?.pointee, let buffer = info.buffer,
      let cursor = info.cursor
    else { return 0 }
    var width = prompt.width
    for offset in 0..<(cursor - buffer) {
      width += PromptText.columns(of: Self.scalar(buffer[offset]))
    }
    return width / columns
  }

  // MARK: Tab completion

  fileprivate func complete() -> UInt8 {
    guard let info = el_wline(editLine)?.pointee, let buffer = info.buffer,
      let cursor = info.cursor
    else { return UInt8(CC_ERROR) }
    let typed = (0..<(cursor - buffer)).map { Self.scalar(buffer[$0]) }
    let word = TabCompletion.word(beforeCursor: typed)
    let before = String(String.UnicodeScalarView(typed))
    let candidates: [String]
    switch completions.candidates(before: before) {
    case .words(let words): candidates = words
    case .files: candidates = Completions.files(completing: word)
    }
    switch TabCompletion(word: word, candidates: candidates) {
    case .insert(let text):
      _ = Self.wide(text).withUnsafeBufferPointer { el_winsertstr(editLine, $0.baseAddress) }
      return UInt8(CC_REFRESH)
    case .list(let matches):
      let columns = Int(ceditline_columns(editLine))
      DescriptorWriter.write(
        "\n" + TabCompletion.layout(matches, width: columns), to: channel.output)
      return UInt8(CC_REDISPLAY)
    case .noMatch:
      return UInt8(CC_REFRESH_BEEP)
    }
  }

  fileprivate var promptPointer: UnsafeMutablePointer<wchar_t>? {
    promptBuffer.baseAddress
  }

  fileprivate static func from(_ editLine: OpaquePointer?) -> EditorSession? {
    guard let editLine, let data = ceditline_get_clientdata(editLine) else { return nil }
    return Unmanaged<EditorSession>.fromOpaque(data).takeUnretainedValue()
  }

  private static func scalar(_ character: wchar_t) -> Unicode.Scalar {
    Unicode.Scalar(UInt32(bitPattern: character)) ?? UTF8Decoder.replacement
  }

  /// NUL-terminated wide string for libedit.
  private static func wide(_ text: String) -> [wchar_t] {
    text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
  }
}

// libedit's callbacks: plain C function pointers that capture nothing and find the session
// through EL_CLIENTDATA. They only ever run inside el_wgets, on the editing thread.

private let promptCallback: ceditline_prompt_fn = { editLine in
  EditorSession.from(editLine)?.promptPointer
}

private let readCallback: el_rfunc_t = { editLine, character in
  guard let character, let session = EditorSession.from(editLine) else { return -1 }
  return session.nextCharacter(character)
}

private let completeCallback: ceditline_command_fn = { editLine, _ in
  EditorSession.from(editLine)?.complete() ?? UInt8(CC_ERROR)
}

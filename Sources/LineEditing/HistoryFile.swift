import CEditline
import Glibc
import StateDiff

/// The history file, read and written by the shell itself and handed to libedit only once
/// checked: libedit's own `H_LOAD` opens any path it is given and reads it whole, so a FIFO
/// made the shell wait forever for a writer before its first prompt, /dev/zero filled memory,
/// and a history of one 100 MB line was read again with every command.
///
/// - Only a regular file is read or written, through a symbolic link too (the link stays a
///   link: the file it names is replaced by a new file renamed over it, so it holds the old
///   entries or the new ones, never half of the newest). A FIFO, a device, a socket or a
///   folder is refused with the reason, never opened (or opened without waiting, then looked
///   at again).
///   /dev/null keeps no history, silently, as it does for bash.
/// - It is read within `maximumSize`; a line past `maximumLineLength` is skipped. A larger file
///   is not read, and not written either: it is left for the user to move away.
/// - A file the shell did not write (its first line is not libedit's `_HiStOrY_V2_`) is never
///   written; a history that cannot be saved says so once, and the session goes on.
///
/// Each warning is one line on the terminal's stderr. Used on the editing thread alone.
final class HistoryFile {
  /// The largest history file read: 1,000 entries of 4 KiB. What the shell writes is kept
  /// under it by leaving out the oldest entries.
  static let maximumSize = 4 << 20
  /// The longest line kept: the longest entry (`LineReadResult.maximumLineLength` bytes) as
  /// libedit writes it, each byte at most four (`\M-^X`, `\040`).
  static let maximumLineLength = 4 * LineReadResult.maximumLineLength
  /// The first line of every history file libedit writes.
  static let cookie = Array("_HiStOrY_V2_".utf8)

  let path: String
  private let entryLimit: Int
  private let programName: String
  private let warnings: Int32
  /// False once the file is one never to write (not libedit's, not a file, too large), or
  /// /dev/null.
  private var mayWrite = true
  private var hasWarnedAboutSaving = false

  /// `warnings` is the descriptor warnings are written to (the terminal's stderr).
  init(path: String, entryLimit: Int, programName: String, warnings: Int32) {
    self.path = path
    self.entryLimit = entryLimit
    self.programName = programName
    self.warnings = warnings
  }

  /// What reading the file found.
  enum Found: Equatable {
    /// Its entries, one a line as libedit wrote them (the cookie line left out), and how many
    /// lines past `maximumLineLength` were left out.
    case lines([ArraySlice<UInt8>], skipped: Int)
    /// A file not to read or write, and why (the end of a sentence).
    case refused(String)
  }

  // MARK: Loading

  /// Enters the file's entries into `history`, or says why not.
  func load(into history: OpaquePointer) {
    let opened: ReadableFile.Opened
    do {
      opened = try ReadableFile.open(path)
    } catch {
      switch error {
      case .missing: break  // a fresh history: the first entry creates the file
      case .refused(.nullDevice): mayWrite = false
      case .refused(let kind): refuse(kind.refusal)
      case .system(let message): refuse(message)
      }
      return
    }
    defer { close(opened.descriptor) }
    switch Self.contents(of: opened.descriptor, size: opened.size) {
    case .refused(let reason):
      refuse(reason)
    case .lines(let lines, let skipped):
      if skipped > 0 {
        warn(
          "has \(skipped) line\(skipped == 1 ? "" : "s") longer than \(Self.maximumLineLength) "
            + "bytes: skipped, and left out when the history is next saved")
      }
      if let failure = Self.enter(lines, skipped: skipped, from: opened.descriptor, into: history) {
        return warn("is not read: \(failure)")
      }
      let undecodable = Self.undecodable(lines, skipped: skipped, from: opened.descriptor)
      if undecodable > 0 {
        let entries = undecodable == 1 ? "1 entry that is" : "\(undecodable) entries that are"
        warn("has \(entries) not UTF-8: not read, and left out when the history is next saved")
      }
    }
  }

  /// How many of `lines` libedit leaves out as it enters them: an entry whose bytes are not
  /// UTF-8 (written by another program, or by hand) cannot be decoded, and is dropped without a
  /// word. Counted by entering them into a history of their own, keeping duplicates, only when
  /// a line holds a byte past ASCII, raw or escaped (`\M-`, `\2xx`, `\3xx`).
  private static func undecodable(
    _ lines: [ArraySlice<UInt8>], skipped: Int, from descriptor: Int32
  ) -> Int {
    let backslash = UInt8(ascii: "\\")
    let suspect = lines.contains { line in
      line.contains { $0 >= 0x80 }
        || zip(line, line.dropFirst()).contains { first, second in
          first == backslash && (second == UInt8(ascii: "M") || (0x32...0x33).contains(second))
        }
    }
    guard suspect, let scratch = history_winit() else { return 0 }
    defer { history_wend(scratch) }
    _ = ceditline_history_set_size(scratch, Int32(clamping: lines.count + 1))
    guard enter(lines, skipped: skipped, from: descriptor, into: scratch) == nil else { return 0 }
    return max(0, lines.count - Int(ceditline_history_get_size(scratch)))
  }

  /// The file will not be read or written: says why, once.
  private func refuse(_ reason: String) {
    mayWrite = false
    warn("is not read, and this session's commands are not saved to it: \(reason)")
  }

  // MARK: Saving

  /// Adds `entry` (NUL-terminated) to the file as soon as it is entered, so a crash or a kill
  /// loses nothing — merged, as bash's `histappend` does: under a lock, the file as it is now
  /// (other shells' entries included) is read, the entry added, the newest `entryLimit` kept.
  /// Two shells on one file keep every entry; each one's Up arrow still walks its own session.
  func append(_ entry: [wchar_t]) {
    guard mayWrite else { return }
    let locked: Locked
    switch lockForWriting() {
    case .success(let opened): locked = opened
    case .failure(let refusal):
      if refusal.isPermanent { mayWrite = false }
      return notSaved(refusal.reason)
    }
    defer { close(locked.descriptor) }  // and with it the lock
    var info = stat()
    guard fstat(locked.descriptor, &info) == 0 else {
      return notSaved(ReadableFile.systemMessage())
    }
    let lines: [ArraySlice<UInt8>]
    let skipped: Int
    switch Self.contents(of: locked.descriptor, size: Int(info.st_size)) {
    case .refused(let reason):
      // Someone else's file now, or grown past the limit: left as it is from now on.
      mayWrite = false
      return notSaved(reason)
    case .lines(let found, let count):
      (lines, skipped) = (found, count)
    }
    guard let merged = history_winit() else { return notSaved("out of memory") }
    defer { history_wend(merged) }
    _ = ceditline_history_set_size(merged, Int32(clamping: entryLimit))
    _ = ceditline_history_set_unique(merged, 1)  // as the session's own: no entry twice in a row
    if let failure = Self.enter(lines, skipped: skipped, from: locked.descriptor, into: merged) {
      return notSaved(failure)
    }
    _ = entry.withUnsafeBufferPointer { ceditline_history_enter(merged, $0.baseAddress) }
    let encoded: [UInt8]
    switch Self.encode(merged) {
    case .success(let bytes): encoded = Self.trimmed(bytes)
    case .failure(let failure): return notSaved(failure.reason)
    }
    // A new file renamed over the old: a full disk leaves every entry saved before. Private,
    // whatever mode the file had.
    if let failure = WholeFile.replace(locked.target, with: encoded, mode: 0o600, forced: true) {
      return notSaved(failure)
    }
  }

  /// The file open and locked, and the path its replacement is renamed to (a link's target).
  private struct Locked {
    let descriptor: Int32
    let target: String
  }

  /// Opens the file and locks it. A replacement is a new file, so the file locked may have been
  /// replaced while this waited for the lock: then the new one is opened and locked instead
  /// (a file replaced a hundred times in a row is given up on, this time).
  private func lockForWriting() -> Result<Locked, Refusal> {
    for _ in 0..<100 {
      let descriptor: Int32
      switch openForWriting() {
      case .success(let opened): descriptor = opened
      case .failure(let refusal): return .failure(refusal)
      }
      guard flock(descriptor, LOCK_EX) == 0, let real = realpath(path, nil) else {
        let reason = ReadableFile.systemMessage()
        close(descriptor)
        return .failure(Refusal(reason: reason))
      }
      let target = String(cString: real)
      free(real)
      var locked = stat()
      var named = stat()
      if fstat(descriptor, &locked) == 0, stat(target, &named) == 0,
        locked.st_dev == named.st_dev, locked.st_ino == named.st_ino
      {
        return .success(Locked(descriptor: descriptor, target: target))
      }
      close(descriptor)
    }
    return .failure(Refusal(reason: "another program keeps replacing it"))
  }

  /// Why the file could not be written, and whether it never will be (it is no file of ours).
  struct Refusal: Error {
    let reason: String
    var isPermanent = false
  }

  /// Opens the file for reading and writing, creating it (0600) when there is none. A link is
  /// followed to the file it names; a link to nothing is not made to name a new file.
  private func openForWriting() -> Result<Int32, Refusal> {
    var info = stat()
    if stat(path, &info) != 0 {
      guard errno == ENOENT else { return .failure(Refusal(reason: ReadableFile.systemMessage())) }
      var link = stat()
      if lstat(path, &link) == 0 {
        return .failure(
          Refusal(
            reason: "it is a symbolic link to a file that does not exist", isPermanent: true))
      }
      let created = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard created >= 0 else { return .failure(Refusal(reason: ReadableFile.systemMessage())) }
      return .success(created)
    }
    let before = ReadableFile.kind(of: info, descriptor: nil)
    guard before == .regular else {
      return .failure(Refusal(reason: before.refusal, isPermanent: true))
    }
    let descriptor = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return .failure(Refusal(reason: ReadableFile.systemMessage())) }
    var opened = stat()
    guard fstat(descriptor, &opened) == 0,
      ReadableFile.kind(of: opened, descriptor: descriptor) == .regular
    else {
      close(descriptor)
      return .failure(Refusal(reason: "it is not a regular file", isPermanent: true))
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    return .success(descriptor)
  }

  /// Says once that the history is not being saved, and why.
  private func notSaved(_ reason: String) {
    guard !hasWarnedAboutSaving else { return }
    hasWarnedAboutSaving = true
    warn("cannot be saved: \(reason); this session's commands may not be in it")
  }

  // MARK: The file's contents

  /// Reads the file from its start, within the limits, and checks it is libedit's.
  static func contents(of descriptor: Int32, size: Int) -> Found {
    let tooLarge = Found.refused(
      "it is larger than \(ReadableFile.size(maximumSize)), the most a history file can be; "
        + "move it away to start a new one")
    guard size <= maximumSize else { return tooLarge }
    _ = lseek(descriptor, 0, SEEK_SET)
    switch ReadableFile.read(descriptor, limit: maximumSize) {
    case .tooLarge: return tooLarge
    case .failed(let message): return .refused(message)
    case .bytes(let bytes): return parse(bytes)
    }
  }

  /// The entries of a history file's bytes; an empty file has none.
  static func parse(_ bytes: [UInt8]) -> Found {
    guard !bytes.isEmpty else { return .lines([], skipped: 0) }
    var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard let first = lines.first, first.elementsEqual(cookie) else {
      return .refused(
        "it is not a history file this shell wrote (its first line is not "
          + "\(String(decoding: cookie, as: UTF8.self))), so it is left as it is")
    }
    let entries = lines.dropFirst()
    let kept = entries.filter { $0.count <= maximumLineLength }
    return .lines(Array(kept), skipped: entries.count - kept.count)
  }

  /// `bytes` (libedit's file: the cookie line, then an entry a line, oldest first) without as
  /// many of its oldest entries as it takes to fit `maximumSize`.
  static func trimmed(_ bytes: [UInt8], maximumSize: Int = maximumSize) -> [UInt8] {
    guard bytes.count > maximumSize, let header = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
      return bytes
    }
    var start = header + 1
    while bytes.count - (start - header - 1) > maximumSize,
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
    {
      start = end + 1
    }
    return Array(bytes[...header]) + bytes[start...]
  }

  /// Enters `lines` (checked, as libedit writes them) into `history`: libedit decodes them as it
  /// reads its own files. When none was `skipped`, libedit reads the file open on `descriptor`
  /// itself (a replacement is a new file, so that one never changes), with no copy that the
  /// file-size limit (`ulimit -f`) would stop; else the lines kept are copied to a memory file.
  /// Nil, or why not.
  private static func enter(
    _ lines: [ArraySlice<UInt8>], skipped: Int, from descriptor: Int32,
    into history: OpaquePointer
  ) -> String? {
    guard !lines.isEmpty else { return nil }
    guard skipped > 0 else { return load("/proc/self/fd/\(descriptor)", into: history) }
    let file = ceditline_memory_file("scenesh-history")
    guard file >= 0 else { return ReadableFile.systemMessage() }
    defer { close(file) }
    var bytes = cookie + [UInt8(ascii: "\n")]
    bytes.reserveCapacity(lines.reduce(bytes.count) { $0 + $1.count + 1 })
    for line in lines {
      bytes += line
      bytes.append(UInt8(ascii: "\n"))
    }
    if let code = bytes.withUnsafeBytes({ DescriptorWriter.write(bytes: $0, to: file) }) {
      return WholeFile.failure(code)
    }
    return load("/proc/self/fd/\(file)", into: history)
  }

  private static func load(_ path: String, into history: OpaquePointer) -> String? {
    ceditline_history_load(history, path) >= 0 ? nil : "libedit could not read it"
  }

  /// `history` as libedit writes a history file, written to a memory file and read back
  /// (libedit sets the mode of the file it writes, so a stream without one does not do).
  private static func encode(_ history: OpaquePointer) -> Result<[UInt8], Refusal> {
    let file = ceditline_memory_file("scenesh-history")
    guard file >= 0 else { return .failure(Refusal(reason: ReadableFile.systemMessage())) }
    defer { close(file) }
    let copy = dup(file)
    guard copy >= 0, let stream = fdopen(copy, "w") else {
      if copy >= 0 { close(copy) }
      return .failure(Refusal(reason: ReadableFile.systemMessage()))
    }
    let saved = ceditline_history_save_fp(history, stream)
    guard fclose(stream) == 0, saved >= 0 else {
      // Past the file-size limit, a file of that size could not be saved either.
      return .failure(
        Refusal(reason: errno == EFBIG ? WholeFile.failure(EFBIG) : "libedit could not write it"))
    }
    _ = lseek(file, 0, SEEK_SET)
    switch ReadableFile.read(file, limit: 1 << 30) {
    case .bytes(let bytes): return .success(bytes)
    case .tooLarge: return .failure(Refusal(reason: "it would be larger than 1 GiB"))
    case .failed(let message): return .failure(Refusal(reason: message))
    }
  }

  /// One line on the terminal's stderr: `scenesh: warning: history 'PATH' is not read: …`.
  private func warn(_ text: String) {
    let name = TerminalSafe.escape(path, maxLength: 1_000)
    DescriptorWriter.write(
      "\(programName): warning: history '\(name)' \(text)\n", to: warnings)
  }
}

import Synchronization
import Testing

@testable import LineEditing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct PipedLineReaderTests {
  @Test func readsEachPhysicalLineThenEndOfInput() async throws {
    let input = try TestPipe(containing: "fetch\n\n# comment\nselect 2\n")
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    #expect(await reader.readLine() == .line("fetch"))
    #expect(await reader.readLine() == .line(""))
    #expect(await reader.readLine() == .line("# comment"))
    #expect(await reader.readLine() == .line("select 2"))
    #expect(await reader.readLine() == .endOfInput)
    #expect(await reader.readLine() == .endOfInput)
  }

  @Test func returnsALastLineWithoutNewline() async throws {
    let input = try TestPipe(containing: "one\nquit")
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    #expect(await reader.readLine() == .line("one"))
    #expect(await reader.readLine() == .line("quit"))
    #expect(await reader.readLine() == .endOfInput)
  }

  @Test func stripsCarriageReturnsOfCRLF() async throws {
    let input = try TestPipe(containing: "fetch\r\nselect 1\r\n\r\nlast\r")
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    #expect(await reader.readLine() == .line("fetch"))
    #expect(await reader.readLine() == .line("select 1"))
    #expect(await reader.readLine() == .line(""))
    #expect(await reader.readLine() == .line("last"))
    #expect(await reader.readLine() == .endOfInput)
  }

  @Test func decodesInvalidUTF8Lossily() async throws {
    let bytes: [UInt8] = [0x66, 0xFF, 0x67, 0x0A, 0xC3, 0xA9, 0x0A, 0xE2, 0x98]
    let input = try TestPipe(containing: bytes)
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    #expect(await reader.readLine() == .line("f\u{FFFD}g"))
    #expect(await reader.readLine() == .line("é"))
    #expect(await reader.readLine() == .line("\u{FFFD}"))
    #expect(await reader.readLine() == .endOfInput)
  }

  @Test func emptyInputIsEndOfInput() async throws {
    let input = try TestPipe(containing: "")
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    #expect(await reader.readLine() == .endOfInput)
  }

  @Test func waitsForALineThatArrivesInPieces() async throws {
    let input = try TestPipe()
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    let pending = Task { await reader.readLine() }
    input.send("sel")
    try await Task.sleep(for: .milliseconds(50))
    input.send("ect 3\nrest")
    #expect(await pending.value == .line("select 3"))
    input.closeWriteEnd()
    #expect(await reader.readLine() == .line("rest"))
    #expect(await reader.readLine() == .endOfInput)
  }

  @Test func longInputKeepsEveryLine() async throws {
    let lines = (0..<3000).map { "line \($0) ☕" }
    let input = try TestPipe()
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    let writer = Task {
      await blocking { [input] in
        input.send(lines.joined(separator: "\n") + "\n")
        input.closeWriteEnd()
      }
    }
    var read: [String] = []
    while case .line(let line) = await reader.readLine() { read.append(line) }
    await writer.value
    #expect(read == lines)
  }

  @Test func writesInCallOrderToTheRightStream() throws {
    let output = try TestPipe()
    let errors = try TestPipe()
    let reader = PipedLineReader(
      fileDescriptor: -1, outputDescriptor: output.writeEnd, errorDescriptor: errors.writeEnd)
    reader.write("~ isLoading: false → true\n", to: .standardOutput)
    reader.write("<stdin>:2: error: unknown command 'fech'\n", to: .standardError)
    reader.write("+ displayedUsers[0]\n", to: .standardOutput)
    reader.write("", to: .standardOutput)
    reader.write("tail without newline", to: .standardOutput)
    output.closeWriteEnd()
    errors.closeWriteEnd()
    #expect(
      output.readAll() == "~ isLoading: false → true\n+ displayedUsers[0]\ntail without newline")
    #expect(errors.readAll() == "<stdin>:2: error: unknown command 'fech'\n")
  }

  @Test func concurrentWritesNeverInterleaveWithinAChunk() async throws {
    let output = try TestPipe()
    let reader = PipedLineReader(
      fileDescriptor: -1, outputDescriptor: output.writeEnd, errorDescriptor: output.writeEnd)
    let chunk = String(repeating: "x", count: 300) + "\n"
    let collector = Task { await blocking { [output] in output.readAll() } }
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<8 {
        group.addTask {
          for _ in 0..<50 { reader.write("\(index)" + chunk, to: .standardOutput) }
        }
      }
    }
    output.closeWriteEnd()
    let lines = await collector.value.split(separator: "\n")
    #expect(lines.count == 400)
    #expect(lines.allSatisfy { $0.count == 301 && $0.dropFirst().allSatisfy { $0 == "x" } })
  }

  @Test func closeEndsReading() async throws {
    let input = try TestPipe(containing: "one\ntwo\n")
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    #expect(await reader.readLine() == .line("one"))
    reader.close()
    #expect(await reader.readLine() == .line("two"))
    #expect(await reader.readLine() == .endOfInput)
  }

  /// A piped session is never interrupted (Ctrl-C ends the process): a wait for Ctrl-C ends
  /// only when its task is cancelled.
  @Test(.timeLimit(.minutes(1))) func aWaitForCtrlCEndsOnlyByCancellation() async throws {
    let input = try TestPipe(containing: "")
    let reader = PipedLineReader(fileDescriptor: input.readEnd)
    let ended = EndFlag()
    let waiting = Task.detached {
      await reader.waitForInterrupt()
      ended.set()
    }
    try await Task.sleep(for: .milliseconds(100))
    #expect(!ended.isSet)
    waiting.cancel()
    await waiting.value
    #expect(ended.isSet)
  }
}

/// Set once a task has ended, read by the test that started it.
private final class EndFlag: Sendable {
  private let value = Atomic<Bool>(false)
  var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
  func set() { value.store(true, ordering: .sequentiallyConsistent) }
}

extension LineReader {
  fileprivate func readLine() async -> LineReadResult {
    await readLine(prompt: "> ", completions: [])
  }
}

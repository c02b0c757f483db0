import ExampleData
import Foundation
import SceneRuntime
import StateDiff
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers a scene's own request inside a hop of its own (held in step mode): the fault in
/// force first, then the `--answers` folders and HAR files, the example data for the hosts it
/// stands in for, the server of `--data-url`, else a 404 whose note names the file to create.
/// What a server or the example data answered is recorded with `--record-answers`.
final class RequestAnswerer: Sendable {
  enum Routes: Sendable {
    case jsonPlaceholder
    case images
  }

  enum Outcome {
    case response(HTTPURLResponse, Data)
    case failure(URLError)
  }

  /// Where answers come from, besides the fault in force.
  struct Sources: Sendable {
    var folders: [AnswerFolder] = []
    var archives: [HARAnswers] = []
    /// `--record-answers`.
    var recorder: AnswerRecorder?
  }

  private let faults: FaultInjectingDataSource
  private let sources: Sources
  private let tasks: TaskTracker
  private let clock: SceneClock
  private let events: SceneEvents
  private let hosts: Mutex<[String: Routes]>
  private let turns: RequestTurns

  init(
    faults: FaultInjectingDataSource, sources: Sources, context: SceneCatalog.Context,
    hosts: [String: Routes]
  ) {
    self.faults = faults
    self.sources = sources
    self.tasks = context.tasks
    self.clock = context.clock
    self.events = context.events
    self.hosts = Mutex(hosts)
    turns = RequestTurns(waitsForEveryAnswer: context.clock.mode == .virtual)
  }

  func add(host: String, as routes: Routes) {
    hosts.withLock { $0[host.lowercased()] = routes }
  }

  /// Answers `request` in a task the shell waits for; `deliver` gets the outcome once.
  func answer(
    _ request: AnswerRequest, deliver: @escaping @Sendable (Outcome) -> Void
  ) -> TrackedTask {
    let text = TerminalSafe.escape(request.display, maxLength: 200)
    // The hop of whoever called `resume()`, carried here through URLSession's queues.
    let hop = HopContext.current?.record(.request, component: "", method: text)
    // A tracked task awaiting this answer (`data(from:)`) cannot park while the request is
    // held in step mode; the request's own gate parks for it.
    let awaited = DispatchBridge.isOnBehalfOfTrackedTask
    let id = turns.newID()
    let start = hop.flatMap { $0.recorder.hop($0.hop) }?.start ?? .max
    return tasks.spawn("URLSession \(text)") { [self] in
      if let hop, await hop.recorder.gate(hop.hop, standingInForAWaiter: awaited) {
        hop.recorder.restart(hop.hop)
      }
      var order = RequestTurns.Order(start: start, id: id)
      guard await turns.start(order) else { return cancelled(request, hop, deliver) }
      let begun = clock.now
      let (outcome, latency) = await clock.deferringLatency {
        await HopContext.$current.withValue(hop) { await self.outcome(request) }
      }
      order.due = begun.advanced(by: latency).offset
      guard await turns.deliver(order) else { return cancelled(request, hop, deliver) }
      clock.finishWork(at: begun.advanced(by: latency))
      if let hop {
        let (summary, failed) = Self.summary(outcome)
        hop.recorder.finish(hop.hop, result: summary, failed: failed)
      }
      deliver(outcome)
    }
  }

  /// A request cancelled before its answer: it fails at once, as URLSession fails it on a
  /// device (when URLSession cancelled it itself, the answer is dropped and its own
  /// cancellation error is what the scene gets).
  private func cancelled(
    _ request: AnswerRequest, _ hop: HopContext?, _ deliver: @Sendable (Outcome) -> Void
  ) {
    hop.map { $0.recorder.finish($0.hop, result: "failed: cancelled", failed: true) }
    deliver(.failure(URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: request.url])))
  }

  /// What the scene receives: the fault in force, else the first source that answers.
  private func outcome(_ request: AnswerRequest) async -> Outcome {
    let url = request.url
    do {
      switch try await faults.servedFailure(for: request.display) {
      case .unreachable?:
        return .failure(
          URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
      case .status(let status)?:
        return Self.response(url, status: status, body: Self.errorBody(status))
      case .malformed?:
        return Self.response(url, status: 200, body: Self.notJSON)
      case nil:
        break
      }
      if let answer = try await answerFromFiles(request) { return Self.response(url, answer) }
      if let answer = try await answerServed(request) {
        record(answer, for: request)
        return Self.response(url, answer)
      }
      note(unanswered: request)
      return Self.response(url, status: 404, body: Data("{}".utf8))
    } catch DataSourceError.notFound {
      return Self.response(url, status: 404, body: Data("{}".utf8))
    } catch DataSourceError.malformed {
      return Self.response(url, status: 200, body: Self.notJSON)
    } catch is CancellationError {
      return .failure(URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    } catch {
      return .failure(
        URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    }
  }

  /// The `--answers` folders', then HAR files' answer, after its latency.
  private func answerFromFiles(_ request: AnswerRequest) async throws -> CannedAnswer? {
    var found: CannedAnswer?
    for folder in sources.folders where found == nil {
      do {
        found = try folder.answer(for: request)
      } catch {
        events.emit("\(request.display): \(error); answered 500 instead")
        found = CannedAnswer(status: 500, headers: [], body: Self.errorBody(500))
      }
    }
    for archive in sources.archives where found == nil {
      found = archive.answer(for: request)
    }
    guard let found else { return nil }
    if found.latency > .zero { try await clock.simulateLatency(found.latency) }
    return found
  }

  /// The example data's answer for a host it stands in for, else the server's (`--data-url`)
  /// for any host; nil when neither answers.
  private func answerServed(_ request: AnswerRequest) async throws -> CannedAnswer? {
    let routes = request.url.host.flatMap { host in hosts.withLock { $0[host.lowercased()] } }
    let server = faults.wrapped as? HTTPDataSource
    if let routes {
      guard request.method == "GET", let call = Endpoint(request.url, routes) else {
        let what = request.method == "GET" ? "no such path" : "only GET is served"
        events.emit(
          "\(request.display): \(what) on \(request.url.host ?? "this host") (the example data "
            + "serves \(routes.paths)): 404")
        return CannedAnswer(status: 404, headers: [], body: Data("{}".utf8))
      }
      if let server {
        let (status, body) = try await server.answer(path: call.path, query: call.query)
        return CannedAnswer(status: status, headers: [], body: body).typed()
      }
      return CannedAnswer(status: 200, headers: [], body: try await call.body(from: faults.wrapped))
        .typed()
    }
    guard let server else { return nil }
    var components = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
    let path = components?.percentEncodedPath ?? request.url.path
    let query = components?.percentEncodedQuery
    components = nil
    let forwarded = try await server.forward(
      method: request.method, percentEncodedPath: path.isEmpty ? "/" : path, query: query,
      body: request.body, headers: ["Accept: */*"])
    return CannedAnswer(
      status: forwarded.status, headers: forwarded.headers, body: forwarded.body)
  }

  private func record(_ answer: CannedAnswer, for request: AnswerRequest) {
    guard let recorder = sources.recorder, answer.status != 404 || !answer.body.isEmpty else {
      return
    }
    do {
      try recorder.record(answer, for: request)
    } catch {
      events.emit("\(request.display): not recorded: \(error)")
    }
  }

  /// `GET …: nothing answers it: 404; answer it with the file answers/api.example.com/a.json`.
  private func note(unanswered request: AnswerRequest) {
    let file =
      sources.folders.first.flatMap { $0.fileToCreate(for: request) }.map { "the file \($0)" }
      ?? AnswerFolder.fileToCreate(for: request, under: "DIR").map {
        "--answers DIR and the file \($0)"
      }
    events.emit(
      "\(request.display): nothing answers it: 404" + (file.map { "; answer it with \($0)" } ?? ""))
  }

  /// The small body of a failed status: `{"error":"Internal Server Error"}`, as an API sends.
  private static func errorBody(_ status: Int) -> Data {
    status == 404
      ? Data("{}".utf8)
      : Data("{\"error\":\"\(HTTPURLResponse.localizedString(forStatusCode: status))\"}".utf8)
  }

  /// A body that is not what was asked for (`fault malformed`). Made at each use: a `Data` held
  /// in a static is reported by LeakSanitizer (`make asan`).
  private static var notJSON: Data { Data("<html>not what was asked for</html>".utf8) }

  private static func response(_ url: URL, status: Int, body: Data) -> Outcome {
    response(url, CannedAnswer(status: status, headers: [], body: body).typed())
  }

  private static func response(_ url: URL, _ answer: CannedAnswer) -> Outcome {
    var fields = Dictionary(answer.headers.map { ($0.name, $0.value) }) { first, _ in first }
    fields["Content-Length"] = "\(answer.body.count)"
    let response = HTTPURLResponse(
      url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: fields)
    guard let response else { return .failure(URLError(.badServerResponse)) }
    return .response(response, answer.body)
  }

  /// `200, 2.9 KB`, or the error, as `trace` shows the request's result. An answer is no
  /// failure of the request, whatever its status (`→ 500, 33 B`): what it means is the scene's
  /// to decide, and its own status check is what the trace shows next.
  private static func summary(_ outcome: Outcome) -> (String, Bool) {
    switch outcome {
    case .response(let response, let body):
      return ("\(response.statusCode), \(size(body.count))", false)
    case .failure(let error):
      return ("failed: \(error.code.name)", true)
    }
  }

  private static func size(_ bytes: Int) -> String {
    bytes < 1_024 ? "\(bytes) B" : "\((Double(bytes) / 102.4).rounded() / 10) KB"
  }
}

extension CannedAnswer {
  /// With the `Content-Type` its body has, when it names none: a PNG, else JSON.
  fileprivate func typed() -> CannedAnswer {
    guard !headers.contains(where: { $0.name.lowercased() == "content-type" }) else { return self }
    var answer = self
    let type = body.starts(with: [0x89, 0x50]) ? "image/png" : "application/json"
    answer.headers.insert(("Content-Type", type), at: 0)
    return answer
  }
}

extension RequestAnswerer.Routes {
  /// What the example data serves on such a host, as a note says it.
  var paths: String {
    switch self {
    case .jsonPlaceholder: "GET /users, /users/ID and /posts?userId=ID"
    case .images: "GET of .jpg, .jpeg and .png paths"
    }
  }
}

extension URLError.Code {
  /// The name a Swift developer knows the code by.
  fileprivate var name: String {
    switch self {
    case .notConnectedToInternet: "notConnectedToInternet"
    case .cancelled: "cancelled"
    case .cannotFindHost: "cannotFindHost"
    default: "\(rawValue)"
    }
  }
}

import ExampleData
import Foundation
import SceneRuntime
import StateDiff
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Reads a request as a jsonplaceholder call, makes it on the example data inside a hop of its
/// own (held in step mode), and turns the answer, or the data source's error, into what a
/// server would have sent.
final class RequestAnswerer: Sendable {
  enum Routes: Sendable {
    case jsonPlaceholder
    case images

    /// What a host read so serves, as a note says it.
    var paths: String {
      switch self {
      case .jsonPlaceholder: "GET /users, /users/ID and /posts?userId=ID"
      case .images: "GET of .jpg, .jpeg and .png paths"
      }
    }
  }

  enum Outcome {
    case response(HTTPURLResponse, Data)
    case failure(URLError)
  }

  private let faults: FaultInjectingDataSource
  private let tasks: TaskTracker
  private let events: SceneEvents
  private let hosts: Mutex<[String: Routes]>
  /// Answers are made together, then delivered one at a time (see `answer`).
  private let answering = AnswerTurns(oneAtATime: false)
  private let delivering = AnswerTurns(oneAtATime: true)

  init(
    faults: FaultInjectingDataSource, tasks: TaskTracker, events: SceneEvents,
    hosts: [String: Routes]
  ) {
    self.faults = faults
    self.tasks = tasks
    self.events = events
    self.hosts = Mutex(hosts)
  }

  func add(host: String, as routes: Routes) {
    hosts.withLock { $0[host.lowercased()] = routes }
  }

  /// Answers `request` in a task the shell waits for; `deliver` gets the outcome once.
  func answer(
    _ request: URLRequest, deliver: @escaping @Sendable (Outcome) -> Void
  ) -> TrackedTask {
    let url = request.url ?? URL(fileURLWithPath: "/")
    let method = request.httpMethod ?? "GET"
    let text = TerminalSafe.escape("\(method) \(url.absoluteString)", maxLength: 200)
    // The hop of whoever called `resume()`, carried here through URLSession's queues.
    let request = HopContext.current?.record(.request, component: "", method: text)
    // A tracked task awaiting this answer (`data(from:)`) cannot park while the request is
    // held in step mode; the request's own gate parks for it.
    let awaited = DispatchBridge.isOnBehalfOfTrackedTask
    let handle = tasks.spawn("URLSession \(text)") { [self] in
      if let request,
        await request.recorder.gate(request.hop, standingInForAWaiter: awaited)
      {
        request.recorder.restart(request.hop)
      }
      // URLSession starts each request, and hands each answer on, on threads of its own: left
      // to them, thread timing would decide whether a sibling (`async let`) had started yet
      // (and when, on the scene clock), which of the two a `fault next` hits, and whether the
      // scene, told of a failure, cancels the sibling before or after its answer comes. So
      // every request made so far has started before any is answered, in the order the scene
      // made them; and the scene has done all it does with one answer before the next.
      let order = request.flatMap { $0.recorder.hop($0.hop) }.map { AnswerTurns.Order($0) }
      await answering.wait(order)
      let outcome = await HopContext.$current.withValue(request) { await self.outcome(method, url) }
      if let request {
        let (summary, failed) = Self.summary(outcome)
        request.recorder.finish(request.hop, result: summary, failed: failed)
      }
      await delivering.wait(order)
      deliver(outcome)
    }
    return handle
  }

  /// What a server would send: a host it does not have is not found (no network here); a path
  /// or a method that host does not serve, a missing record and `fault notfound` are 404s,
  /// `fault http CODE` that status, `fault malformed` a 200 that is not JSON, `fault network`
  /// no answer at all. With `--data-url`, the server's own answer, status and body as they came.
  private func outcome(_ method: String, _ url: URL) async -> Outcome {
    let routes = url.host.flatMap { host in hosts.withLock { $0[host.lowercased()] } }
    guard let routes else {
      events.emit(
        "\(method) \(url.absoluteString): the shell serves no such host (no network here); "
          + "map it with URLSessionServer.serving(host:)")
      return .failure(URLError(.cannotFindHost, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    }
    guard method == "GET", let call = Endpoint(url, routes) else {
      let what = method == "GET" ? "no such path" : "only GET is served"
      events.emit(
        "\(method) \(url.absoluteString): \(what) on \(url.host ?? "this host") (it serves "
          + "\(routes.paths)): 404")
      return Self.response(url, status: 404, body: Data("{}".utf8))
    }
    do {
      switch try await faults.servedFailure(for: call.description) {
      case .unreachable?:
        return .failure(
          URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
      case .status(let status)?:
        return Self.response(url, status: status, body: Self.errorBody(status))
      case .malformed?:
        return Self.response(
          url, status: 200, body: Data("<html>not what was asked for</html>".utf8))
      case nil:
        break
      }
      if let server = faults.wrapped as? HTTPDataSource {
        let (status, body) = try await server.answer(path: call.path, query: call.query)
        return Self.response(url, status: status, body: body)
      }
      return Self.response(url, status: 200, body: try await call.body(from: faults.wrapped))
    } catch DataSourceError.notFound {
      return Self.response(url, status: 404, body: Data("{}".utf8))
    } catch DataSourceError.malformed {
      return Self.response(url, status: 200, body: Data("<html>not what was asked for</html>".utf8))
    } catch is CancellationError {
      return .failure(URLError(.cancelled, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    } catch {
      return .failure(
        URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
    }
  }

  /// The small body of a failed status: `{"error":"Internal Server Error"}`, as an API sends.
  private static func errorBody(_ status: Int) -> Data {
    status == 404
      ? Data("{}".utf8)
      : Data("{\"error\":\"\(HTTPURLResponse.localizedString(forStatusCode: status))\"}".utf8)
  }

  private static func response(_ url: URL, status: Int, body: Data) -> Outcome {
    let type = body.starts(with: [0x89, 0x50]) ? "image/png" : "application/json"
    let response = HTTPURLResponse(
      url: url, statusCode: status, httpVersion: "HTTP/1.1",
      headerFields: ["Content-Type": type, "Content-Length": "\(body.count)"])
    guard let response else { return .failure(URLError(.badServerResponse)) }
    return .response(response, body)
  }

  /// `200, 2.9 KB`, or the error, as `trace` shows the request's result. An answer is no
  /// failure of the request, whatever its status (`→ 500, 33 B`): what it means is the scene's
  /// to decide, and its own status check is what the trace shows next.
  private static func summary(_ outcome: Outcome) -> (String, Bool) {
    switch outcome {
    case .response(let response, let body):
      return ("\(response.statusCode), \(size(body.count))", false)
    case .failure(let error):
      return (error.code == .cannotFindHost ? "not served" : "failed: \(error.code.name)", true)
    }
  }

  private static func size(_ bytes: Int) -> String {
    bytes < 1_024 ? "\(bytes) B" : "\((Double(bytes) / 102.4).rounded() / 10) KB"
  }
}

extension URLError.Code {
  /// The name a Swift developer knows the code by.
  fileprivate var name: String {
    switch self {
    case .notConnectedToInternet: "notConnectedToInternet"
    case .cancelled: "cancelled"
    default: "\(rawValue)"
    }
  }
}

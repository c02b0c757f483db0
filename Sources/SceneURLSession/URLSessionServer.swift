import ExampleData
import Foundation
import SceneRuntime
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers the requests a scene's own, unmodified code makes through `URLSession`, so that it
/// runs with no network: from answer files (`--answers DIR` or `--answers FILE.har`), from a
/// server (`--data-url URL`, for any host and path), and for the seed articles' hosts from the
/// embedded jsonplaceholder data; hit by `fault …` like every data call of the shell, on the
/// scene clock. One line in a host's catalog:
///
/// ```swift
/// let server = URLSessionServer(context)
/// return SceneCatalog(entries: …, initialSceneName: "articles", commands: server.commands)
/// ```
///
/// Each request is then a hop of `trace`, under the code that made it:
///
/// ```
/// └─ NewsService.fetchTopStories("home") → 3 articles
///    └─ GET https://api.newsroom.test/svc/topstories/v2/home.json?api-key=<hidden> → 200, 1.2 KB  (0s)
/// ```
///
/// A request nothing answers is a `404` whose note names the file that would answer it
/// (`answers/api.newsroom.test/svc/topstories/v2/home.json`); `--record-answers DIR` writes
/// what a server answers into such a folder, to replay offline. Faults apply to every request:
/// `fault network` is no answer (`URLError(.notConnectedToInternet)`), `fault http CODE` an
/// answer with that status, `fault notfound` a 404, `fault malformed` a 200 that is not JSON,
/// `fault slow D` the answer D later. Requests started together are answered in the order the
/// scene started them; a request cancelled fails at once with `URLError(.cancelled)`.
///
/// Covered: every request through `URLSession.shared` (data tasks with a completion handler,
/// the async `data(from:)`). Not covered: a session the scene makes with a configuration of
/// its own (`URLSession(configuration: .default)`): on this Foundation such a configuration
/// lists the built-in HTTP protocol before any registered one, so its requests go to the
/// network, which is not there.
@MainActor
public final class URLSessionServer {
  /// The host commands that change or break what is served: `fault …`, and `data …` where the
  /// example data is served.
  public let commands: [Intent]
  let answerer: RequestAnswerer

  private init(
    data: ExampleData, context: SceneCatalog.Context, hosts: [String: RequestAnswerer.Routes]
  ) {
    commands = hosts.isEmpty ? data.commands.filter { $0.name == "fault" } : data.commands
    answerer = RequestAnswerer(
      faults: data.faults, sources: Self.sources(context), context: context, hosts: hosts)
  }

  /// Serves a scene's own API: each request from the answers of `--answers`, else the server
  /// of `--data-url`, else a 404 naming the file that would answer it; registers with
  /// `URLProtocol` so that `URLSession` asks it first.
  public convenience init(_ context: SceneCatalog.Context) {
    self.init(data: ExampleData(context: context), context: context, hosts: [:])
    ServedURLProtocol.serve(with: answerer)
  }

  /// Serves the jsonplaceholder URLs the seed articles use from the shell's example data (when
  /// no answer file answers them first), and any other host as ``init(_:)`` does.
  public static func jsonPlaceholder(_ context: SceneCatalog.Context) -> URLSessionServer {
    serving(ExampleData(context: context), context: context)
  }

  /// Serves `data`, which the catalog's other scenes read too: one `data …` or `fault …` then
  /// reaches them all.
  package static func serving(
    _ data: ExampleData, context: SceneCatalog.Context
  ) -> URLSessionServer {
    let server = URLSessionServer(
      data: data, context: context,
      hosts: ["jsonplaceholder.typicode.com": .jsonPlaceholder, "upload.wikimedia.org": .images])
    ServedURLProtocol.serve(with: server.answerer)
    return server
  }

  /// Answers requests to `host` (an app's own API, `api.example.com`) from the example data,
  /// as jsonplaceholder's: its paths (`/users/1`, `/posts?userId=1`) are read the same way.
  @discardableResult
  public func serving(host: String) -> URLSessionServer {
    answerer.add(host: host, as: .jsonPlaceholder)
    return self
  }

  /// The answer files and the recording folder the command line named. The shell checked
  /// them as it started; one that went bad since is said once, and left out.
  private static func sources(_ context: SceneCatalog.Context) -> RequestAnswerer.Sources {
    var sources = RequestAnswerer.Sources()
    do {
      for path in context.answers {
        if AnswerSourcePath.isArchive(path) {
          sources.archives.append(try HARAnswers(path: path))
        } else {
          sources.folders.append(try AnswerFolder(path: path))
        }
      }
      sources.recorder = try context.recordAnswers.map(AnswerRecorder.init(path:))
    } catch {
      context.events.emit("\(error); left out")
    }
    return sources
  }
}

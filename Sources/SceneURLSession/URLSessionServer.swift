import ExampleData
import Foundation
import SceneRuntime
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers the requests a scene's own, unmodified code makes through `URLSession`, so that it
/// runs with no network: from the embedded jsonplaceholder data (or the server of
/// `--data-url`), hit by `fault …` and changed by `data …` like every data call of the shell,
/// on the scene clock. One line in a host's catalog opts in:
///
/// ```swift
/// let server = URLSessionServer.jsonPlaceholder(context)
/// return SceneCatalog(entries: …, initialSceneName: "posts", commands: server.commands)
/// ```
///
/// Each request is then a hop of `trace`, under the code that made it:
///
/// ```
/// └─ PostsAPI.fetchPosts(1) → 10 posts  (300ms)
///    └─ GET https://jsonplaceholder.typicode.com/posts?userId=1 → 200, 2.9 KB  (300ms)
/// ```
///
/// What is served: `https://jsonplaceholder.typicode.com/users`, `/users/ID`,
/// `/posts?userId=ID`, and any `https://upload.wikimedia.org/….jpg|png` (the embedded image);
/// other hosts map to the same data with `serving(host:)`. Answers are a server's: a missing
/// record, or a path or method a served host does not have, is a 404 (the latter with a note
/// naming it); `fault http CODE` is an answer with that status, `fault notfound` a 404; with
/// `--data-url` the server's own status and body. A request to a host that is not served fails
/// (`URLError(.cannotFindHost)`) with a note on mapping it: never a real network call.
///
/// Covered: every request through `URLSession.shared` (data tasks with a completion handler,
/// the async `data(from:)`). Not covered: a session the scene makes with a configuration of
/// its own (`URLSession(configuration: .default)`): on this Foundation such a configuration
/// lists the built-in HTTP protocol before any registered one, so its requests go to the
/// network, which is not there.
@MainActor
public final class URLSessionServer {
  /// The host commands that change or break what is served: `data …`, `fault …`.
  public let commands: [Intent]
  let answerer: RequestAnswerer

  private init(data: ExampleData, context: SceneCatalog.Context) {
    commands = data.commands
    answerer = RequestAnswerer(
      faults: data.faults, tasks: context.tasks, events: context.events,
      hosts: ["jsonplaceholder.typicode.com": .jsonPlaceholder, "upload.wikimedia.org": .images])
  }

  /// Serves the jsonplaceholder URLs the seed articles use from the shell's example data, and
  /// registers with `URLProtocol` so that `URLSession` asks it first.
  public static func jsonPlaceholder(_ context: SceneCatalog.Context) -> URLSessionServer {
    serving(ExampleData(context: context), context: context)
  }

  /// Serves `data`, which the catalog's other scenes read too: one `data …` or `fault …` then
  /// reaches them all.
  package static func serving(
    _ data: ExampleData, context: SceneCatalog.Context
  ) -> URLSessionServer {
    let server = URLSessionServer(data: data, context: context)
    ServedURLProtocol.serve(with: server.answerer)
    return server
  }

  /// Answers requests to `host` (an app's own API, `api.example.com`) as jsonplaceholder's:
  /// its paths (`/users/1`, `/posts?userId=1`) are read the same way.
  @discardableResult
  public func serving(host: String) -> URLSessionServer {
    answerer.add(host: host, as: .jsonPlaceholder)
    return self
  }
}

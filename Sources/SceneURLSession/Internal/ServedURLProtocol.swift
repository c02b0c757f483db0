import Foundation
import SceneRuntime
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The `URLProtocol` that `URLSession` hands every http(s) request to once registered: it
/// refuses none (a request the shell does not serve fails here rather than reaching the
/// network) and has the answerer answer it.
final class ServedURLProtocol: URLProtocol {
  private let answering = Mutex<TrackedTask?>(nil)

  private static let answerer = Mutex<RequestAnswerer?>(nil)

  static func serve(with answerer: RequestAnswerer) {
    let first = Self.answerer.withLock { current -> Bool in
      defer { current = answerer }
      return current == nil
    }
    if first { _ = URLProtocol.registerClass(ServedURLProtocol.self) }
  }

  override class func canInit(with request: URLRequest) -> Bool {
    guard let scheme = request.url?.scheme?.lowercased() else { return false }
    return answerer.withLock { $0 != nil } && (scheme == "http" || scheme == "https")
  }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let answerer = Self.answerer.withLock({ $0 }) else { return }
    let reply = Reply(self)
    let task = answerer.answer(request) { outcome in reply.send(outcome) }
    answering.withLock { $0 = task }
  }

  override func stopLoading() {
    answering.withLock { $0 }?.cancel()
  }
}

/// The protocol instance, as the answering task reaches it to reply once.
///
/// `@unchecked Sendable` is safe here: URLProtocol is marked not Sendable, but the task only
/// calls `client`'s methods, which swift-corelibs-foundation's `URLSession` lets any thread
/// call (each hands its work to the session task's own queue), and it does so once, after
/// `startLoading` has returned on URLSession's queue; nothing else of the instance is touched.
private struct Reply: @unchecked Sendable {
  let served: ServedURLProtocol

  init(_ served: ServedURLProtocol) { self.served = served }

  func send(_ outcome: RequestAnswerer.Outcome) {
    let client = served.client
    switch outcome {
    case .response(let response, let body):
      client?.urlProtocol(served, didReceive: response, cacheStoragePolicy: .notAllowed)
      client?.urlProtocol(served, didLoad: body)
      client?.urlProtocolDidFinishLoading(served)
    case .failure(let error):
      client?.urlProtocol(served, didFailWithError: error)
    }
  }
}

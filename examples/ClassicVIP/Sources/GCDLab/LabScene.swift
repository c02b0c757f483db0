import Foundation
import SceneRuntime
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The one field of `/users/1` the lab reads.
private struct LabUser: Decodable {
  let name: String
}

/// What the lab reads of a post: that it is one.
private struct LabPost: Decodable {
  let id: Int
}

/// A test fixture, not an example: each intent hands work to GCD or the run loop the way old
/// code does, so the tests can check what the shell waits for and what it says it cannot.
@MainActor
final class LabScene: Scene {
  let title = "lab"
  private let state = LabState()
  private var timer: Timer?

  var intents: [Intent] {
    [
      Intent("log", summary: "print, then a hostile print, then stderr, then a GCD print.") {
        [state] _ in
        print("Analytics log: login_attempt")
        print("evil \u{1B}[2J\u{7}bytes")
        FileHandle.standardError.write(Data("a warning on stderr\n".utf8))
        DispatchQueue.global().async {
          print("from a global queue")
          DispatchQueue.main.async { state.computed = 1 }
        }
      },
      Intent("compute", summary: "Sum on a global queue, answer on the main queue.") {
        [state] _ in
        DispatchQueue.global().async {
          let sum = (1...1_000).reduce(0, +)
          DispatchQueue.global(qos: .utility).async {
            DispatchQueue.main.async { state.computed = sum }
          }
        }
      },
      Intent("group", summary: "Two blocks in a DispatchGroup, notified on the main queue.") {
        [state] _ in
        let group = DispatchGroup()
        for _ in 0..<2 { DispatchQueue.global().async(group: group) { usleep(1_000) } }
        group.notify(queue: .main) { state.computed += 1 }
      },
      Intent("nap", summary: "Thread.sleep 200ms on a global queue, then answer.") {
        [state] _ in
        DispatchQueue.global().async {
          Thread.sleep(forTimeInterval: 0.2)
          DispatchQueue.main.async { state.slept = true }
        }
      },
      Intent("later", summary: "asyncAfter 5s on the main queue.") { [state] _ in
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { state.later = true }
      },
      Intent("mainsync", summary: "A global block does DispatchQueue.main.sync.") { [state] _ in
        DispatchQueue.global().async {
          DispatchQueue.main.sync {
            MainActor.assumeIsolated { state.mainThreadWork.append("sync") }
          }
        }
      },
      Intent("notify", summary: "Posts a notification from a global queue; observed on .main.") {
        _ in
        DispatchQueue.global().async {
          NotificationCenter.default.post(name: LabScene.ping, object: nil)
        }
      },
      Intent("perform", summary: "RunLoop.main.perform.") { [weak self] _ in
        self?.performOnRunLoop()
      },
      Intent("load", summary: "URLSession.shared.data(from:) for user 1, in a Task.") {
        [state] _ in
        Task { @MainActor in
          do {
            let (data, _) = try await URLSession.shared.data(from: LabScene.userURL)
            let user = try JSONDecoder().decode(LabUser.self, from: data)
            state.userName = user.name
          } catch {
            state.loadError = "\((error as? URLError)?.code.rawValue ?? 0)"
          }
        }
      },
      Intent("barrier", summary: "A barrier work item among blocks on a concurrent queue.") {
        [state] _ in
        let queue = DispatchQueue(label: "lab.concurrent", attributes: .concurrent)
        let running = Mutex(0)
        let overlaps = Mutex(0)
        for index in 0..<6 {
          if index == 3 {
            queue.async(
              execute: DispatchWorkItem(flags: .barrier) { @Sendable in
                overlaps.withLock { $0 = running.withLock { $0 } }
              })
          } else {
            queue.async {
              running.withLock { $0 += 1 }
              usleep(2_000)
              running.withLock { $0 -= 1 }
            }
          }
        }
        // `@Sendable`: this overload's closure is not marked so on Linux, and would otherwise
        // be the main actor's, checked (and trapping) on the queue's thread.
        queue.async(flags: .barrier) { @Sendable in
          let seen = overlaps.withLock { $0 }
          DispatchQueue.main.async { state.barrierOverlaps = seen }
        }
      },
      Intent("inactive", summary: "A block sent to a queue that is never activated.") {
        [state] _ in
        LabScene.inactive.async { DispatchQueue.main.async { state.computed += 1_000 } }
      },
      Intent("order", summary: "DispatchQueue.main.async, then a main-actor Task.") { [state] _ in
        DispatchQueue.main.async {
          MainActor.assumeIsolated { state.mainThreadWork.append("queue") }
        }
        Task { @MainActor in state.mainThreadWork.append("task") }
      },
      Intent("detachedsync", summary: "A detached task does DispatchQueue.main.sync.") {
        [state] _ in
        Task.detached {
          DispatchQueue.main.sync {
            MainActor.assumeIsolated { state.mainThreadWork.append("detached sync") }
          }
        }
      },
      Intent("tload", summary: "The same load, in a task the shell tracks.") { [weak self] _ in
        guard let self else { return }
        let state = self.state
        self.environment.tasks.spawn("LabScene.load") {
          let loaded = try? await URLSession.shared.data(from: LabScene.userURL)
          let user = loaded.flatMap { try? JSONDecoder().decode(LabUser.self, from: $0.0) }
          await MainActor.run { state.userName = user?.name ?? "failed" }
        }
      },
      Intent(
        "pair", summary: "User 1 and their posts at once (async let), as seed 001's Profile."
      ) { [weak self] _ in
        guard let self else { return }
        let state = self.state
        self.environment.tasks.spawn("LabScene.pair") {
          async let user = URLSession.shared.data(from: LabScene.userURL)
          async let posts = URLSession.shared.data(from: LabScene.postsURL)
          let name = (try? await user).flatMap {
            try? JSONDecoder().decode(LabUser.self, from: $0.0).name
          }
          let count = (try? await posts).flatMap {
            try? JSONDecoder().decode([LabPost].self, from: $0.0).count
          }
          await MainActor.run {
            state.userName = "\(name ?? "failed"), \(count.map(String.init) ?? "no") posts"
          }
        }
      },
      Intent("tick", summary: "A repeating 300ms Timer on RunLoop.main, 3 ticks.") {
        [weak self] _ in self?.startTicking()
      },
    ]
  }

  nonisolated static let inactive = DispatchQueue(
    label: "lab.inactive", attributes: .initiallyInactive)
  nonisolated static let ping = Notification.Name("LabScene.ping")
  private var observer: (any NSObjectProtocol)?

  private let environment: SceneEnvironment

  init(environment: SceneEnvironment) {
    self.environment = environment
    observer = NotificationCenter.default.addObserver(
      forName: Self.ping, object: nil, queue: .main
    ) { [state] _ in
      MainActor.assumeIsolated { state.mainThreadWork.append("notification") }
    }
  }

  /// Synchronous, as a view controller's action is.
  private func performOnRunLoop() {
    RunLoop.main.perform { [state] in
      MainActor.assumeIsolated { state.mainThreadWork.append("perform") }
    }
  }

  /// A constant that is a valid URL.
  // swift-format-ignore: NeverForceUnwrap
  private static let userURL = URL(string: "https://jsonplaceholder.typicode.com/users/1")!
  // swift-format-ignore: NeverForceUnwrap
  private static let postsURL = URL(
    string: "https://jsonplaceholder.typicode.com/posts?userId=1")!

  /// Synchronous, as a view controller's action is: `scheduledTimer` is not for async code.
  private func startTicking() {
    timer?.invalidate()
    timer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { [weak self] _ in
      MainActor.assumeIsolated { self?.tick() }
    }
  }

  private func tick() {
    state.ticks += 1
    if state.ticks >= 3 { timer?.invalidate() }
  }

  func readState() -> [StateField] {
    [
      StateField("computed", in: state, \.computed), StateField("slept", in: state, \.slept),
      StateField("later", in: state, \.later), StateField("ticks", in: state, \.ticks),
      StateField("userName", in: state, \.userName),
      StateField("mainThreadWork", in: state, \.mainThreadWork),
      StateField("loadError", in: state, \.loadError),
      StateField("barrierOverlaps", in: state, \.barrierOverlaps),
    ]
  }
}

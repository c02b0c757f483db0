import CSceneDispatch
import Synchronization

/// The requests the shell is serving for a scene's own `URLSession` (`SceneURLSession`), each
/// with the work queue of the session task it answers: a crash report reads them to say which
/// request was being served when Foundation's networking trapped, and that the failure is the
/// shell's, not the scene's. A request stays listed until its protocol instance is released:
/// URLSession's own blocks for it (a cancel finishing) may run after the answer.
package enum ServedRequests {
  private struct Entry {
    let id: Int
    let queue: UInt
    let text: String
  }

  private static let entries = Mutex<(next: Int, list: [Entry])>((1, []))

  /// Lists `text` (`GET https://…`), answered for the session task whose work queue is
  /// `queue`; returns what ``ended(_:)`` takes.
  package static func started(_ text: String, queue: CallingQueue?) -> Int {
    entries.withLock { state in
      defer { state.next += 1 }
      state.list.append(Entry(id: state.next, queue: queue?.identity ?? 0, text: text))
      return state.next
    }
  }

  package static func ended(_ id: Int) {
    entries.withLock { state in state.list.removeAll { $0.id == id } }
  }

  /// For a crash report, on the crashed thread: the request whose session task's queue that
  /// thread is running a block of, if any, and every request listed, oldest first; nil when
  /// none is listed, or when the list cannot be read without waiting (the crash came while it
  /// was being changed).
  package static func atCrash() -> (current: String?, all: [String])? {
    let queue = UInt(bitPattern: scene_dispatch_current_queue_identity())
    return entries.withLockIfAvailable { state -> (current: String?, all: [String])? in
      guard !state.list.isEmpty else { return nil }
      let current = queue == 0 ? nil : state.list.last { $0.queue == queue }?.text
      return (current, state.list.map(\.text))
    } ?? nil
  }

  /// True while a block of a URLSession queue runs on this thread (`URLSession<…>`, a session
  /// task's `org.swift.URLSessionTask.…` queue): Foundation's networking at work.
  package static var isOnURLSessionQueue: Bool {
    guard let label = scene_dispatch_current_queue_label() else { return false }
    let text = String(cString: label)
    return text.hasPrefix("URLSession<") || text.hasPrefix("org.swift.URLSession")
  }
}

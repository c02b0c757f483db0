import Foundation
import StateDiff

/// One line of `--json` output. Field names are stable (documented in the README):
///
/// - `event`: `command`, `scene`, `change`, `note`, `display`, `route`, `alert`, `warning`,
///   `rule`, `error`, `step`, `trace` or `output`
/// - `scene`, `time`, `ms`: on every event, the current scene's title and the scene clock's
///   time, as text (`300ms`, `1.3s`) and as a whole number of milliseconds (`300`, `1300`)
/// - `text`: the command, note, display call, route, warning or output line
/// - `source`, `stream`: on an `output` event, `scene` and `stdout` or `stderr` for a line the
///   scene's code printed (absent for the shell's own output)
/// - `location`: `FILE:LINE` of a command or error read from a script
/// - `path`, `kind` (`changed`, `added`, `removed`, `moved`), `old`, `new`, `from`: a change
/// - `title`, `message`: an alert; `message` also for an error
/// - `rule`: on a `rule` event, the rule's name (`one-way`); `text` says what happened and
///   `message` the rule and its seed
/// - `coalesced`: on a change, how many properties changed in the same observation notification
///   (present only when more than one did)
/// - `step` events: `text` is `next: <hop>` or the end of a stepped command
///
/// Values (`old`, `new`) are in the dump syntax the text output uses, escaped the same way.
struct OutputEvent: Encodable {
  let event: String
  var text: String?
  var location: String?
  var path: String?
  var kind: String?
  var old: String?
  var new: String?
  var from: Int?
  var title: String?
  var message: String?
  var coalesced: Int?
  var scene: String?
  var time: String?
  var ms: Int?
  var source: String?
  var stream: String?
  var rule: String?

  init(
    _ event: String, text: String? = nil, location: String? = nil, title: String? = nil,
    message: String? = nil
  ) {
    self.event = event
    self.text = text
    self.location = location
    self.title = title
    self.message = message
  }

  init(change: Change) {
    self.init("change")
    path = change.path.description
    old = change.oldValue.map { Dump.line($0) }
    new = change.newValue.map { Dump.line($0) }
    switch change.kind {
    case .changed: kind = "changed"
    case .added: kind = "added"
    case .removed: kind = "removed"
    case .moved(let origin, _):
      kind = "moved"
      from = origin
    }
  }

  /// The event with `redaction` applied to every value it carries; a change of a hidden
  /// field still says that it changed.
  func redacted(by redaction: Redaction) -> OutputEvent {
    guard !redaction.isEmpty else { return self }
    var event = self
    event.text = text.map(redaction.apply)
    event.message = message.map(redaction.apply)
    event.title = title.map(redaction.apply)
    let hiddenPath = path.map(redaction.hides(path:)) ?? false
    event.old = hiddenPath ? old.map { _ in "<hidden>" } : old.map(redaction.apply)
    event.new = hiddenPath ? new.map { _ in "<hidden>" } : new.map(redaction.apply)
    return event
  }

  /// One line of JSON, keys sorted so the same event always prints the same bytes.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else {
      return #"{"event":"error","message":"an event could not be encoded"}"#
    }
    return String(decoding: data, as: UTF8.self)
  }
}

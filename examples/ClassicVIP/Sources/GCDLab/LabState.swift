import Observation

/// What the lab scene shows: one field per kind of work, set where that work lands.
@MainActor @Observable
final class LabState {
  var computed = 0
  var slept = false
  var later = false
  var ticks = 0
  var userName = ""
  /// Set by `DispatchQueue.main.sync`, a `.main` notification observer, `RunLoop.perform`.
  var mainThreadWork: [String] = []
  var loadError = ""
  /// How many blocks ran at once with the barrier block; 0 when it is a barrier.
  var barrierOverlaps = -1
}

import Observation

/// What the tally screen shows: written by the presenter only, read by the view (Observable
/// VIP, seed 000), except where the lesson's `poke` breaks that on purpose.
@MainActor
@Observable
final class TallyDisplayState {
  var count = 0
  var label = "no taps yet"
}

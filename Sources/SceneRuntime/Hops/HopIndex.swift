/// Where each kept hop is, by id: its command and its position in that command's list.
///
/// Ids are handed out one after another and commands are forgotten oldest first, so an array
/// from the oldest id still kept finds a hop without hashing its id: the rules and the trace
/// look up a hop's parents dozens of times a command. Ids that were never stored (a hop in a
/// full or forgotten command) are holes; the holes before the oldest kept hop are let go.
struct HopIndex {
  typealias Place = (root: Int, position: Int)

  private var places: [Place?] = []
  /// The id of `places[0]`.
  private var firstID = 1
  /// How many places at the front hold nothing any more.
  private var emptyFront = 0

  subscript(id: Int) -> Place? {
    get {
      let offset = id - firstID
      return offset >= 0 && offset < places.count ? places[offset] : nil
    }
    set {
      let offset = id - firstID
      guard offset >= 0 else { return }
      if offset < places.count {
        places[offset] = newValue
      } else if let newValue {
        places.append(contentsOf: repeatElement(nil, count: offset - places.count))
        places.append(newValue)
      }
      if newValue == nil { letGoOfEmptyFront() }
    }
  }

  private mutating func letGoOfEmptyFront() {
    while emptyFront < places.count, places[emptyFront] == nil {
      emptyFront += 1
    }
    // Once they are most of the array: removing them costs what was kept, not each time.
    if emptyFront > 64, emptyFront * 2 > places.count {
      places.removeFirst(emptyFront)
      firstID += emptyFront
      emptyFront = 0
    }
  }
}

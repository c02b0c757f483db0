/// One step of an edit script, in absolute indices.
enum EditStep: Equatable {
  case keep(Int, Int)
  case delete(Int)
  case insert(Int)
}

/// Myers' shortest edit script between `old[oldRange]` and `new[newRange]`.
///
/// Returns `nil` when more than `maxEdits` edits would be needed, bounding time and memory
/// (both grow with the square of the edit count) on wildly different inputs.
func editScript(
  _ oldRange: Range<Int>, _ newRange: Range<Int>, maxEdits: Int = 1_000,
  equal: (Int, Int) -> Bool
) -> [EditStep]? {
  let oldCount = oldRange.count
  let newCount = newRange.count
  let limit = min(oldCount + newCount, maxEdits)
  let offset = limit + 1
  var frontier = [Int](repeating: 0, count: 2 * limit + 3)
  var trace: [[Int]] = []
  for edits in 0...limit {
    trace.append(frontier)
    for diagonal in stride(from: -edits, through: edits, by: 2) {
      var x: Int
      if diagonal == -edits
        || (diagonal != edits && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
      {
        x = frontier[offset + diagonal + 1]
      } else {
        x = frontier[offset + diagonal - 1] + 1
      }
      var y = x - diagonal
      while x < oldCount && y < newCount
        && equal(oldRange.lowerBound + x, newRange.lowerBound + y)
      {
        x += 1
        y += 1
      }
      frontier[offset + diagonal] = x
      if x >= oldCount && y >= newCount {
        return backtrack(trace, offset: offset, oldCount: oldCount, newCount: newCount)
          .map { step in
            switch step {
            case .keep(let i, let j):
              return .keep(oldRange.lowerBound + i, newRange.lowerBound + j)
            case .delete(let i):
              return .delete(oldRange.lowerBound + i)
            case .insert(let j):
              return .insert(newRange.lowerBound + j)
            }
          }
      }
    }
  }
  return nil
}

private func backtrack(_ trace: [[Int]], offset: Int, oldCount: Int, newCount: Int)
  -> [EditStep]
{
  var steps: [EditStep] = []
  var x = oldCount
  var y = newCount
  for edits in stride(from: trace.count - 1, to: 0, by: -1) {
    let frontier = trace[edits]
    let diagonal = x - y
    let previousDiagonal =
      diagonal == -edits
        || (diagonal != edits && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
      ? diagonal + 1 : diagonal - 1
    let previousX = frontier[offset + previousDiagonal]
    let previousY = previousX - previousDiagonal
    while x > previousX && y > previousY {
      steps.append(.keep(x - 1, y - 1))
      x -= 1
      y -= 1
    }
    if x == previousX {
      steps.append(.insert(previousY))
    } else {
      steps.append(.delete(previousX))
    }
    x = previousX
    y = previousY
  }
  while x > 0 && y > 0 {
    steps.append(.keep(x - 1, y - 1))
    x -= 1
    y -= 1
  }
  return steps.reversed()
}

/// Marks the entries of the longest strictly increasing subsequence of `values` (ignoring
/// negative entries, which stand for "no match"). O(n log n).
func longestIncreasingRun(_ values: [Int]) -> [Bool] {
  var tails: [Int] = []  // positions in `values` ending the best run of each length
  var previous = [Int](repeating: -1, count: values.count)
  for (position, value) in values.enumerated() where value >= 0 {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value {
        low = middle + 1
      } else {
        high = middle
      }
    }
    previous[position] = low > 0 ? tails[low - 1] : -1
    if low == tails.count {
      tails.append(position)
    } else {
      tails[low] = position
    }
  }
  var marks = [Bool](repeating: false, count: values.count)
  var position = tails.last ?? -1
  while position >= 0 {
    marks[position] = true
    position = previous[position]
  }
  return marks
}

import Foundation
import Testing

@testable import SceneRuntime

/// Each test keeps a ledger of its own; the shell's is `CostLedger.shared`.
@Suite struct CostLedgerTests {
  /// Time goes to the innermost phase: render's own 20 ms, not the 50 ms it ran.
  @Test func nestedTimeGoesToTheInnerPhase() {
    let ledger = CostLedger()
    let clock = ContinuousClock()
    ledger.start()
    let elapsed = clock.measure {
      ledger.measure(.render) {
        Thread.sleep(forTimeInterval: 0.02)
        ledger.measure(.write) { Thread.sleep(forTimeInterval: 0.03) }
      }
    }
    let totals = ledger.stop()
    let render = totals[.render] ?? .zero
    let write = totals[.write] ?? .zero
    #expect(write >= .milliseconds(30))
    #expect(render >= .milliseconds(20))
    #expect(render + write <= elapsed)
    #expect(totals[.hops] == .zero)
  }

  /// Off, nothing is counted; on again, counting starts from zero.
  @Test func onlyCountsWhileOn() {
    let ledger = CostLedger()
    ledger.start()
    ledger.measure(.diff) { Thread.sleep(forTimeInterval: 0.01) }
    let counted = ledger.stop()
    #expect((counted[.diff] ?? .zero) >= .milliseconds(10))
    // Off: a phase runs, and the totals stay what they were.
    ledger.measure(.diff) { Thread.sleep(forTimeInterval: 0.01) }
    #expect(ledger.stop() == counted)
    // On again: from zero.
    ledger.start()
    #expect(ledger.stop().values.allSatisfy { $0 == .zero })
  }
}

import SceneRuntime
import StateDiff
import Testing

@Suite struct DurationFormatTests {
  @Test(arguments: [
    ("250ms", Duration.milliseconds(250)), ("3s", .seconds(3)), ("1.5s", .milliseconds(1500)),
    ("2m", .seconds(120)), ("1h", .seconds(3600)), ("45", .seconds(45)),
  ])
  func parses(_ text: String, _ expected: Duration) {
    #expect(DurationFormat.parse(text) == expected)
  }

  @Test(arguments: ["", "s", "-1s", "abc", "1.5.2s", "nans", "99999999h"])
  func rejects(_ text: String) {
    #expect(DurationFormat.parse(text) == nil)
  }

  @Test func renders() {
    #expect(DurationFormat.string(.milliseconds(300)) == "300ms")
    #expect(DurationFormat.string(.seconds(30)) == "30s")
    #expect(DurationFormat.string(.milliseconds(1500)) == "1.5s")
    #expect(DurationFormat.string(.milliseconds(2018)) == "2.0s")
    #expect(DurationFormat.string(.milliseconds(3369)) == "3.4s")
    #expect(DurationFormat.string(.seconds(120)) == "120s")
    #expect(DurationFormat.string(.seconds(900)) == "15m")
    #expect(DurationFormat.string(.seconds(90)) == "90s")
  }

  /// In a dump or a hop's label: as the shell shows durations, and never two values alike.
  @Test func rendersExactlyForDumps() {
    #expect(DurationFormat.exact(.seconds(5)) == "5s")
    #expect(DurationFormat.exact(.milliseconds(250)) == "250ms")
    #expect(DurationFormat.exact(.milliseconds(1500)) == "1.5s")
    #expect(DurationFormat.exact(.milliseconds(1234)) == "1.234s")
    #expect(DurationFormat.exact(.milliseconds(1250)) == "1.25s")
    #expect(DurationFormat.exact(.seconds(600)) == "10m")
    #expect(DurationFormat.exact(.microseconds(100)) == "Duration(0.0001 seconds)")
    #expect(DurationFormat.exact(.milliseconds(-5)) == "Duration(-0.005 seconds)")
  }
}

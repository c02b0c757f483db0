import SceneRuntime
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
}

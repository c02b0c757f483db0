import Testing

@testable import StateDiff

/// Issue 41: a public MVI sample's `contentState` went from loading to a case carrying ten
/// items and printed as one ~2,000-character line. A long change of case prints as a struct's
/// does: the two cases in short, then a line per element under the case's path.
@Suite struct LongEnumChangeTests {
  private struct WWDCUrlContent {
    let title: String
    let url: String
  }

  private enum ContentState {
    case loading
    case loaded([WWDCUrlContent])
    case failed(message: String)
  }

  private let items = (1...10).map {
    WWDCUrlContent(
      title: "Session \($0): what's new in Swift", url: "https://developer.apple.com/videos/\($0)")
  }

  @Test func aLongChangeOfCasePrintsALinePerElement() {
    let lines = diff(ContentState.loading, ContentState.loaded(items), at: Path("contentState"))
      .pathLines()
    #expect(lines.count == 11, "\(lines)")
    #expect(lines.first?.hasPrefix("~ contentState: .loading → .loaded(") == true)
    #expect(lines.allSatisfy { $0.count < 200 }, "\(lines)")
    #expect(
      lines.dropFirst().first
        == #"+ contentState.loaded[0]: WWDCUrlContent(title: "Session 1: what's new in Swift", "#
        + #"url: "https://developer.apple.com/videos/1")"#)
    // And back: the old case's elements removed.
    let back = diff(
      ContentState.loaded(items), ContentState.failed(message: "offline"), at: Path("contentState")
    ).pathLines()
    #expect(back.filter { $0.hasPrefix("- contentState.loaded[") }.count == 10, "\(back)")
    #expect(back.last == #"+ contentState.failed.message: "offline""#, "\(back)")
  }

  @Test func aLongCaseIsCappedLikeAnyList() {
    let many = (1...30).map { WWDCUrlContent(title: "Session \($0)", url: "u\($0)") }
    let lines = diff(ContentState.loading, ContentState.loaded(many), at: Path("contentState"))
      .pathLines()
    #expect(lines.last == "… and 10 more in contentState.loaded", "\(lines)")
  }

  @Test func aShortChangeOfCaseStaysOneLine() {
    let lines = diff(ContentState.loading, ContentState.failed(message: "offline"), at: Path("s"))
      .pathLines()
    #expect(lines == [#"~ s: .loading → .failed(message: "offline")"#])
  }
}

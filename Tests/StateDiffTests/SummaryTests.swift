import Testing

@testable import StateDiff

@Suite struct SummaryTests {
  private struct Account: Sendable {
    let id: Int
    let name: String
  }

  private struct Request {
    let userId: Int
  }

  private struct Empty {}

  @Test func countsCollectionsAndAbbreviatesNesting() {
    let accounts = [Account(id: 1, name: "a"), Account(id: 2, name: "b")]
    #expect(Summary.of(accounts) == "2 accounts")
    #expect(Summary.of([Account(id: 1, name: "a")]) == "1 account")
    #expect(Summary.of(["k": 1]) == "1 element")
    #expect(Summary.of(Account(id: 1, name: "Leanne")) == #"Account(id: 1, name: "Leanne")"#)
    #expect(Summary.of(Optional<Int>.none as Any) == "nil")
  }

  @Test func argumentsListAStructsFields() {
    #expect(Summary.arguments(Request(userId: 3)) == "userId: 3")
    #expect(Summary.arguments(Empty()) == "")
    #expect(Summary.arguments(true) == "true")
  }

  @Test func longTextIsCutAndEscaped() {
    let text = String(repeating: "x", count: 200)
    #expect(Summary.of(Titled(title: text, id: 1), maxLength: 30).count == 30)
    #expect(Summary.of(Titled(title: text, id: 1), maxLength: 30).hasSuffix("…"))
    #expect(Summary.of("\u{1B}[2J") == #""\u{1B}[2J""#)
  }

  /// Issue 41: a type whose name starts with an acronym keeps its case (`ListModel.update(10
  /// wWDCUrlContents)` was printed for `[WWDCUrlContent]`).
  @Test func aCollectionsNounKeepsAnAcronymsCase() {
    #expect(Summary.of(Array(repeating: WWDCUrlContent(), count: 10)) == "10 WWDCUrlContents")
    #expect(Summary.of([Titled(title: "a", id: 1)]) == "1 titled")
  }

  /// Issue 41: a cut falls between arguments, never inside one (`email: "Nathan@yesenia.net…`),
  /// at the outermost level that has a boundary, closing what it left open.
  /// A name that already ends in `s` is its own plural: `3 news`, not `3 newss`.
  @Test func aNounEndingInSIsItsOwnPlural() {
    struct News {}
    struct User {}
    #expect(Summary.of([News(), News(), News()]) == "3 news")
    #expect(Summary.of([User(), User()]) == "2 users")
  }

  @Test func aCutFallsBetweenArguments() {
    let text = String(repeating: "x", count: 200)
    #expect(Summary.of(Account(id: 1, name: text), maxLength: 30) == "Account(id: 1, …)")
    #expect(
      Summary.arguments(Profile(displayName: "clementine bauch", email: "Nathan@yesenia.net"))
        == #"displayName: "clementine bauch", email: "Nathan@yesenia.net""#)
    #expect(
      Summary.arguments(
        Profile(displayName: "clementine bauch", email: "Nathan@yesenia.net"), maxLength: 58)
        == #"displayName: "clementine bauch", …"#)
    // One argument, a struct: cut among its fields, its parenthesis closed.
    #expect(
      Summary.arguments(Wrapper(profile: Profile(displayName: "ann", email: text)), maxLength: 40)
        == #"profile: Profile(displayName: "ann", …)"#)
  }

  /// A string is its quoted text when that fits, and cut like any summary when it does not.
  @Test func stringsAreQuotedThenCut() {
    #expect(Summary.of("leanne graham") == #""leanne graham""#)
    #expect(Summary.of("a\nb", maxLength: 6) == #""a\nb""#)
    #expect(Summary.of("abcdefgh", maxLength: 6) == #""abcd…"#)
    #expect(Summary.of("éééééééé", maxLength: 6) == #""éééé…"#)
    #expect(
      Summary.of(String(repeating: "x", count: 50)) == "\"" + String(repeating: "x", count: 40)
        + "\"…(+10 chars)")
  }

  /// ASCII stops being written once it is long enough to cut; text with wider characters is
  /// cut by characters all the same.
  @Test func cutsCountCharactersNotBytes() {
    // (A first field too long to keep whole: no argument boundary to cut at.)
    let ascii = Titled(title: "abcdefghijklmnopqrstuvwxyz", id: 1)
    #expect(Summary.of(ascii, maxLength: 20) == #"Titled(title: "abcd…"#)
    let wide = Titled(title: "ééééééééééééééééééé", id: 1)
    #expect(Summary.of(wide, maxLength: 24) == #"Titled(title: "éééééééé…"#)
    #expect(Summary.of(Account(id: 7, name: "é"), maxLength: 60) == #"Account(id: 7, name: "é")"#)
    // A custom mirror's label is not escaped: "\r\n" is two bytes and one character.
    #expect(Summary.of(CRLFLabel(), maxLength: 21) == "CRLFLabel(\r\n: 1, x: 2)")
  }
}

/// A value whose mirror labels a field with a raw CR LF.
private struct CRLFLabel: CustomReflectable {
  var customMirror: Mirror {
    Mirror(self, children: [(label: "\r\n", value: 1 as Any), (label: "x", value: 2 as Any)])
  }
}

private struct Titled {
  let title: String
  let id: Int
}

private struct Profile {
  let displayName: String
  let email: String
}

private struct Wrapper {
  let profile: Profile
}

private struct WWDCUrlContent {
  var url = "https://developer.apple.com"
}

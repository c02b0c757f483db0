import Foundation
import Testing

@testable import SceneRuntime

/// What scene code's own formatters print in a program that hosts scenes: Linux's Foundation
/// alone prints `¤1.23` and `03/12/2026` (its fixed `en_001`).
@Suite(.serialized) struct SceneLocaleTests {
  private let day = Date(timeIntervalSince1970: 1_796_256_000)  // 2026-12-03, midday UTC

  private func amount(_ value: Double) -> String? {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    return formatter.string(from: NSNumber(value: value))
  }

  private func shortDate() -> String {
    let formatter = DateFormatter()
    formatter.dateStyle = .short
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: day)
  }

  /// Without a choice: what an iPhone set to English (United States) shows.
  @Test func standardIsEnglishUnitedStates() {
    #expect(Locale.current.identifier == "en_US")
    #expect(Locale.autoupdatingCurrent.identifier == "en_US")
    #expect(amount(1.23) == "$1.23")
    #expect(shortDate() == "12/3/26")
  }

  /// A chosen locale reaches formatters made afterwards, Foundation's own and format styles.
  @Test func chosenLocaleReachesNewFormatters() {
    defer { SceneLocale.choose(SceneLocale.standardIdentifier) }
    #expect(SceneLocale.choose("de-DE"))
    #expect(Locale.current.identifier == "de_DE")
    #expect(amount(1.23) == "1,23\u{A0}€")
    #expect(shortDate() == "03.12.26")
    #expect(1234.5.formatted() == "1.234,5")
  }

  /// A name ICU has no data for changes nothing (it would otherwise format as plain `en`).
  @Test func unknownLocaleIsRefused() {
    #expect(SceneLocale.knownIdentifier("id-ID") == "id_ID")
    #expect(SceneLocale.knownIdentifier("xx_NOWHERE") == nil)
    #expect(!SceneLocale.choose("xx_NOWHERE"))
    #expect(Locale.current.identifier == "en_US")
  }
}

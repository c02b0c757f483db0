import Foundation
import Synchronization

/// The locale scene code formats amounts and dates with: what `Locale.current` returns in a
/// program that hosts scenes.
///
/// On Linux, Foundation fixes `Locale.current` at `en_001`, a locale no device uses (amounts
/// print `¤1.23`, dates day first). A shell starts with ``standardIdentifier`` instead, the same
/// on every machine so that transcripts are, and `--locale ID` chooses another, as a device's
/// Region setting does:
///
/// ```swift
/// func amount(_ value: Double) -> String? {
///   let formatter = NumberFormatter()
///   formatter.numberStyle = .currency
///   return formatter.string(from: NSNumber(value: value))
/// }
/// amount(1.23)  // "$1.23"
/// SceneLocale.choose("de_DE")
/// amount(1.23)  // "1,23 €"
/// ```
///
/// A formatter keeps the locale it was made with, as on a device; the choice is made once,
/// before any scene exists.
public enum SceneLocale {
  /// `en_US`: what an iPhone set to English (United States) shows.
  public static let standardIdentifier = "en_US"

  /// The locale `Locale.current` and `Locale.autoupdatingCurrent` return.
  public static var current: Locale { chosen.withLock { $0 } }

  /// Makes `identifier` (`de_DE`, `id-ID`, `ja_JP`) the current locale; false, with nothing
  /// changed, when ICU knows no such locale.
  @discardableResult
  public static func choose(_ identifier: String) -> Bool {
    guard let known = knownIdentifier(identifier) else { return false }
    chosen.withLock { $0 = Locale(identifier: known) }
    return true
  }

  /// `identifier` in ICU's spelling (`id-ID` → `id_ID`) when ICU has data for it, else nil:
  /// `Locale(identifier:)` accepts anything and would format an unknown one as `en`.
  public static func knownIdentifier(_ identifier: String) -> String? {
    let canonical = Locale.identifier(.icu, from: identifier)
    return known.contains(canonical) ? canonical : nil
  }

  private static let chosen = Mutex(Locale(identifier: standardIdentifier))
  private static let known = Set(Locale.availableIdentifiers)
}

extension Locale {
  /// Where CSceneLocale's `Locale.current` and `Locale.autoupdatingCurrent` land: this has
  /// their calling convention (a static method of `Locale`, no argument), so their jump
  /// passes everything through. Public so that the linker can bind it from another object;
  /// not for calling.
  @_silgen_name("scene_locale_current")
  public static func _sceneLocaleCurrent() -> Locale { SceneLocale.current }
}

import UIKit

extension String {
  /// The string with only its first character upper-cased. Unlike `capitalized`, it leaves the
  /// other words alone: "qui est esse" becomes "Qui est esse", not "Qui Est Esse".
  func capitalizingFirstLetter() -> String {
    prefix(1).uppercased() + dropFirst()
  }
}

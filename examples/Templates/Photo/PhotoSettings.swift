// swift-format-ignore-file
import SwiftUI

/// The app's settings, shipped in its bundle as PhotoSettings.plist.
enum PhotoSettings {
    static var photoURL: URL? {
        guard let url = Bundle.main.url(forResource: "PhotoSettings", withExtension: "plist"),
              let data = try? Data(contentsOf: url),
              let settings = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String],
              let string = settings["PhotoURL"] else {
            return nil
        }
        return URL(string: string)
    }
}

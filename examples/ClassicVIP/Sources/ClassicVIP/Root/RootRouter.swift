import Combine
import SwiftUI

// On iOS this file is a SwiftUI view: `onReceive(screen)` shows the alert or the description
// sheet. Headless, only what the model names is kept; the shell's adapter plays the view's part
// and listens to `routerSubject` itself.

/// Where the Root screen can lead.
public struct RootRouter {
  public enum ScreenType {
    case alert(title: String, message: String)
    case descriptionImage(image: UIImage)
  }
}

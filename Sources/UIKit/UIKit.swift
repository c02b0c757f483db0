// A headless stand-in for UIKit, for scene code that starts `import UIKit` on Linux: the
// non-view surface scene logic touches (images, colours, fonts, the application's
// notifications), the navigation surface routers call (view controllers, navigation
// controllers, segues, alerts), and the views and controls a view controller's file names
// (tables and cells, fields, pickers, bar buttons), each keeping its values. No drawing, no
// layout. It knows nothing of SceneShell: a host's adapter watches navigation through
// `UIKitHeadless`.
//
// Its classes are `@preconcurrency @MainActor`, as Apple's UIKit is to Swift: scene code in
// Swift 5 mode calls them from anywhere without an error, as it does on a device; Swift 6
// code gets the main-actor checks.
//
// UIKit's users expect Foundation, and `URLSession`, after `import UIKit`.
@_exported import Foundation

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

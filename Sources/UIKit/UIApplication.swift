import Foundation

/// The application, as scene logic meets it: its notifications' names, and `open(_:)`, which
/// records the URL (and tells ``UIKitHeadless/observer``) instead of leaving the app.
///
/// ```swift
/// UIApplication.shared.open(URL(string: "https://example.com")!)
/// UIApplication.shared.openedURLs  // [https://example.com]
/// ```
@preconcurrency @MainActor
public final class UIApplication {
  public static let shared = UIApplication()

  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let didEnterBackgroundNotification = Notification.Name(
    "UIApplicationDidEnterBackgroundNotification")
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name(
    "UIApplicationWillResignActiveNotification")
  public static let willTerminateNotification = Notification.Name(
    "UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")

  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// Every URL `open` was given, oldest first.
  public private(set) var openedURLs: [URL] = []

  private init() {}

  public func canOpenURL(_ url: URL) -> Bool { true }

  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    openedURLs.append(url)
    UIKitHeadless.observer?.uiKit(didOpen: url)
    completion?(true)
  }
}

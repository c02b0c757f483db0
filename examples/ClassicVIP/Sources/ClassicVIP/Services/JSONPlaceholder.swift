import UIKit

/// The backend both stores talk to unless they are given another base URL (a staging server,
/// a local stub).
public enum JSONPlaceholder {
  // A literal that is known to parse; a failure here is a typo, caught the first time it runs.
  // swift-format-ignore: NeverForceUnwrap
  public static let baseURL = URL(string: "https://jsonplaceholder.typicode.com")!
}

import UIKit

/// What the scene is given and what it learns. The list's router writes `post` before the
/// scene is shown.
public protocol ShowPostDataStore {
  var post: Post? { get set }
  /// The post's author, once fetched.
  var author: User? { get }
}

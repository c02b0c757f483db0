import UIKit

/// What the interactor keeps that other scenes may need: the router reads the selected post
/// from here to hand it to ShowPost.
public protocol ListPostsDataStore {
  /// Every post of the user, as fetched.
  var posts: [Post] { get }
  /// The post behind the last valid row tap; nil before one, or after a tap on a missing row.
  var selectedPost: Post? { get }
}

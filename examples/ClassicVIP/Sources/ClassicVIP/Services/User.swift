import UIKit

/// A post's author as jsonplaceholder serves it. The API sends much more (address, company…);
/// the app only shows who wrote the post, so only these keys are decoded.
public struct User: Decodable, Equatable {
  public let id: Int
  public let name: String
  public let username: String
  public let email: String

  public init(id: Int, name: String, username: String, email: String) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
  }
}

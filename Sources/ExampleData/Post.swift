/// A post as jsonplaceholder's `/posts` returns it.
public struct Post: Codable, Sendable, Equatable, Identifiable {
  public var userId: Int
  public var id: Int
  public var title: String
  public var body: String
}

/// A user as jsonplaceholder's `/users` returns it.
public struct User: Codable, Sendable, Equatable, Identifiable {
  public struct Address: Codable, Sendable, Equatable {
    public struct Geo: Codable, Sendable, Equatable {
      public var lat: String
      public var lng: String
    }

    public var street: String
    public var suite: String
    public var city: String
    public var zipcode: String
    public var geo: Geo
  }

  public struct Company: Codable, Sendable, Equatable {
    public var name: String
    public var catchPhrase: String
    public var bs: String
  }

  public var id: Int
  public var name: String
  public var username: String
  public var email: String
  public var address: Address
  public var phone: String
  public var website: String
  public var company: Company
}

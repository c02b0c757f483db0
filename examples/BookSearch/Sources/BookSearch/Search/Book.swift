/// A book as the app knows it: the entity both scenes share, plain and `Sendable` so it can
/// travel from the worker through the interactor actor to the main-actor presenter.
public struct Book: Sendable, Equatable, Identifiable {
  public let id: Int
  public let title: String
  public let author: String
  public let year: Int
  public let pages: Int

  public init(id: Int, title: String, author: String, year: Int, pages: Int) {
    self.id = id
    self.title = title
    self.author = author
    self.year = year
    self.pages = pages
  }
}

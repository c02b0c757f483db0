import Foundation

// A news app's article list, written as app teams write Clean Swift scenes: Swift 5, classes,
// a completion-handler service over URLSession.shared that imports Foundation only, its API
// key in the query. A test fixture for serving a scene's own API: nothing here knows of the
// shell.

struct TopStories: Decodable {
  let status: String
  let results: [Article]
}

struct Article: Decodable, Equatable {
  let section: String
  let title: String
  let byline: String
  let publishedDate: String

  enum CodingKeys: String, CodingKey {
    case section, title, byline
    case publishedDate = "published_date"
  }
}

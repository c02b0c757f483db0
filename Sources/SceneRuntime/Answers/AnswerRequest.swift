import Foundation

/// A request a scene made, as the shell's answer sources read it: `--answers` folders and HAR
/// files, and `--record-answers`.
package struct AnswerRequest: Sendable {
  package let method: String
  package let url: URL
  /// What it sends, if anything (a POST's JSON).
  package let body: Data?

  package init(method: String, url: URL, body: Data? = nil) {
    self.method = method.uppercased()
    self.url = url
    self.body = body
  }

  /// `GET https://api.example.com/v2/home.json?api-key=<hidden>`: the request as notes and
  /// `trace` show it, a key in its query hidden (see ``AnswerFileName/isSecret(_:)``).
  package var display: String {
    "\(method) \(AnswerFileName.hidingSecrets(in: url))"
  }
}

/// An answer the shell serves from a file: what a server would have sent, and how long it
/// takes on the scene clock.
package struct CannedAnswer: Sendable {
  package var status: Int
  /// Header fields, in order; `Content-Type` among them.
  package var headers: [(name: String, value: String)]
  package var body: Data
  /// Scene time from the request to the answer (zero unless the file says otherwise).
  package var latency: Duration

  package init(
    status: Int, headers: [(name: String, value: String)], body: Data, latency: Duration = .zero
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.latency = latency
  }
}

/// Why answers could not be read or written: one line, naming the file (and line) at fault.
package struct AnswerSourceError: Error, CustomStringConvertible, Equatable {
  package let description: String

  package init(_ description: String) {
    self.description = description
  }
}

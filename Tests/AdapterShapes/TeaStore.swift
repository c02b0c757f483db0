import Foundation

// A test fixture, not an example: the shapes app teams' stores are written in, which the
// generated adapter must compile on as first written (issue 47). Our own words throughout.

struct Tea: Equatable {
  var name: String
  var steepSeconds: Int
}

enum TeaStoreError: Error, Equatable {
  case cannotFetch(String)
}

/// A completion under another name: still a completion, its answer recorded.
typealias TeaStoreAnswer = (Result<[Tea], TeaStoreError>) -> Void

/// Every completion style a store is written in, and the ones around them.
protocol TeaStoreProtocol {
  /// Two arguments: the teas, or an error.
  func fetchTeas(completionHandler: @escaping ([Tea], TeaStoreError?) -> Void)
  /// The answer is a closure that returns the tea or throws.
  func fetchTea(named name: String, completionHandler: @escaping (() throws -> Tea?) -> Void)
  /// Typealiased.
  func fetchTeasResult(completionHandler: @escaping TeaStoreAnswer)
  /// No arguments.
  func forget(name: String, completionHandler: @escaping () -> Void)
  /// Not escaping: called before the method returns.
  func countTeas(_ answer: (Int) -> Void)
  func allTeas() async throws -> [Tea]
  func remove(name: String) throws
}

/// The same store without a protocol: a subclass decorator forwards each form.
class TeaWorker {
  init() {}

  func fetchTeas(completionHandler: @escaping ([Tea], TeaStoreError?) -> Void) {
    completionHandler([Tea(name: "sencha", steepSeconds: 60)], nil)
  }

  func fetchTea(named name: String, completionHandler: @escaping (() throws -> Tea?) -> Void) {
    completionHandler { Tea(name: name, steepSeconds: 90) }
  }

  func fetchTeasResult(completionHandler: @escaping TeaStoreAnswer) {
    completionHandler(.failure(.cannotFetch("shelf")))
  }

  func countTeas(_ answer: (Int) -> Void) {
    answer(1)
  }

  func allTeas() async throws -> [Tea] { [] }

  func remove(name: String) throws {}
}

/// Completions marked `@Sendable`, as code written since Swift concurrency marks them.
protocol TeaOrderService {
  func order(_ name: String, completion: @escaping @Sendable (Result<Tea, TeaStoreError>) -> Void)
  func receipts(completion: @escaping @Sendable ([Tea], TeaStoreError?) -> Void)
}

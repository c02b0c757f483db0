/// A publisher whose type says only what it sends: what an intent or a model hands out
/// instead of its subject, so that the caller can subscribe but not send.
///
/// ```swift
/// final class SearchModel {
///   private let resultsSubject = PassthroughSubject<[String], Never>()
///   var results: AnyPublisher<[String], Never> { resultsSubject.eraseToAnyPublisher() }
///   func show(_ titles: [String]) { resultsSubject.send(titles) }
/// }
/// let model = SearchModel()
/// let cancellable = model.results.sink { print($0) }
/// model.show(["Dune"])
/// ```
///
/// prints
///
/// ```
/// ["Dune"]
/// ```
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let base: any Publisher<Output, Failure>

  /// Wraps `publisher`; wrapping an `AnyPublisher` again does not nest.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    base = (publisher as? AnyPublisher<Output, Failure>)?.base ?? publisher
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    base.receive(subscriber: subscriber)
  }
}

extension Publisher {
  /// This publisher as an ``AnyPublisher``, its own type hidden.
  ///
  /// ```swift
  /// let publisher: AnyPublisher<Int, Never> = Just(1).map { $0 + 1 }.eraseToAnyPublisher()
  /// let cancellable = publisher.sink { print($0) }
  /// ```
  ///
  /// prints
  ///
  /// ```
  /// 2
  /// ```
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}

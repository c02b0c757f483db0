/// A protocol with an associated type: no `any` decorator can forward it.
protocol ShelfRepository {
  associatedtype Item
  func items() -> [Item]
}

/// A protocol with a primary associated type.
protocol CupProvider<Cup> {
  associatedtype Cup
  func cup() -> Cup
}

/// Labels a shelf: joined with the store in the shelf interactor's initialiser.
protocol TeaLabelPrintingService {
  func printLabel(for tea: Tea)
}

/// Requirements a decorator does not forward: a subscript, and a property read with `await`.
protocol ShelfIndexService {
  subscript(index: Int) -> Tea? { get }
  var count: Int { get async }
  func reload()
}

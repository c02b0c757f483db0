import Testing

@testable import Combine

@Suite struct WillChangeRegistryTests {
  /// Ten thousand objects that read their `objectWillChange` and go leave no more than a few
  /// hundred entries: dead entries are swept as the table grows. Each gone object's memory is
  /// kept (an `unowned` reference keeps it) so that no new object reuses its address, which
  /// would replace its entry and hide a table that only grows. Other tests make objects
  /// meanwhile; the bound leaves room for them.
  @Test func deadEntriesAreSwept() {
    final class Model: ObservableObject {
      @Published var value = 0
    }
    struct Gone {
      unowned let model: Model
    }
    var gone: [Gone] = []
    for _ in 0..<10_000 {
      let model = Model()
      let cancellable = model.objectWillChange.sink {}
      model.value = 1
      withExtendedLifetime(cancellable) {}
      gone.append(Gone(model: model))
    }
    #expect(WillChangeRegistry.shared.entryCount < 1_000)
    withExtendedLifetime(gone) {}
  }
}

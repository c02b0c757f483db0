import SwiftUI
import Testing

// This file imports SwiftUI alone: `ObservableObject`, `@Published`, `AnyCancellable`, `Date`
// (Foundation), `URLSession` (FoundationNetworking on Linux) and `@Observable` (Observation)
// all come through it.

private final class ProfileModel: ObservableObject {
  @Published var name = "Ann"
  @Published var updated = Date(timeIntervalSince1970: 0)
}

@Observable
private final class Settings {
  var theme = "light"
}

@Suite struct SwiftUIImportTests {
  @Test func aModelThatImportsSwiftUIOnly() {
    let model = ProfileModel()
    var names: [String] = []
    var cancellables = Set<AnyCancellable>()
    model.objectWillChange.sink { names.append(model.name) }.store(in: &cancellables)
    model.name = "Bea"
    #expect(names == ["Ann"])
    #expect(Settings().theme == "light")
  }

  /// Seed 004's intent starts `import SwiftUI` and calls `URLSession.shared.dataTask`.
  @Test func urlSessionComesWithSwiftUIAsOnADevice() {
    let session: URLSession = .shared
    #expect(session.configuration.timeoutIntervalForRequest > 0)
  }
}

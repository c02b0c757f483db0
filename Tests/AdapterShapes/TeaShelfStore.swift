import Dispatch

/// A store answering on the main queue, as a network store's handler is called: for the tests
/// that run the generated decorators in the shell.
final class TeaShelfStore: TeaStoreProtocol {
  private let teas = [Tea(name: "sencha", steepSeconds: 60), Tea(name: "oolong", steepSeconds: 90)]

  init() {}

  func fetchTeas(completionHandler: @escaping ([Tea], TeaStoreError?) -> Void) {
    DispatchQueue.main.async { [teas] in completionHandler(teas, nil) }
  }

  func fetchTea(named name: String, completionHandler: @escaping (() throws -> Tea?) -> Void) {
    let tea = teas.first { $0.name == name }
    DispatchQueue.main.async {
      completionHandler {
        guard let tea else { throw TeaStoreError.cannotFetch(name) }
        return tea
      }
    }
  }

  func fetchTeasResult(completionHandler: @escaping TeaStoreAnswer) {
    DispatchQueue.main.async { [teas] in completionHandler(.success(teas)) }
  }

  func forget(name: String, completionHandler: @escaping () -> Void) {
    DispatchQueue.main.async { completionHandler() }
  }

  func countTeas(_ answer: (Int) -> Void) {
    answer(teas.count)
  }

  func allTeas() async throws -> [Tea] { teas }

  func remove(name: String) throws {}
}

/// An actor interactor behind a protocol that is not `Sendable`, with a struct worker and a
/// final class worker, neither behind a protocol.
protocol KettleBusinessLogic {
  func boil(degrees: Int) async
  func pour(cups: Int) async throws
}

@MainActor
protocol KettlePresentationLogic: AnyObject {
  func presentTemperature(_ degrees: Int)
}

@MainActor
final class KettlePresenter: KettlePresentationLogic {
  private(set) var degrees = 0

  init() {}

  func presentTemperature(_ degrees: Int) {
    self.degrees = degrees
  }
}

struct KettleWorker {
  func heat(to degrees: Int) async -> Int { degrees }
}

final class KettleTimerWorker {
  init() {}

  func minutes(for degrees: Int) -> Int { degrees / 20 }
}

actor KettleInteractor: KettleBusinessLogic {
  let presenter: any KettlePresentationLogic
  let worker: KettleWorker

  init(presenter: any KettlePresentationLogic, worker: KettleWorker = KettleWorker()) {
    self.presenter = presenter
    self.worker = worker
  }

  func boil(degrees: Int) async {
    let reached = await worker.heat(to: degrees)
    await presenter.presentTemperature(reached)
  }

  func pour(cups: Int) async throws {
    if cups > 4 { throw TeaStoreError.cannotFetch("cups") }
  }
}

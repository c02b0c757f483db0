/// A scene whose interactor takes a protocol composition: the store that also prints labels.
protocol ShelfBusinessLogic {
  func showShelf()
}

protocol ShelfPresentationLogic {
  func presentShelf(teas: [Tea])
}

final class ShelfPresenter: ShelfPresentationLogic {
  private(set) var names: [String] = []

  init() {}

  func presentShelf(teas: [Tea]) {
    names = teas.map(\.name)
  }
}

final class ShelfInteractor: ShelfBusinessLogic {
  let presenter: any ShelfPresentationLogic
  let store: any TeaStoreProtocol & TeaLabelPrintingService

  init(
    presenter: any ShelfPresentationLogic, store: any TeaStoreProtocol & TeaLabelPrintingService
  ) {
    self.presenter = presenter
    self.store = store
  }

  func showShelf() {
    store.fetchTeas { [presenter] teas, _ in presenter.presentShelf(teas: teas) }
  }
}

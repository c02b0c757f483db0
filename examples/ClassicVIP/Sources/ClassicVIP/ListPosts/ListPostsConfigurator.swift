import UIKit

/// Wires the list scene around a view controller, as the view controller's `setup()` did in the
/// app: interactor → presenter (strong), presenter → view controller (weak), router → view
/// controller (weak), router → interactor as its data store.
public enum ListPostsConfigurator {
  /// The scene's parts. The view controller keeps the interactor and the router (strongly):
  /// nothing else does.
  public struct Parts {
    public let interactor: ListPostsInteractor
    public let presenter: ListPostsPresenter
    public let router: ListPostsRouter
  }

  /// - Parameters:
  ///   - viewController: Receives the view models and shows the next scene.
  ///   - interactor: The business logic to wire; pass one with its own worker to change where
  ///     posts come from.
  @discardableResult
  public static func configure(
    viewController: UIViewController & ListPostsDisplayLogic,
    interactor: ListPostsInteractor = ListPostsInteractor()
  ) -> Parts {
    let presenter = ListPostsPresenter()
    let router = ListPostsRouter()
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return Parts(interactor: interactor, presenter: presenter, router: router)
  }
}

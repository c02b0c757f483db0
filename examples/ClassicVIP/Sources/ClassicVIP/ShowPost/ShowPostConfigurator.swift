import UIKit

/// Wires the post scene around a view controller, as the view controller's `setup()` did in the
/// app: interactor → presenter (strong), presenter → view controller (weak), router → view
/// controller (weak), router → interactor as its data store.
public enum ShowPostConfigurator {
  /// The scene's parts. The view controller keeps the interactor and the router (strongly):
  /// nothing else does.
  public struct Parts {
    public let interactor: ShowPostInteractor
    public let presenter: ShowPostPresenter
    public let router: ShowPostRouter
  }

  /// - Parameters:
  ///   - viewController: Receives the view models and leaves the scene.
  ///   - interactor: A fresh one, whose `post` the list's router sets before `loadPost`.
  @discardableResult
  public static func configure(
    viewController: UIViewController & ShowPostDisplayLogic,
    interactor: ShowPostInteractor = ShowPostInteractor()
  ) -> Parts {
    let presenter = ShowPostPresenter()
    let router = ShowPostRouter()
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
    return Parts(interactor: interactor, presenter: presenter, router: router)
  }
}

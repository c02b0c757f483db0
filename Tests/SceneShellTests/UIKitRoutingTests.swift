import Foundation
import LineEditing
import Observation
import SceneRuntime
import SceneShell
import SceneUIKit
import Testing
import UIKit

// A router written for UIKit, as a Clean Swift template writes it: it pushes through the
// view controller's navigation controller, pops it, and presents alerts. Hosted through
// UIKitNavigation, it runs unmodified and the shell shows each move as a scene change.

/// What the orders screen shows: how often UIKit made it appear.
@MainActor @Observable
private final class OrdersState {
  var appearances = 0
}

@MainActor
private final class OrdersViewController: UIViewController {
  var router: OrdersRouter?
  let state = OrdersState()
  override func viewWillAppear(_ animated: Bool) { state.appearances += 1 }
}

@MainActor
private final class OrderViewController: UIViewController {
  var orderID = 0
}

@MainActor
private final class OrdersRouter {
  weak var viewController: OrdersViewController?

  func routeToOrder(_ id: Int) {
    let destination = OrderViewController()
    destination.orderID = id
    viewController?.navigationController?.pushViewController(destination, animated: true)
  }

  func routeBackFromOrder() {
    _ = viewController?.navigationController?.popViewController(animated: true)
  }

  func showProblem() {
    let alert = UIAlertController(
      title: "Orders", message: "Something went wrong", preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    viewController?.present(alert, animated: true)
  }
}

@MainActor
private final class OrdersScene: UIKitHostedScene {
  let title = "orders"
  let controller: UIViewController
  private let orders: OrdersViewController

  init() {
    let orders = OrdersViewController()
    let router = OrdersRouter()
    router.viewController = orders
    orders.router = router
    self.orders = orders
    self.controller = orders
  }

  var intents: [Intent] {
    [
      Intent("tapOrder", arguments: [IntentArgument("ID", .integer)], summary: "Open an order.") {
        [orders] arguments in orders.router?.routeToOrder(arguments.integer("ID") ?? 0)
      },
      Intent("problem", summary: "Show an alert.") { [orders] _ in orders.router?.showProblem() },
    ]
  }

  func readState() -> [StateField] {
    [StateField("appearances", in: orders.state, \.appearances)]
  }
}

@MainActor
private final class OrderScene: Scene {
  let title: String
  private let controller: OrderViewController
  private let router: OrdersRouter

  init(_ controller: OrderViewController, router: OrdersRouter) {
    self.controller = controller
    self.router = router
    title = "order(\(controller.orderID))"
  }

  var intents: [Intent] {
    [
      Intent("done", summary: "The app's back button.") { [router] _ in router.routeBackFromOrder()
      }
    ]
  }

  func readState() -> [StateField] { [StateField("orderID", controller.orderID)] }
}

@MainActor
@Suite(.serialized) struct UIKitRoutingTests {
  private func run(_ commands: [String]) async -> String {
    let reader = ScriptedLineReader(commands)
    let configuration = ShellConfiguration(
      isInteractive: false, inputName: "test", colorEnabled: false, clockMode: .virtual)
    var root: OrdersScene?
    let navigation = UIKitNavigation { controller, _ in
      guard let order = controller as? OrderViewController,
        let router = (root?.controller as? OrdersViewController)?.router
      else { return nil }
      return OrderScene(order, router: router)
    }
    let shell = Shell(configuration: configuration, reader: reader) { _ in
      SceneCatalog(
        entries: [
          SceneCatalog.Entry(name: "orders", summary: "orders") { environment in
            let scene = OrdersScene()
            root = scene
            return navigation.root(scene, in: environment)
          }
        ],
        initialSceneName: "orders")
    }
    _ = await shell.run()
    return reader.output
  }

  @Test func aPushThroughTheNavigationControllerPushesTheScene() async {
    let output = await run(["tapOrder 7", "state"])
    #expect(
      output == """
        » orders pushed
        → route push("OrderViewController")
        » order(7) pushed; orders covered
        orderID: 7

        """)
  }

  @Test func theAppsOwnPopPopsTheSceneAndBackPopsTheNavigationController() async {
    let output = await run(["tapOrder 7", "done", "tapOrder 8", "back", "state"])
    #expect(
      output == """
        » orders pushed
        → route push("OrderViewController")
        » order(7) pushed; orders covered
        → route pop("OrderViewController")
        « order(7) popped; orders uncovered
        ~ appearances: 1 → 2
        → route push("OrderViewController")
        » order(8) pushed; orders covered
        « order(8) popped; orders uncovered
        ~ appearances: 2 → 3
        appearances: 3

        """)
  }

  @Test func aPresentedAlertControllerIsTheViewsAlert() async {
    let output = await run(["problem", "problem"])
    #expect(
      output == """
        » orders pushed
        ! alert Orders: Something went wrong
        ! alert Orders: Something went wrong

        """)
  }
}

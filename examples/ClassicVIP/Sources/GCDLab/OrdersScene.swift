import Observation
import SceneRuntime

/// A test fixture, not an example: Clean Swift's CleanStore list router, which reads
/// `orders?[selectedRow!]` and so traps on a row the list does not have.
final class ListOrdersRouter {
  var orders: [String]? = ["Order 1", "Order 2"]

  // As CleanStore writes it.
  // swift-format-ignore: NeverForceUnwrap
  func routeToShowOrder(selectedRow: Int?) -> String {
    orders![selectedRow!]
  }
}

/// The adapter's decorator: the router call is a hop, so a crash report can name it.
struct ListOrdersRouterHops: HopDecorator {
  let wrapped: ListOrdersRouter

  @MainActor func routeToShowOrder(selectedRow: Int?) async -> String {
    await hop(.interactor, "routeToShowOrder", selectedRow) {
      $0.routeToShowOrder(selectedRow: selectedRow)
    }
  }
}

/// What the list shows: the order the router opened last.
@Observable @MainActor
final class OrdersState {
  var shown: String?
}

/// The list whose `select N` goes through that router.
@MainActor
final class OrdersScene: Scene {
  let title = "orders"
  private let router = ListOrdersRouter()
  private let state = OrdersState()

  var intents: [Intent] {
    [
      Intent(
        "select", arguments: [IntentArgument("N", .integer)],
        summary: "Tap row N: the router opens the order (and traps past the last row)."
      ) { [weak self] arguments in
        guard let self else { return }
        state.shown = await ListOrdersRouterHops(wrapped: router).routeToShowOrder(
          selectedRow: arguments.integer("N"))
      }
    ]
  }

  func readState() -> [StateField] {
    [StateField("rows", router.orders as Any), StateField("shown", state.shown as Any)]
  }
}

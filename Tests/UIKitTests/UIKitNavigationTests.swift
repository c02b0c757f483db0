import Foundation
import Testing
import UIKit

/// A controller that writes down what UIKit calls on it, in order.
@MainActor
private final class Recorded: UIViewController {
  var calls: [String] = []
  var prepared: UIStoryboardSegue?

  override func viewDidLoad() { calls.append("viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("viewWillDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("viewDidDisappear") }
  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    calls.append("prepare(\(segue.identifier ?? ""))")
    prepared = segue
  }
}

@MainActor
private final class Observer: UIKitHeadlessObserver {
  var events: [String] = []

  func uiKit(didPush viewController: UIViewController, onto navigation: UINavigationController) {
    events.append("push \(viewController.title ?? "?")")
  }
  func uiKit(didPop viewControllers: [UIViewController], from navigation: UINavigationController) {
    events.append("pop \(viewControllers.map { $0.title ?? "?" })")
  }
  func uiKit(didPresent viewController: UIViewController, from presenter: UIViewController) {
    events.append("present \(viewController.title ?? "?")")
  }
  func uiKit(didDismiss viewController: UIViewController) {
    events.append("dismiss \(viewController.title ?? "?")")
  }
  func uiKit(didOpen url: URL) { events.append("open \(url.absoluteString)") }
}

@MainActor @Suite(.serialized) struct UIKitNavigationTests {
  private static func titled(_ title: String) -> Recorded {
    let controller = Recorded(nibName: nil, bundle: nil)
    controller.title = title
    return controller
  }

  @Test func aPushSetsTheStackAndTheNavigationControllerAndCallsAppearanceInOrder() {
    let observer = Observer()
    UIKitHeadless.observer = observer
    let list = Self.titled("list")
    let navigation = UINavigationController(rootViewController: list)
    UIKitHeadless.show(navigation)
    #expect(list.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    let detail = Self.titled("detail")
    list.navigationController?.pushViewController(detail, animated: true)
    #expect(navigation.viewControllers.map(\.title) == ["list", "detail"])
    #expect(detail.navigationController === navigation)
    #expect(navigation.topViewController === detail)
    #expect(list.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
    #expect(detail.calls == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
    #expect(observer.events == ["push detail"])
  }

  @Test func aPopReturnsTheTopControllerAndShowsTheOneBelow() {
    let observer = Observer()
    UIKitHeadless.observer = observer
    let list = Self.titled("list")
    let navigation = UINavigationController(rootViewController: list)
    UIKitHeadless.show(navigation)
    let detail = Self.titled("detail")
    navigation.pushViewController(detail, animated: false)
    list.calls = []
    #expect(navigation.popViewController(animated: true) === detail)
    #expect(navigation.viewControllers.count == 1)
    #expect(detail.navigationController == nil)
    #expect(list.calls == ["viewWillAppear", "viewDidAppear"])
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(observer.events == ["push detail", "pop [\"detail\"]"])
  }

  @Test func popToRootPopsEveryControllerAboveIt() {
    let navigation = UINavigationController(rootViewController: Self.titled("a"))
    navigation.pushViewController(Self.titled("b"), animated: false)
    navigation.pushViewController(Self.titled("c"), animated: false)
    let popped = navigation.popToRootViewController(animated: false)
    #expect(popped?.map(\.title) == ["c", "b"])
    #expect(navigation.viewControllers.map(\.title) == ["a"])
  }

  @Test func presentAndDismissFollowUIKitsRules() {
    let observer = Observer()
    UIKitHeadless.observer = observer
    let base = Self.titled("base")
    let sheet = Self.titled("sheet")
    base.present(sheet, animated: true)
    #expect(base.presentedViewController === sheet)
    #expect(sheet.presentingViewController === base)
    // One presentation at a time: a second is refused.
    base.present(Self.titled("second"), animated: true)
    #expect(base.presentedViewController === sheet)
    // Dismissing from the presented controller dismisses it from its presenter.
    var completed = false
    sheet.dismiss(animated: true) { completed = true }
    #expect(base.presentedViewController == nil)
    #expect(completed)
    #expect(observer.events == ["present sheet", "dismiss sheet"])
  }

  @Test func showPushesInANavigationControllerAndPresentsOutsideOne() {
    let inside = Self.titled("inside")
    let navigation = UINavigationController(rootViewController: inside)
    inside.show(Self.titled("pushed"), sender: nil)
    #expect(navigation.viewControllers.count == 2)
    let alone = Self.titled("alone")
    alone.show(Self.titled("presented"), sender: nil)
    #expect(alone.presentedViewController?.title == "presented")
  }

  @Test func performSegueMakesTheDestinationPreparesThenShowsIt() {
    let list = Self.titled("list")
    let navigation = UINavigationController(rootViewController: list)
    list.segueDestinations["ShowOrder"] = { Self.titled("order") }
    UIKitHeadless.show(navigation)
    list.performSegue(withIdentifier: "ShowOrder", sender: nil)
    #expect(
      list.calls.suffix(3) == ["prepare(ShowOrder)", "viewWillDisappear", "viewDidDisappear"])
    #expect(list.prepared?.source === list)
    #expect(navigation.topViewController?.title == "order")
    // A segue the adapter did not describe does nothing.
    list.performSegue(withIdentifier: "Missing", sender: nil)
    #expect(navigation.viewControllers.count == 2)
  }

  @Test func anAlertKeepsItsActionsAndATapDismissesBeforeTheHandlerRuns() {
    let base = Self.titled("base")
    let alert = UIAlertController(title: "Oops", message: "No network", preferredStyle: .alert)
    var order: [String] = []
    alert.addAction(
      UIAlertAction(title: "Retry", style: .default) { _ in
        order.append(base.presentedViewController == nil ? "handler after dismiss" : "too early")
      })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    base.present(alert, animated: true)
    #expect(alert.actions.map(\.title) == ["Retry", "Cancel"])
    #expect(alert.message == "No network")
    alert.tap(alert.actions[0])
    #expect(order == ["handler after dismiss"])
  }

  @Test func openRecordsTheURLInsteadOfLeavingTheApp() throws {
    let observer = Observer()
    UIKitHeadless.observer = observer
    let url = try #require(URL(string: "https://example.com/help"))
    var opened: Bool?
    UIApplication.shared.open(url) { opened = $0 }
    #expect(UIApplication.shared.openedURLs.last == url)
    #expect(opened == true)
    #expect(observer.events == ["open https://example.com/help"])
  }

  @Test func theApplicationsNotificationsHaveTheirOwnNames() {
    let names: Set<Notification.Name> = [
      UIApplication.willEnterForegroundNotification, UIApplication.didEnterBackgroundNotification,
      UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
    ]
    #expect(names.count == 4)
  }
}

import Combine
import RootScreen
import SceneRuntime
import UIKit

/// Seed 004's Root screen, hosted: the intent, model and router are the article's own shape
/// (RootScreen), and this type plays the two view files, `RootView` and the body of
/// `RootRouter`. The view observes the intent (`@ObservedObject`), which passes its model's
/// `objectWillChange` on; `.onAppear` calls `onAppear`; a tap calls `onTapImage`; the router's
/// `onReceive(routerSubject)` shows an alert or the description sheet.
@MainActor
public final class RootScene: Scene {
  public let title = "root"
  private let intent = RootIntent()
  private let changes = ObjectChanges()
  private var cancellables = Set<AnyCancellable>()
  private weak var navigator: (any SceneNavigator)?
  /// The description is on screen as a sheet. SwiftUI leaves the presenting view in place
  /// under a sheet: dismissing the sheet does not run its `.onAppear` again (a pushed view
  /// popped does, and so does the shell's `appear`).
  private var isPresentingSheet = false
  private let tasks: TaskScope
  private let beforeLoading: @MainActor () -> Void

  /// - Parameter beforeLoading: what must be ready before the screen first loads (the server
  ///   answering the intent's `URLSession.shared` request).
  public init(
    environment: SceneEnvironment, beforeLoading: @escaping @MainActor () -> Void = {}
  ) {
    navigator = environment.navigator
    tasks = environment.tasks
    self.beforeLoading = beforeLoading
  }

  public var pattern: ScenePattern? { .mvi }

  public var intents: [Intent] {
    [
      Intent(
        "appear", summary: "The screen appears again: SwiftUI calls onAppear (seed 004)."
      ) { [weak self] _ in
        self?.send("onAppear") { await $0.onAppear() }
      },
      Intent(
        "tap", summary: "Tap the image: open its description, or an alert when there is none."
      ) { [weak self] _ in
        self?.send("onTapImage") { await $0.onTapImage() }
      },
    ]
  }

  /// The view's action, in a task the shell tracks (and step mode can hold), as SwiftUI's
  /// button action would run it.
  private func send(_ method: String, _ call: @escaping @MainActor (RootIntentHops) async -> Void) {
    tasks.spawn("RootIntent.\(method)") { @MainActor [weak self] in
      guard let self else { return }
      await call(RootIntentHops(wrapped: self.intent))
    }
  }

  public func readState() -> [StateField] {
    changes.track()
    return [
      StateField("image", intent.model.image as Any),
      StateField("isLoading", intent.model.isLoading),
      StateField("error", intent.model.error as Any),
    ]
  }

  public var components: [SceneComponent] {
    SceneComponent.parts(intent, intent.model)
  }

  /// The view subscribes as it loads, as SwiftUI's `@ObservedObject` and `onReceive` do once
  /// the view is in place, and not when it is made: the shell makes every scene once at
  /// start-up to read its intents, and a scene made for that subscribes to nothing.
  public func sceneDidLoad() {
    // Combine calls a subscriber on the thread that sent: the intent sends on the main queue,
    // as the seed's does, which is the main actor here.
    intent.objectWillChange.sink { [changes] _ in
      MainActor.assumeIsolated { changes.send() }
    }.store(in: &cancellables)
    intent.model.routerSubject.sink { [weak self] screen in
      MainActor.assumeIsolated {
        Delivery.deliver(screen, from: "RootModel", to: "RootRouter") { self?.show(screen) }
      }
    }.store(in: &cancellables)
    beforeLoading()
  }

  /// SwiftUI's `.onAppear`: as the screen opens, and again when a screen pushed over it is
  /// popped; not when its own sheet is dismissed, since the view stayed on screen under it.
  public func sceneDidAppear() {
    guard !isPresentingSheet else {
      isPresentingSheet = false
      return
    }
    RootIntentHops(wrapped: intent).onAppearNow()
  }

  /// What `RootRouter`'s `onReceive` does with each screen the model sends.
  private func show(_ screen: RootRouter.ScreenType) {
    switch screen {
    case .alert(let title, let message):
      navigator?.alert(title: title, message: message)
    case .descriptionImage(let image):
      isPresentingSheet = navigator != nil
      navigator?.route(RootRoute.sheet(.descriptionImage(image: image))) { environment in
        DescriptionImageScene(environment: environment, image: image)
      }
    }
  }
}

/// How the route line names the router's screen: the seed presents it as a sheet.
enum RootRoute {
  case sheet(RootRouter.ScreenType)
}

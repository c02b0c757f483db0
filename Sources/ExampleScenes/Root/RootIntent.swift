import SceneRuntime

/// The Root screen's Intent (seed 004): it receives the view's events, does the work, and
/// changes the model through `update(state:)` only.
@MainActor
final class RootIntent {
  static let loadFailedMessage = "It was not possible to load the image"
  static let noImageMessage = "Failed to open the screen"

  /// The view's read-only look at the model.
  var model: any RootModeling { rootModel }
  private let rootModel: RootModel
  private let worker: RootWorker
  private let tasks: TaskScope
  /// The image load in flight; a new `onAppear` replaces it.
  private(set) var loadingTask: TrackedTask?

  init(model: RootModel, worker: RootWorker, tasks: TaskScope) {
    self.rootModel = model
    self.worker = worker
    self.tasks = tasks
  }

  func onAppear() async {
    await update(.loading)
    loadingTask?.cancel()
    loadingTask = tasks.spawn("RootIntent.onAppear") { @MainActor [weak self, worker] in
      do {
        let image = try await worker.loadImage()
        // Checked on the main actor, where a newer `onAppear` cancels: a superseded load
        // never shows.
        guard !Task.isCancelled else { return }
        await self?.update(.show(image: image))
      } catch is CancellationError {
        // Superseded, or the scene is gone.
      } catch {
        guard !Task.isCancelled, let self else { return }
        await update(.failLoad(error: error))
        await sendRouterEvent(.alert(title: "Error", message: Self.loadFailedMessage))
      }
    }
  }

  func onTapImage() async {
    guard let image = rootModel.image else {
      await sendRouterEvent(.alert(title: "Error", message: Self.noImageMessage))
      return
    }
    await sendRouterEvent(.descriptionImage(image: image))
  }

  // The intent → model crossings, each recorded as a hop.

  private func update(_ state: RootModel.StateType) async {
    await rootModel.hop("update", state) { $0.update(state: state) }
  }

  private func sendRouterEvent(_ screen: RootRouter.ScreenType) async {
    await rootModel.hop("sendRouterEvent", screen) { $0.sendRouterEvent(screen) }
  }
}

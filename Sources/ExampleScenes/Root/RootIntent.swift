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

  func onAppear() {
    rootModel.update(state: .loading)
    loadingTask?.cancel()
    loadingTask = tasks.spawn("RootIntent.onAppear") { @MainActor [weak self, worker] in
      do {
        let image = try await worker.loadImage()
        // Checked on the main actor, where a newer `onAppear` cancels: a superseded load
        // never shows.
        guard !Task.isCancelled else { return }
        self?.rootModel.update(state: .show(image: image))
      } catch is CancellationError {
        // Superseded, or the scene is gone.
      } catch {
        guard !Task.isCancelled, let self else { return }
        rootModel.update(state: .failLoad(error: error))
        rootModel.sendRouterEvent(.alert(title: "Error", message: Self.loadFailedMessage))
      }
    }
  }

  func onTapImage() {
    guard let image = rootModel.image else {
      rootModel.sendRouterEvent(.alert(title: "Error", message: Self.noImageMessage))
      return
    }
    rootModel.sendRouterEvent(.descriptionImage(image: image))
  }
}

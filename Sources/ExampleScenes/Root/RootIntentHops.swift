import RootScreen
import SceneRuntime

/// The view → intent crossing as a hop (seed 004's View → Intent arrow): `trace` shows
/// `RootIntent.onAppear` with the request and the model's changes under it, and step mode holds
/// it. The intent's own calls (`update(state:)`, the subject's `send`) happen inside it, in
/// code the adapter does not wrap: the changes and routes they cause show where they land.
/// Main actor: the seed's view calls its intent there, and the intent's changes must reach the
/// view there.
struct RootIntentHops: HopDecorator {
  let wrapped: RootIntent

  @MainActor func onAppear() async {
    await hop(.interactor, "onAppear") { $0.onAppear() }
  }

  /// From a lifecycle callback, where nothing can wait: recorded, not held.
  @MainActor func onAppearNow() {
    hop(.interactor, "onAppear") { $0.onAppear() }
  }

  @MainActor func onTapImage() async {
    await hop(.interactor, "onTapImage") { $0.onTapImage() }
  }
}

import SceneRuntime
import UIKit

/// The screen Root opens when its image is tapped (seed 004's `DescriptionImageView`): the
/// image's format, size and byte count.
@MainActor
public final class DescriptionImageScene: Scene {
  public let title = "image"
  let state: DescriptionImageState

  public init(environment: SceneEnvironment, image: UIImage) {
    self.state = DescriptionImageState(image: image)
  }

  public var intents: [Intent] { [] }

  public var components: [SceneComponent] { [SceneComponent(state)] }

  public func readState() -> [StateField] {
    [
      StateField("format", state.format),
      StateField("width", state.width),
      StateField("height", state.height),
      StateField("byteCount", state.byteCount),
    ]
  }
}

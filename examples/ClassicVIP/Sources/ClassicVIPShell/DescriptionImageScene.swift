import SceneRuntime
import UIKit

/// Seed 004's `DescriptionImageView`, headless: what it shows of the image is its size.
@MainActor
final class DescriptionImageScene: Scene {
  let title = "description"
  private let image: UIImage

  init(image: UIImage) {
    self.image = image
  }

  var intents: [Intent] { [] }

  func readState() -> [StateField] {
    [StateField("width", Int(image.size.width)), StateField("height", Int(image.size.height))]
  }
}

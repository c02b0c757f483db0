import Observation
import UIKit

/// What the description screen shows about an image: its header, not its pixels.
@Observable
@MainActor
public final class DescriptionImageState {
  public var format: UIImage.Format
  public var width: Int
  public var height: Int
  public var byteCount: Int

  public init(image: UIImage) {
    self.format = image.format
    self.width = Int(image.size.width)
    self.height = Int(image.size.height)
    self.byteCount = (image.pngData() ?? image.jpegData(compressionQuality: 1))?.count ?? 0
  }
}

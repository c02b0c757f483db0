import Observation

/// What the description screen shows about an image: its header, not its pixels.
@Observable
@MainActor
public final class DescriptionImageState {
  public var format: ImageAsset.Format
  public var width: Int
  public var height: Int
  public var byteCount: Int

  public init(image: ImageAsset) {
    self.format = image.format
    self.width = image.width
    self.height = image.height
    self.byteCount = image.byteCount
  }
}

/// Loads the Root screen's image. Stateless, so a plain struct.
struct RootWorker: Sendable {
  let dataSource: any UserDataSource

  /// The image's bytes, checked and described by their header.
  func loadImage() async throws -> ImageAsset {
    try ImageAsset(bytes: await dataSource.image())
  }
}

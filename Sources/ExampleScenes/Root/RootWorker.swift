import SceneRuntime

/// Loads the Root screen's image. Stateless, so a plain struct.
struct RootWorker: SceneWorker {
  let dataSource: any UserDataSource

  /// The image's bytes, checked and described by their header.
  func loadImage() async throws -> ImageAsset {
    try await call("loadImage") { try ImageAsset(bytes: await dataSource.image()) }
  }
}

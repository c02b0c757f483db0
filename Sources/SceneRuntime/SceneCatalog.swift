/// The scenes a shell can open by name, and the one it starts in.
@MainActor
public struct SceneCatalog {
  public struct Entry {
    public let name: String
    public let summary: String
    public let make: @MainActor (SceneEnvironment) -> any Scene

    public init(
      name: String,
      summary: String,
      make: @escaping @MainActor (SceneEnvironment) -> any Scene
    ) {
      self.name = name
      self.summary = summary
      self.make = make
    }
  }

  public let entries: [Entry]
  /// The scene the shell opens at start.
  public let initialSceneName: String

  public init(entries: [Entry], initialSceneName: String) {
    self.entries = entries
    self.initialSceneName = initialSceneName
  }

  public func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }
}

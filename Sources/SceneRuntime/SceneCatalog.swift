/// The scenes a shell can open by name, the one it starts in, and the host's own commands.
@MainActor
public struct SceneCatalog {
  /// What the shell gives the app host when it asks for the catalog.
  public struct Context: Sendable {
    public let tasks: TaskTracker
    public let clock: SceneClock
    /// Where host commands leave notes for the shell to print.
    public let events: SceneEvents
    /// Where scenes' data comes from, when not the embedded fixtures (`--data-url`).
    public let dataURL: String?

    public init(tasks: TaskTracker, clock: SceneClock, events: SceneEvents, dataURL: String?) {
      self.tasks = tasks
      self.clock = clock
      self.events = events
      self.dataURL = dataURL
    }
  }

  public struct Entry {
    public let name: String
    public let summary: String
    public let make: SceneFactory

    public init(name: String, summary: String, make: @escaping SceneFactory) {
      self.name = name
      self.summary = summary
      self.make = make
    }
  }

  public let entries: [Entry]
  /// The scene the shell opens at start.
  public let initialSceneName: String
  /// Commands of the app host, offered whatever the current scene (for example changing the
  /// data a server would serve).
  public let commands: [Intent]

  public init(entries: [Entry], initialSceneName: String, commands: [Intent] = []) {
    self.entries = entries
    self.initialSceneName = initialSceneName
    self.commands = commands
  }

  public func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }
}

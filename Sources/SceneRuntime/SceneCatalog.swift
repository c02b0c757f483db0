/// The scenes a shell can open by name, the one it starts in, and the host's own commands.
@MainActor
public struct SceneCatalog {
  /// What the shell gives the app host when it asks for the catalog.
  public struct Context: Sendable {
    public let tasks: TaskTracker
    public let clock: SceneClock
    /// Where host commands leave notes for the shell to print.
    public let events: SceneEvents
    /// Where scenes' data comes from, when not the embedded fixtures (`--data-url`): the
    /// server a scene's own requests are passed on to, whatever their host.
    public let dataURL: String?
    /// `--answers PATH`: folders of answers and HAR files that answer a scene's own requests,
    /// in the order given, before the server of `dataURL` or the example data.
    public let answers: [String]
    /// `--record-answers DIR`: where each answer a server or the example data gives is
    /// written, laid out as `answers` reads it.
    public let recordAnswers: String?

    public init(
      tasks: TaskTracker, clock: SceneClock, events: SceneEvents, dataURL: String?,
      answers: [String] = [], recordAnswers: String? = nil
    ) {
      self.tasks = tasks
      self.clock = clock
      self.events = events
      self.dataURL = dataURL
      self.answers = answers
      self.recordAnswers = recordAnswers
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

  /// A scene only a router opens, because it needs what the scene before it knows (a row's
  /// ID): `scenes` lists it, and `open NAME` says how to reach it instead of "no scene".
  ///
  /// ```swift
  /// SceneCatalog.RoutedScene(name: "profile", reachedBy: "'select N' in users")
  /// ```
  ///
  /// `open profile` then answers `'profile' is opened by a router, not by name: 'select N' in
  /// users`.
  public struct RoutedScene: Sendable {
    public let name: String
    /// The command, and the scene it is typed in, that opens it.
    public let reachedBy: String

    public init(name: String, reachedBy: String) {
      self.name = name
      self.reachedBy = reachedBy
    }
  }

  public let entries: [Entry]
  /// The scene the shell opens at start.
  public let initialSceneName: String
  /// Commands of the app host, offered whatever the current scene (for example changing the
  /// data a server would serve).
  public let commands: [Intent]
  /// The scenes routers open, for `scenes` and `open` to name.
  public let routed: [RoutedScene]

  public init(
    entries: [Entry], initialSceneName: String, commands: [Intent] = [],
    routed: [RoutedScene] = []
  ) {
    self.entries = entries
    self.initialSceneName = initialSceneName
    self.commands = commands
    self.routed = routed
  }

  public func entry(named name: String) -> Entry? {
    entries.first { $0.name == name }
  }
}

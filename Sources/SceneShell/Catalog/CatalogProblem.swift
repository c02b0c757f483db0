import SceneRuntime

/// A mistake in a host's catalog that would make a command mean something else than the host
/// wrote, never silently shadowed: the catalog's own at start-up, before any scene runs; a
/// scene's intents when the scene is made (opened or routed to), so no scene is made twice.
enum CatalogProblem: Error, Equatable, CustomStringConvertible {
  case duplicateScene(String)
  case missingInitialScene(String, available: [String])
  case sceneNamedLikeBuiltin(scene: String)
  case intentNamedLikeBuiltin(intent: String, scene: String)
  case duplicateIntent(intent: String, scene: String)
  case hostCommandNamedLikeBuiltin(String)
  case hostCommandNamedLikeIntent(command: String, scene: String)

  var description: String {
    switch self {
    case .duplicateScene(let name):
      "two scenes are named '\(name)'; each scene needs a name of its own"
    case .missingInitialScene(let name, let available):
      "the initial scene '\(name)' is not in the catalog (scenes: "
        + available.map { "'\($0)'" }.joined(separator: ", ") + ")"
    case .sceneNamedLikeBuiltin(let scene):
      "scene '\(scene)' is named like the built-in command '\(scene)'; rename the scene"
    case .intentNamedLikeBuiltin(let intent, let scene):
      "intent '\(intent)' of scene '\(scene)' is named like the built-in command '\(intent)'; "
        + "rename the intent in the scene's adapter"
    case .duplicateIntent(let intent, let scene):
      "scene '\(scene)' has two intents named '\(intent)'"
    case .hostCommandNamedLikeBuiltin(let command):
      "host command '\(command)' is named like the built-in command '\(command)'"
    case .hostCommandNamedLikeIntent(let command, let scene):
      "host command '\(command)' is named like an intent of scene '\(scene)'"
    }
  }

  /// The problems of `catalog` itself, in the order a reader meets them. A scene's intents are
  /// checked when it is made (`problems(ofIntents:…)`): asking would mean making every scene at
  /// start-up, running its initialiser (and the requests in it) once more than the app does.
  @MainActor
  static func all(in catalog: SceneCatalog, builtins: Set<String>) -> [CatalogProblem] {
    var found: [CatalogProblem] = []
    var seen: Set<String> = []
    for entry in catalog.entries {
      if !seen.insert(entry.name).inserted { found.append(.duplicateScene(entry.name)) }
      if builtins.contains(entry.name) {
        found.append(.sceneNamedLikeBuiltin(scene: entry.name))
      }
    }
    if catalog.entry(named: catalog.initialSceneName) == nil {
      found.append(
        .missingInitialScene(catalog.initialSceneName, available: catalog.entries.map(\.name)))
    }
    for command in catalog.commands.map(\.name) where builtins.contains(command) {
      found.append(.hostCommandNamedLikeBuiltin(command))
    }
    return found
  }

  /// The problems of one scene's intents, asked when the scene is made: an intent named like a
  /// built-in command, twice, or like one of the host's `commands`.
  static func problems(
    ofIntents names: [String], scene: String, builtins: Set<String>, commands: [String]
  ) -> [CatalogProblem] {
    var problems: [CatalogProblem] = []
    var seen: Set<String> = []
    for name in names {
      if builtins.contains(name) {
        problems.append(.intentNamedLikeBuiltin(intent: name, scene: scene))
      } else if !seen.insert(name).inserted {
        problems.append(.duplicateIntent(intent: name, scene: scene))
      }
    }
    for command in commands where names.contains(command) {
      problems.append(.hostCommandNamedLikeIntent(command: command, scene: scene))
    }
    return problems
  }
}

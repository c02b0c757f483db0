/// What part of a scene a protocol or class plays, which decides the hop kind its decorator
/// records: inferred from the name as Clean Swift and its relatives name their parts
/// (`…BusinessLogic`, `…PresentationLogic`, `…DisplayLogic`, `…Worker`, `…Store`,
/// `…Service`, `…RoutingLogic`), or given by the host (`--role NAME=KIND`).
public enum Role: String, Sendable, CaseIterable {
  case interactor
  case presenter
  case display
  case worker
  /// A router's protocol (`…RoutingLogic`): the view asking for the next screen, each call a
  /// `.router` hop, under which the route it takes is recorded. The router class itself
  /// (`…Router`) is reached through its protocol.
  case router
  /// Not decorated.
  case none

  /// The role a type's name implies, or `.none`.
  public static func inferred(from name: String) -> Role {
    let base = baseName(name)
    if isLeftOut(name) { return .none }
    let rules: [(Role, [String])] = [
      (.interactor, ["BusinessLogic", "Interactor", "Interacting"]),
      (.presenter, ["PresentationLogic", "Presenter", "Presenting"]),
      (.display, ["DisplayLogic", "Displaying"]),
      (.router, ["RoutingLogic", "Routing"]),
      (
        .worker,
        [
          "Worker", "Working", "Store", "Storing", "Service", "API", "Client", "Repository",
          "Gateway", "Provider", "Fetching", "Loading",
        ]
      ),
    ]
    for (role, suffixes) in rules where suffixes.contains(where: base.hasSuffix) {
      return role
    }
    return .none
  }

  /// Whether `name` says the type is left out on purpose: what a router reads and passes on,
  /// the view controller itself, and router classes (decorated through their protocols). Any
  /// other protocol without a role is one the host should name (`--role`), and the generated
  /// file says so.
  public static func isLeftOut(_ name: String) -> Bool {
    let base = baseName(name)
    return ["DataStore", "DataPassing", "Navigator", "Modeling", "ViewControlling", "Router"]
      .contains(where: base.hasSuffix)
  }

  /// `PostsStoreProtocol` → `PostsStore`, without the enclosing types; `NewsListWorkerLogic` →
  /// `NewsListWorker`: `Logic` after a part's name is the Clean Swift protocols' own suffix.
  private static func baseName(_ name: String) -> String {
    var simple = name.split(separator: ".").last.map(String.init) ?? name
    if simple.hasSuffix("Protocol") { simple.removeLast("Protocol".count) }
    let logicOfAPart = ["WorkerLogic", "StoreLogic", "ServiceLogic"]
    if logicOfAPart.contains(where: simple.hasSuffix) { simple.removeLast("Logic".count) }
    return simple
  }
}

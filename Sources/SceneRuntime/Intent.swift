/// An action the view offers, turned by the shell into a command: `fetch`, `select 3`.
///
/// `perform` is what the view controller's action method does: it reads the arguments and
/// starts the interactor call (through `TaskTracker.spawn`), then returns at once. It may
/// refuse with an `IntentFailure` (the shell prints it as a command error), but a scene's own
/// errors travel the scene's way: through the presenter into the state.
@MainActor
public struct Intent {
  public let name: String
  public let arguments: [IntentArgument]
  /// One line for `help`.
  public let summary: String
  /// Longer help, shown by `help NAME` under the usage line.
  public let details: String?
  public let perform: @MainActor (IntentArguments) async throws(IntentFailure) -> Void

  public init(
    _ name: String,
    arguments: [IntentArgument] = [],
    summary: String,
    details: String? = nil,
    perform: @escaping @MainActor (IntentArguments) async throws(IntentFailure) -> Void
  ) {
    self.name = name
    self.arguments = arguments
    self.summary = summary
    self.details = details
    self.perform = perform
  }

  /// `select N`, `fetch [USER_ID]`, `live on|off [INTERVAL]`.
  public var usage: String {
    ([name] + arguments.map(\.usage)).joined(separator: " ")
  }
}

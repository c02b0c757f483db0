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
  /// The ways to write it, one per line of `help`, when the arguments alone do not say
  /// (`data rename ID NAME`, `data add NAME`); by default, `usage`.
  public let forms: [String]
  /// A line `help NAME` shows as an example: `select 2`.
  public let example: String
  public let perform: @MainActor (IntentArguments) async throws(IntentFailure) -> Void

  /// - Parameters:
  ///   - name: the command the shell offers, such as `select`.
  ///   - arguments: what follows the name, checked and parsed by the shell.
  ///   - summary: one line for `help`.
  ///   - details: more lines for `help NAME`.
  ///   - forms: the ways to write it when one usage line would not say (see `forms`).
  ///   - example: a line to show; by default one made from the arguments (`select 2`).
  ///   - perform: what the view's action does: start the interactor call and return.
  public init(
    _ name: String,
    arguments: [IntentArgument] = [],
    summary: String,
    details: String? = nil,
    forms: [String]? = nil,
    example: String? = nil,
    perform: @escaping @MainActor (IntentArguments) async throws(IntentFailure) -> Void
  ) {
    self.name = name
    self.arguments = arguments
    self.summary = summary
    self.details = details
    self.forms = forms ?? [Self.usage(name, arguments)]
    self.example =
      example ?? arguments.filter { !$0.isOptional }.reduce(name) { $0 + " " + $1.sample }
    self.perform = perform
  }

  /// `select N`, `fetch [USER_ID]`, `live on|off [INTERVAL]`; the forms, when given
  /// (`data rename ID NAME | data add NAME | data remove ID`).
  public var usage: String {
    forms.joined(separator: " | ")
  }

  private static func usage(_ name: String, _ arguments: [IntentArgument]) -> String {
    // Appended, not joined: `joined` on a new array instantiates its types by name, one scan
    // of every conformance record at start-up (as `example` above).
    arguments.reduce(name) { $0 + " " + $1.usage }
  }
}

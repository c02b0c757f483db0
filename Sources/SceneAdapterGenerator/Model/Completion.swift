/// A method's completion handler and the shape of its answer, which decides how a decorator
/// hands the answer through the hop that records it: the hop delivers one value, so an answer of
/// several arguments travels as a tuple, and a closure answer as the `Result` of calling it.
struct Completion: Sendable {
  enum Answer: Sendable, Equatable {
    /// `(Result<[Tea], TeaStoreError>) -> Void`: the one value as it is.
    case single
    /// `() -> Void`.
    case none
    /// `([Tea], TeaStoreError?) -> Void`: the argument types, delivered as a tuple.
    case tuple([String])
    /// `(() throws -> [Tea]) -> Void`: the closure's result type. A closure argument cannot be
    /// held past the handler's return (the handler's parameter does not escape), so the hop
    /// calls it once, records what it returned or threw, and hands the caller a closure
    /// answering the same.
    case throwingClosure(String)
  }

  let parameter: Member.Parameter
  let answer: Answer

  /// The completion `parameter` is, when its type (an alias resolved) is a closure returning
  /// nothing whose answer a hop can carry; nil for any other type.
  init?(_ parameter: Member.Parameter) {
    guard Self.isPlain(parameter),
      let arguments = Self.arguments(ofClosureReturningNothing: parameter.shape),
      let answer = Self.answer(arguments)
    else { return nil }
    self.parameter = parameter
    self.answer = answer
  }

  /// Why no hop carries the answer of `parameter`, a closure returning nothing, or nil when
  /// one does.
  static func uncarried(_ parameter: Member.Parameter) -> String? {
    guard let arguments = arguments(ofClosureReturningNothing: parameter.shape) else {
      return nil
    }
    if !isPlain(parameter) {
      return "its completion is @Sendable or isolated, which the hop's handler is not"
    }
    if answer(arguments) == nil {
      return "its completion's answer is a closure taking arguments, which no hop carries"
    }
    return nil
  }

  /// Whether `parameter` is a closure returning nothing, carried or not.
  static func returnsNothing(_ parameter: Member.Parameter) -> Bool {
    arguments(ofClosureReturningNothing: parameter.shape) != nil
  }

  /// A closure type without attributes (`@Sendable`, `@MainActor`): the hop's handler, given
  /// in the caller's place, is neither Sendable nor isolated.
  private static func isPlain(_ parameter: Member.Parameter) -> Bool {
    !parameter.shape.split(separator: " ").contains { $0.hasPrefix("@") && $0 != "@escaping" }
  }

  /// The answer's shape for a closure's argument types, or nil when no hop carries it.
  private static func answer(_ arguments: [String]) -> Answer? {
    if arguments.isEmpty { return Answer.none }
    if arguments.count == 1, !SwiftType.isFunction(arguments[0]) { return .single }
    if arguments.count == 1,
      let result = SwiftType.resultOfThrowingClosureWithoutArguments(arguments[0])
    {
      return .throwingClosure(result)
    }
    if !arguments.contains(where: SwiftType.isFunction) { return .tuple(arguments) }
    return nil
  }

  /// `["[Tea]", "TeaStoreError?"]` for `@Sendable ([Tea], TeaStoreError?) -> Void`.
  private static func arguments(ofClosureReturningNothing type: String) -> [String]? {
    guard let (arguments, result) = SwiftType.function(type),
      ["Void", "()"].contains(result.replacingOccurrences(of: " ", with: ""))
    else { return nil }
    return arguments
  }
}

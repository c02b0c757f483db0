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
  /// nothing whose answer a hop can carry; nil for one whose answer is a closure taking
  /// arguments of its own, or for any other type.
  init?(_ parameter: Member.Parameter) {
    guard let arguments = Self.arguments(ofClosureReturningNothing: parameter.shape) else {
      return nil
    }
    self.parameter = parameter
    if arguments.isEmpty {
      answer = .none
    } else if arguments.count == 1, !SwiftType.isFunction(arguments[0]) {
      answer = .single
    } else if arguments.count == 1,
      let result = SwiftType.resultOfThrowingClosureWithoutArguments(arguments[0])
    {
      answer = .throwingClosure(result)
    } else if !arguments.contains(where: SwiftType.isFunction) {
      answer = .tuple(arguments)
    } else {
      return nil
    }
  }

  /// Whether `parameter` is a closure returning nothing, carried or not.
  static func returnsNothing(_ parameter: Member.Parameter) -> Bool {
    arguments(ofClosureReturningNothing: parameter.shape) != nil
  }

  /// `["[Tea]", "TeaStoreError?"]` for `@Sendable ([Tea], TeaStoreError?) -> Void`.
  private static func arguments(ofClosureReturningNothing type: String) -> [String]? {
    guard let (arguments, result) = SwiftType.function(type),
      ["Void", "()"].contains(result.replacingOccurrences(of: " ", with: ""))
    else { return nil }
    return arguments
  }
}

/// One time a rule was broken: which, what happened, and the hop it happened in.
struct RuleBreach: Sendable, Equatable {
  let rule: Rule
  /// What happened, naming the hops: `isLoading written by UserListInteractor.fetchUsers`.
  let detail: String
  /// The hop the rule's hop is recorded under, so `trace` shows it where it happened.
  let hop: Int?

  /// `rule one-way: … (calls go …; seed 001)`, as `⚠`, errors and the report print it.
  var line: String { "rule \(rule.name): \(detail) (\(rule.reason))" }
}

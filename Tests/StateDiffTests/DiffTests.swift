import Testing

@testable import StateDiff

@Suite struct DiffTests {
  let users = [leanne, ervin, clementine, patricia]

  @Test func equalValuesGiveAnEmptyDiff() {
    let result = diff(users, users, at: Path("displayedUsers"))
    #expect(result.isEmpty)
    #expect(result.pathLines().isEmpty)
    #expect(result.tree().isEmpty)
    #expect(diff(PlainPoint(x: 1, y: 2), PlainPoint(x: 1, y: 2)).isEmpty)
  }

  /// Strings, Ints and Bools are compared without a conformance lookup, with the answers
  /// `Equatable` gives: another type is unequal, an Optional holding the value is equal.
  @Test func leavesCompareAsTheirEquatableDoes() {
    #expect(Equality.check("a", String("ab".dropLast())) == true)
    #expect(Equality.check("a", "b") == false)
    #expect(Equality.check(1, 1) == true)
    #expect(Equality.check(true, false) == false)
    #expect(Equality.check(1, "1") == false)
    #expect(Equality.check("1", 1) == false)
    #expect(Equality.check("a", Optional("a") as Any) == true)
    #expect(Equality.check(Optional("a") as Any, "a") == true)
    #expect(Equality.check("a", Optional<String>.none as Any) == false)
    #expect(Equality.check(1.5, 1.5) == true)
  }

  /// Arrays are reached by their element type, read from the metadata: every kind of element,
  /// and nothing that only looks like an array.
  @Test func arraysOfEveryElementKindAreSeenAsArrays() {
    final class Box {}
    let arrays: [(value: Any, count: Int)] = [
      ([1, 2, 3], 3), (["a", nil] as [String?], 2), ([[1], [2, 3]], 2), ([Box()], 1),
      ([1, "two"] as [Any], 2), ([] as [Double], 0), ([CaseInsensitive("x")], 1),
    ]
    for (value, count) in arrays {
      #expect(ArrayAccess.of(value)?.count == count, "\(type(of: value))")
    }
    let notArrays: [Any] = [ArraySlice([1, 2]), ContiguousArray([1]), Set([1]), "abc", 7]
    for value in notArrays {
      #expect(ArrayAccess.of(value) == nil, "\(type(of: value))")
    }
  }

  /// Equal arrays are compared with the element's own `==`, never its bytes: a rebuilt list
  /// (fresh strings) is equal, a custom `==` is obeyed, and NaN is unequal as in `[Double] ==`.
  @Test func equatableArraysUseTheElementsEquality() {
    let rebuilt = users.map {
      DisplayedUser(
        id: $0.id, fullName: String($0.fullName.reversed().reversed()), emailLabel: $0.emailLabel)
    }
    #expect(diff(users, rebuilt).isEmpty)
    let names = [CaseInsensitive("Ann"), CaseInsensitive("Bob")]
    #expect(diff(names, [CaseInsensitive("ANN"), CaseInsensitive("bob")]).isEmpty)
    #expect(diff(names, [CaseInsensitive("Ann"), CaseInsensitive("Bo")]).pathLines().count == 1)
    #expect(!diff([Double.nan], [Double.nan]).isEmpty)
    let shared = [Double.nan]
    #expect(diff(shared, shared).isEmpty)  // the same storage, as `[Double] ==` says
  }

  @Test func leafChange() {
    #expect(diff(false, true, at: Path("isLoading")).pathLines() == ["~ isLoading: false → true"])
    #expect(diff(1, 2).pathLines() == ["~ 1 → 2"])
  }

  @Test func fieldInsideIdentifiableElement() {
    var renamed = users
    renamed[1].fullName = "Ervin H."
    let result = diff(users, renamed, at: Path("displayedUsers"))
    #expect(result.pathLines() == [#"~ displayedUsers[1].fullName: "Ervin Howell" → "Ervin H.""#])
    let change = result.changes[0]
    #expect(change.kind == .changed)
    #expect(change.path.components == [.field("displayedUsers"), .index(1), .field("fullName")])
    #expect(change.oldValue as? String == "Ervin Howell")
    #expect(change.newValue as? String == "Ervin H.")
  }

  @Test func identifiableInsertRemoveAndMove() {
    let newcomer = DisplayedUser(id: 11, fullName: "Ann", emailLabel: "ann@x.io")
    #expect(
      diff(users, [newcomer] + users, at: Path("u")).pathLines() == [
        #"+ u[0]: DisplayedUser(id: 11, fullName: "Ann", emailLabel: "ann@x.io")"#
      ])
    #expect(
      diff(users, [leanne, clementine, patricia], at: Path("u")).pathLines() == [
        #"- u[1]: DisplayedUser(id: 2, fullName: "Ervin Howell", emailLabel: "shanna@melissa.tv")"#
      ])
    var moved = [patricia, leanne, ervin, clementine]
    moved[0].fullName = "Pat"
    let result = diff(users, moved, at: Path("u"))
    #expect(
      result.pathLines() == [
        "↕ u[0]: moved from [3]",
        #"~ u[0].fullName: "Patricia Lebsack" → "Pat""#,
      ])
    #expect(result.changes[0].kind == .moved(from: 3, to: 0))
  }

  @Test func genericArraysUseAnLCS() {
    #expect(
      diff([1, 2, 3, 4], [1, 3, 4, 5], at: Path("xs")).pathLines() == [
        "- xs[1]: 2", "+ xs[3]: 5",
      ])
    #expect(diff([1, 2, 3], [1, 9, 3], at: Path("xs")).pathLines() == ["~ xs[1]: 2 → 9"])
    let points = [PlainPoint(x: 0, y: 0), PlainPoint(x: 1, y: 1)]
    #expect(
      diff(points, [PlainPoint(x: 0, y: 0), PlainPoint(x: 1, y: 2)], at: Path("ps")).pathLines()
        == ["~ ps[1].y: 1 → 2"])
  }

  @Test func dictionariesByKey() {
    let result = diff(["a": 1, "b": 2, "gone": 0], ["a": 1, "b": 3, "new": 4], at: Path("d"))
    #expect(
      result.pathLines() == [
        #"~ d["b"]: 2 → 3"#, #"- d["gone"]: 0"#, #"+ d["new"]: 4"#,
      ])
    #expect(diff([1: "x"], [1: "y"], at: Path("byID")).pathLines() == [#"~ byID[1]: "x" → "y""#])
  }

  @Test func setsByMember() {
    #expect(
      diff(Set(["a", "b"]), Set(["b", "c"]), at: Path("tags")).pathLines() == [
        #"- tags: "a""#, #"+ tags: "c""#,
      ])
  }

  @Test func enumsSameCaseDiffPayload() {
    #expect(
      diff(
        Route.userDetail(userId: 3, userName: "C"),
        Route.userDetail(userId: 3, userName: "Clementine Bauch"), at: Path("route")
      ).pathLines() == [#"~ route.userDetail.userName: "C" → "Clementine Bauch""#])
    #expect(
      diff(Route.loaded([1, 2]), Route.loaded([1, 3]), at: Path("route")).pathLines() == [
        "~ route.loaded[1]: 2 → 3"
      ])
    #expect(
      diff(Route.list, Route.pair(1, "a"), at: Path("route")).pathLines() == [
        #"~ route: .list → .pair(1, "a")"#
      ])
  }

  @Test func nilToValueIsAddedAndBack() {
    let none: String? = nil
    let some: String? = "Oops"
    #expect(diff(none as Any, some as Any, at: Path("alert")).pathLines() == [#"+ alert: "Oops""#])
    #expect(diff(some as Any, none as Any, at: Path("alert")).pathLines() == [#"- alert: "Oops""#])
    #expect(diff(none as Any, none as Any, at: Path("alert")).isEmpty)
  }

  /// Optionals are compared and unwrapped one level at a time, whether or not what they wrap
  /// is `Equatable`: `.some(nil)` is not `nil`, and two `nil`s are equal.
  @Test func optionalsUnwrapOneLevelAtATime() {
    let nested: Int?? = .some(nil)
    let none: Int?? = nil
    #expect(Equality.check(nested as Any, none as Any) == false)
    #expect(Equality.check(nested as Any, nested as Any) == true)
    #expect(!diff(nested as Any, none as Any, at: Path("count")).isEmpty)
    let noPoint: PlainPoint? = nil
    #expect(Equality.check(noPoint as Any, noPoint as Any) == true)
    #expect(unwrapOptional(3) == nil)
    #expect(unwrapOptional(nested as Any).map { $0 == nil } == false)
    #expect(unwrapOptional(none as Any).map { $0 == nil } == true)
    #expect(Dump.line(nested as Any, options: .unlimited) == "nil")
  }

  @Test func nestedStateWithSeveralChanges() {
    let old = DisplayState(
      isLoading: true, displayedUsers: users, route: .list, alert: nil)
    var new = old
    new.isLoading = false
    new.displayedUsers[2].emailLabel = "c@b.io"
    new.route = .userDetail(userId: 3, userName: "Clementine Bauch")
    #expect(
      diff(old, new).pathLines() == [
        "~ isLoading: true → false",
        #"~ displayedUsers[2].emailLabel: "nathan@yesenia.net" → "c@b.io""#,
        #"~ route: .list → .userDetail(userId: 3, userName: "Clementine Bauch")"#,
      ])
  }

  @Test func classesComparedByIdentityThenContent() {
    let node = Node(value: 1)
    #expect(diff(node, node).isEmpty)
    let loop = Node(value: 1)
    loop.next = loop
    let otherLoop = Node(value: 2)
    otherLoop.next = otherLoop
    #expect(diff(loop, otherLoop, at: Path("head")).pathLines() == ["~ head.value: 1 → 2"])
  }

  @Test func observableClassFieldsByDeclaredName() {
    let before = CounterModel()
    let after = CounterModel()
    after.count = 2
    #expect(diff(before, after, at: Path("model")).pathLines() == ["~ model.count: 0 → 2"])
  }

  @Test func perCollectionCap() {
    let many = (0..<10_000).map { DisplayedUser(id: $0, fullName: "U\($0)", emailLabel: "") }
    let renamed = many.map { user in
      var user = user
      user.fullName += "!"
      return user
    }
    let lines = diff(many, renamed, at: Path("displayedUsers")).pathLines()
    #expect(lines.count == 21)
    #expect(lines[0] == #"~ displayedUsers[0].fullName: "U0" → "U0!""#)
    #expect(lines[19] == #"~ displayedUsers[19].fullName: "U19" → "U19!""#)
    #expect(lines[20] == "… and 9,980 more in displayedUsers")
    let capped = diff(many, renamed, at: Path("displayedUsers")).pathLines(maxLinesPerCollection: 2)
    #expect(capped.count == 3)
  }

  /// Each collection is capped on its own, its note after its last line, whether its changes
  /// come together or between another collection's.
  @Test func perCollectionCapForEachCollection() {
    let lists = diff([[1, 2, 3], [4, 5, 6]], [[0, 0, 0], [0, 0, 0]], at: Path("rows"))
    #expect(
      lists.pathLines(maxLinesPerCollection: 2) == [
        "~ rows[0][0]: 1 → 0", "~ rows[0][1]: 2 → 0", "… and 1 more in rows[0]",
        "~ rows[1][0]: 4 → 0", "~ rows[1][1]: 5 → 0", "… and 1 more in rows[1]",
      ])
    let interleaved = Diff(joining: [
      diff([1, 2], [0, 0], at: Path("a")), diff([3], [0], at: Path("b")),
      diff([4, 5], [0, 0], at: Path("a")),
    ])
    #expect(
      interleaved.pathLines(maxLinesPerCollection: 3) == [
        "~ a[0]: 1 → 0", "~ a[1]: 2 → 0", "~ b[0]: 3 → 0", "~ a[0]: 4 → 0",
        "… and 1 more in a",
      ])
  }

  /// The diff as one text is its lines, each after the prefix, a line feed between them: the
  /// caps' notes too.
  @Test func pathLinesAsOneText() {
    let lists = diff([[1, 2, 3], [4, 5, 6]], [[0, 0, 0], [0, 0, 0]], at: Path("rows"))
    var text = ""
    lists.appendPathLines(maxLinesPerCollection: 2, prefix: "  ", to: &text)
    #expect(
      text == """
          ~ rows[0][0]: 1 → 0
          ~ rows[0][1]: 2 → 0
          … and 1 more in rows[0]
          ~ rows[1][0]: 4 → 0
          ~ rows[1][1]: 5 → 0
          … and 1 more in rows[1]
        """)
    var appended = "Δ:"
    diff(false, true, at: Path("isLoading")).appendPathLines(to: &appended)
    #expect(appended == "Δ:~ isLoading: false → true")
    var none = ""
    diff(1, 1, at: Path("page")).appendPathLines(to: &none)
    #expect(none.isEmpty)
  }

  @Test func concatenatedFieldDiffs() {
    let combined =
      diff(false, true, at: Path("isLoading")) + diff(1, 1, at: Path("page"))
      + diff("a", "b", at: Path("query"))
    #expect(combined.pathLines() == ["~ isLoading: false → true", #"~ query: "a" → "b""#])
  }

  @Test func pathDescriptions() {
    let path = Path(components: [
      .field("rows"), .index(2), .field("tags"), .key("a\"b"), .renderedKey("42"),
    ])
    #expect(path.description == #"rows[2].tags["a\"b"][42]"#)
    #expect(Path().description.isEmpty)
    #expect(Path("alert").appending(.field("title")).description == "alert.title")
    // A field named "" prints nothing: no dot after it, and a diff line has no label for it.
    #expect(Path("").appending(.field("x")).description == "x")
    #expect(diff(1, 2, at: Path("")).pathLines() == ["~ 1 → 2"])
  }
}

/// Equal whatever the case: a custom `==` the diff must obey.
private struct CaseInsensitive: Equatable {
  let text: String
  init(_ text: String) { self.text = text }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.text.lowercased() == rhs.text.lowercased() }
}

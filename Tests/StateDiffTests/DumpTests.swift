import Foundation
import Testing

@testable import StateDiff

@Suite struct DumpTests {
  let state = DisplayState(
    isLoading: false, displayedUsers: [leanne, ervin],
    route: .userDetail(userId: 3, userName: "Clementine Bauch"), alert: nil)

  @Test func nestedStructOnOneLine() {
    #expect(
      Dump.line(leanne)
        == #"DisplayedUser(id: 1, fullName: "Leanne Graham", emailLabel: "sincere@april.biz")"#)
  }

  @Test func nestedStructAsBlock() {
    #expect(
      Dump.block(state) == """
        DisplayState(
          isLoading: false,
          displayedUsers: [
            [0]: DisplayedUser(
              id: 1,
              fullName: "Leanne Graham",
              emailLabel: "sincere@april.biz"
            ),
            [1]: DisplayedUser(
              id: 2,
              fullName: "Ervin Howell",
              emailLabel: "shanna@melissa.tv"
            )
          ],
          route: .userDetail(
            userId: 3,
            userName: "Clementine Bauch"
          ),
          alert: nil
        )
        """)
  }

  @Test func enumsWithAndWithoutPayloads() {
    #expect(Dump.line(Route.list) == ".list")
    #expect(
      Dump.line(Route.userDetail(userId: 3, userName: "Clementine Bauch"))
        == #".userDetail(userId: 3, userName: "Clementine Bauch")"#)
    #expect(Dump.line(Route.pair(1, "a")) == #".pair(1, "a")"#)
    #expect(Dump.line(Route.loaded([1, 2])) == ".loaded([1, 2])")
  }

  @Test func optionalsAreUnwrapped() {
    let some: Int? = 5
    let none: Int? = nil
    let nested: String?? = "x"
    #expect(Dump.line([some, none] as [Int?]) == "[5, nil]")
    #expect(Dump.line(nested as Any) == #""x""#)
  }

  @Test func dictionariesAreSortedByKey() {
    #expect(Dump.line(["b": 2, "a": 1, "c": 3]) == #"["a": 1, "b": 2, "c": 3]"#)
    #expect(Dump.line([String: Int]()) == "[:]")
    #expect(
      Dump.block([2: "two", 1: "one"]) == """
        [
          1: "one",
          2: "two"
        ]
        """)
  }

  @Test func setsAreSortedByDump() {
    #expect(Dump.line(Set(["pear", "apple", "fig"])) == #"Set(["apple", "fig", "pear"])"#)
    #expect(
      Dump.block(Set([3, 1])) == """
        Set([
          1,
          3
        ])
        """)
  }

  @Test func tuplesKeepTheirLabels() {
    #expect(Dump.line((1, "a", x: 2.5)) == #"(1, "a", x: 2.5)"#)
    #expect(Dump.line(()) == "()")
  }

  @Test func foundationValues() throws {
    let url = try #require(URL(string: "https://example.com/a?b=1"))
    let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
    let values: [Any] = [
      Date(timeIntervalSince1970: 1_234_567_890.5), url, uuid, Decimal(string: "3.14") as Any,
      Data([1, 2, 3]),
    ]
    #expect(
      Dump.line(values) == "[Date(2009-02-13T23:31:30.500Z), URL(https://example.com/a?b=1), "
        + "UUID(E621E1F8-C36C-495A-93FC-0C247A3E6E5F), Decimal(3.14), Data(3 bytes)]")
  }

  @Test func urlErrorsAreTheirCode() throws {
    let offline = URLError(
      .notConnectedToInternet,
      userInfo: [NSURLErrorFailingURLErrorKey: URL(fileURLWithPath: "/a")])
    let error: (any Error)? = offline
    #expect(Dump.line(error as Any) == "URLError(.notConnectedToInternet)")
    let callIsActive = try #require(URLError.Code(rawValue: NSURLErrorCallIsActive))
    #expect(Dump.line(URLError(callIsActive)) == "URLError(code: -1019)")
  }

  @Test func classesAndCycles() {
    let first = Node(value: 1)
    first.next = Node(value: 2, next: first)
    #expect(
      Dump.block(first) == """
        Node(
          value: 1,
          next: Node(
            value: 2,
            next: Node(↻ cycle)
          )
        )
        """)
    // The same object twice, but not inside itself, is no cycle.
    let shared = Node(value: 7)
    #expect(
      Dump.line([shared, shared]) == "[Node(value: 7, next: nil), Node(value: 7, next: nil)]")
  }

  @Test func weakAndUnownedFieldsReadSafely() {
    let owner = Node(value: 9)
    let rows = [Row(title: "a", owner: owner, size: 1), Row(title: "b", owner: nil, size: 2)]
    #expect(
      Dump.line(rows)
        == #"[Row(title: "a", owner: Node(value: 9, next: nil), size: 1), "#
        + #"Row(title: "b", owner: nil, size: 2)]"#)
    var grown = rows
    grown[1].size = 3
    #expect(diff(rows, grown, at: Path("rows")).pathLines() == ["~ rows[1].size: 2 → 3"])
  }

  @Test func observableClassShowsDeclaredNames() {
    let model = CounterModel()
    model.count = 3
    #expect(Dump.line(model) == #"CounterModel(count: 3, title: "Counter")"#)
  }

  @Test func capsLeaveVisibleMarkers() {
    let tight = DumpOptions(maxDepth: 1, maxCollectionElements: 3, maxStringLength: 10)
    #expect(Dump.line(Array(0..<10), options: tight) == "[0, 1, 2, … (7 more)]")
    #expect(
      Dump.line(state, options: tight)
        == "DisplayState(isLoading: false, displayedUsers: […], route: .userDetail(…), alert: nil)")
    #expect(
      Dump.line(String(repeating: "x", count: 1_244), options: tight)
        == #""xxxxxxxxxx"…(+1,234 chars)"#)
    #expect(
      Dump.block(Array(0..<5), options: tight) == """
        [
          [0]: 0,
          [1]: 1,
          [2]: 2,
          … (2 more)
        ]
        """)
  }

  /// Enums and tuples are read through the runtime's reflection, not a `Mirror`: every kind of
  /// case shows the children, labels and order a mirror gives.
  @Test func enumsAndTuplesReadAsTheirMirrorsShowThem() {
    let values: [Any] = [
      Shape.point, Shape.circle(radius: 2), Shape.pair(1, "a"), Shape.nested(.circle(radius: 1)),
      Shape.box(Node(value: 7)), Wrapped<String>.some("x"), (1, "a", x: 2.5), (),
    ]
    for value in values {
      let viaMirror = Self.childrenAsMirrorShowsThem(value)
      let viaRuntime =
        Mirror(reflecting: value).displayStyle == .enum
        ? RuntimeChildren.enumCase(value) ?? (Reflection.caseName(of: value), [])
        : (name: "", payload: RuntimeChildren.elements(of: value))
      #expect(viaRuntime.name == viaMirror.name, "\(value)")
      #expect(viaRuntime.payload.map(\.label) == viaMirror.payload.map(\.label))
      #expect(
        viaRuntime.payload.map { Dump.line($0.value) }
          == viaMirror.payload.map { Dump.line($0.value) })
    }
    #expect(Dump.line(Shape.nested(.pair(1, "a"))) == #".nested(.pair(1, "a"))"#)
    #expect(Dump.line(Shape.box(Node(value: 7))) == ".box(Node(value: 7, next: nil))")
    #expect(Dump.line([Shape.point, .circle(radius: 2)]) == "[.point, .circle(radius: 2.0)]")
  }

  /// An enum's case name and payload, or a tuple's elements, read with `Mirror` alone: what
  /// the runtime's reading must give.
  private static func childrenAsMirrorShowsThem(_ value: Any) -> (name: String, payload: [Field]) {
    let mirror = Mirror(reflecting: value)
    let fields = { (mirror: Mirror) in
      mirror.children.map { Field(label: $0.label, value: $0.value) }
    }
    guard mirror.displayStyle == .enum else { return ("", fields(mirror)) }
    guard let child = mirror.children.first else { return (String(describing: value), []) }
    let payload = Mirror(reflecting: child.value)
    return (
      child.label ?? "?",
      payload.displayStyle == .tuple ? fields(payload) : [Field(label: nil, value: child.value)]
    )
  }

  /// A type's own mirror is what it chose to show: kept for enums and their payloads.
  @Test func customMirrorsOfEnumsAreKept() {
    #expect(Dump.line(Secret.token("abc")) == #".token("•••")"#)
    #expect(Dump.line(Shape.hidden(Secret.token("abc"))) == #".hidden(.token("•••"))"#)
    #expect(Dump.line(Shape.labelled(Pair())) == #".labelled(left: 1, right: 2)"#)
  }

  @Test func emptyContainers() {
    #expect(Dump.line([Int]()) == "[]")
    #expect(Dump.line(Set<Int>()) == "Set([])")
    #expect(Dump.line(Empty()) == "Empty()")
  }
}

private struct Empty {}

private indirect enum Shape {
  case point
  case circle(radius: Double)
  case pair(Int, String)
  case nested(Shape)
  case box(Node)
  case hidden(Secret)
  case labelled(Pair)
}

private enum Wrapped<Value> {
  case some(Value)
}

/// An enum whose mirror hides its payload.
private enum Secret: CustomReflectable {
  case token(String)

  var customMirror: Mirror {
    Mirror(self, children: ["token": "•••"], displayStyle: .enum)
  }
}

/// A struct that shows itself as a tuple, as an enum's payload of two values would be.
private struct Pair: CustomReflectable {
  var customMirror: Mirror {
    Mirror(self, children: ["left": 1, "right": 2], displayStyle: .tuple)
  }
}

/// Not Equatable, with weak storage: must be walked through Mirror, never read as raw memory.
private struct Row {
  var title: String
  weak var owner: Node?
  var size: Int
}

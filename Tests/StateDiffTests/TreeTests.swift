import Testing

@testable import StateDiff

@Suite struct TreeTests {
  @Test func nestedChangesInContext() {
    let old = DisplayState(
      isLoading: false, displayedUsers: [leanne, ervin, clementine, patricia],
      route: .userDetail(userId: 3, userName: "C"), alert: nil)
    var new = old
    new.isLoading = true
    new.displayedUsers = [
      patricia, leanne, DisplayedUser(id: 2, fullName: "Ervin H.", emailLabel: "shanna@melissa.tv"),
    ]
    new.route = .userDetail(userId: 3, userName: "Clementine Bauch")
    new.alert = "Oops"
    #expect(
      diff(old, new).tree() == """
          DisplayState(
        -   isLoading: false,
        +   isLoading: true,
            displayedUsers: [
        ↕     [0]: moved from [3],
              … (1 unchanged)
        -     [2]: DisplayedUser(
        -       id: 3,
        -       fullName: "Clementine Bauch",
        -       emailLabel: "nathan@yesenia.net"
        -     ),
              [2]: DisplayedUser(
                … (1 unchanged)
        -       fullName: "Ervin Howell",
        +       fullName: "Ervin H.",
                … (1 unchanged)
              )
            ],
            route: .userDetail(
              … (1 unchanged)
        -     userName: "C"
        +     userName: "Clementine Bauch"
            ),
        +   alert: "Oops"
          )
        """)
  }

  @Test func largeUnchangedRunsCollapse() {
    let many = (0..<10_000).map { DisplayedUser(id: $0, fullName: "U\($0)", emailLabel: "") }
    var changed = many
    changed[1].fullName = "X"
    #expect(
      diff(many, changed, at: Path("displayedUsers")).tree() == """
          displayedUsers: [
            … (1 unchanged)
            [1]: DisplayedUser(
              … (1 unchanged)
        -     fullName: "U1",
        +     fullName: "X",
              … (1 unchanged)
            ),
            … (9,998 unchanged)
          ]
        """)
  }

  @Test func dictionariesAndSets() {
    #expect(
      diff(["a": 1, "b": 2, "z": 0], ["a": 1, "b": 3, "c": 4, "z": 0], at: Path("d")).tree() == """
          d: [
        -   "b": 2,
        +   "b": 3,
        +   "c": 4,
            … (2 unchanged)
          ]
        """)
    #expect(
      diff(Set([1, 2]), Set([2, 3]), at: Path("tags")).tree() == """
          tags: Set([
        -   1,
        +   3,
            … (1 unchanged)
          ])
        """)
  }

  @Test func fieldByFieldDiffsStack() {
    let combined = diff(1, 2, at: Path("page")) + diff(false, true, at: Path("isLoading"))
    #expect(
      combined.tree() == """
        - page: 1
        + page: 2
        - isLoading: false
        + isLoading: true
        """)
  }
}

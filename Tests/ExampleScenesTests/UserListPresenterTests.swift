import Testing

@testable import ExampleData
@testable import ExampleScenes

@MainActor
@Suite struct UserListPresenterTests {
  @Test func formatsNamesWordByWordAndLowercasesEmails() {
    let state = UserListDisplayState()
    let presenter = UserListPresenter(displayState: state)
    presenter.presentUsers(
      UserList.FetchUsers.Response(users: [
        .sample(id: 8, name: "nicholas runolfsdottir v", email: "Sherwood@Rosamond.ME"),
        .sample(id: 2, name: "ERVIN howell", email: "Shanna@melissa.tv"),
      ]))
    #expect(
      state.displayedUsers == [
        .init(id: 8, fullName: "Nicholas Runolfsdottir V", emailLabel: "sherwood@rosamond.me"),
        .init(id: 2, fullName: "Ervin Howell", emailLabel: "shanna@melissa.tv"),
      ])
  }

  @Test func errorsAndSelectionBecomePendingEvents() {
    let state = UserListDisplayState()
    let presenter = UserListPresenter(displayState: state)
    presenter.presentError(DataSourceError.network)
    #expect(state.pendingError == "Network problem, please try again.")
    presenter.presentSelectedUser(
      UserList.SelectUser.Response(selectedUser: .sample(id: 3, name: "clementine bauch")))
    #expect(state.pendingNavigation == .init(userId: 3, userName: "Clementine Bauch"))
  }

  @Test func loadingFlagFollowsThePresenter() {
    let state = UserListDisplayState()
    let presenter = UserListPresenter(displayState: state)
    presenter.presentLoading(true)
    #expect(state.isLoading)
    presenter.presentLoading(false)
    #expect(!state.isLoading)
  }
}

extension User {
  static func sample(id: Int, name: String, email: String = "a@b.c") -> User {
    User(
      id: id, name: name, username: "user\(id)", email: email,
      address: Address(
        street: "s", suite: "s", city: "c", zipcode: "z", geo: Address.Geo(lat: "0", lng: "0")),
      phone: "0", website: "w", company: Company(name: "n", catchPhrase: "c", bs: "b"))
  }
}

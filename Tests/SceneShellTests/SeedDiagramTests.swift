import Testing

/// The flows the seed articles draw by hand, regenerated from real execution and compared hop
/// by hop. Each test quotes the seed's drawing; the tree is what `trace` prints for it. A scene
/// that drew a wrong arrow (the view calling a presenter, a router calling an interactor) or
/// lost a step (the notification reaching the interactor) fails here.
@Suite struct SeedDiagramTests {
  /// The tree `trace` printed for `command` (the lines from the command to the next prompt
  /// output that is not part of a tree).
  private func tree(of command: String, in output: String) -> String {
    var lines: [Substring] = []
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if lines.isEmpty {
        if line == command { lines.append(line) }
      } else if line.hasPrefix(" ") || line.hasPrefix("├") || line.hasPrefix("└")
        || line.hasPrefix("│")
      {
        lines.append(line)
      } else {
        break
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Seed 000, flows 1 and 2:
  ///
  ///     1. viewDidLoad → startObserving() → withObservationTracking terdaftar
  ///        └─ fetchUsers() → Task { await interactor.fetchUsers() }
  ///     2. Interactor.fetchUsers() [actor]
  ///        ├─ await presenter.presentLoading(true)
  ///        │   └─ displayState.isLoading = true ←── withObservationTracking fires
  ///        ├─ let users = try await worker.fetchUsers()
  ///        ├─ await presenter.presentUsers(response)
  ///        │   └─ displayState.displayedUsers = [...] ←── fires
  ///        └─ await presenter.presentLoading(false)
  ///            └─ displayState.isLoading = false ←── fires
  ///
  /// The screen's load is the session's start; seed 003's foreground observer starts beside it,
  /// first, as the view starts it before the fetch.
  @Test func seed000Flows1And2() async throws {
    let result = try await Scenesh.run(input: "trace\n")
    #expect(
      tree(of: "start: open users", in: result.output) == """
        start: open users
        └─ push users
           ├─ ∥ UserListInteractor.observeAppForeground  [actor UserListInteractor]
           └─ ∥ UserListInteractor.fetchUsers  [actor UserListInteractor]
              ├─ UserListPresenter.presentLoading(true)  [MainActor]
              │  └─ Δ isLoading: false → true
              ├─ UserListWorker.fetchUsers → 10 users  (300ms)
              ├─ UserListPresenter.presentUsers(users: 10 users)  [MainActor]
              │  └─ Δ displayedUsers: +10
              └─ UserListPresenter.presentLoading(false)  [MainActor]
                 └─ Δ isLoading: true → false
        """)
  }

  /// Seed 000, flow 3, the view's order for a one-time event — reset, *then* act:
  ///
  ///     3. User tap cell → interactor.selectUser()
  ///        └─ presenter.presentSelectedUser(response)
  ///            └─ displayState.pendingNavigation = ViewModel(...) ←── fires
  ///                └─ applyState():
  ///                    displayState.pendingNavigation = nil  (reset)
  ///                    router.routeToUserDetail(...)
  ///
  /// The profile the router pushes then loads itself (seed 001's viewDidLoad): its view, not
  /// the router, asks its interactor.
  @Test func seed000Flow3() async throws {
    let result = try await Scenesh.run(input: "select 2\ntrace\n")
    let selected = tree(of: "select 2", in: result.output).split(separator: "\n").prefix(10)
    #expect(
      selected.joined(separator: "\n") == """
        select 2
        └─ UserListInteractor.selectUser(index: 2)  [actor UserListInteractor]
           └─ UserListPresenter.presentSelectedUser(selectedUser: User(id: 3, name: "clementine bauch", …))  [MainActor]
              ├─ Δ pendingNavigation: nil → ViewModel(userId: 3, userName: "Clementine Bauch")
              └─ pendingNavigation set: waits for the view
                 └─ consume pendingNavigation  [MainActor]
                    ├─ Δ pendingNavigation: ViewModel(userId: 3, userName: "Clementine Bauch") → nil
                    └─ route userDetail(userId: 3, userName: "Clementine Bauch")
                       └─ push profile(3)
                          ├─ Δ isLoading: false → true
        """)
    let mermaid = try await Scenesh.run(input: "select 2\ntrace --mermaid\n").output
    #expect(mermaid.contains("  Router->>View2: push profile(3)\n"))
    #expect(mermaid.contains("  View2->>ProfileInteractor: fetchProfile(userId: 3)\n"))
    #expect(!mermaid.contains("Router->>ProfileInteractor"))
  }

  /// Seed 001's diagram (pure VIP):
  ///
  ///     MainActor (ViewController) └─ Task { await interactor.fetchProfile() }
  ///     actor (Interactor)  async let user = worker.fetch()
  ///                         async let posts = worker.fetch()   ← keduanya paralel
  ///     await presenter?.presentProfile(response)  // auto-hop ke @MainActor
  ///     @MainActor (Presenter)  viewController?.displayProfile()
  ///     @MainActor (ViewController)  Update UI
  ///
  /// The view shows its spinner as it sends the request (the seed's fetchProfile).
  @Test func seed001Diagram() async throws {
    let result = try await Scenesh.run(input: "select 0\nfetch 2\ntrace\ntrace --mermaid\n")
    #expect(
      tree(of: "fetch 2", in: result.output) == """
        fetch 2
        ├─ Δ isLoading: false → true
        └─ ProfileInteractor.fetchProfile(userId: 2)  [actor ProfileInteractor]
           ├─ ∥ ProfileWorker.fetchUser(2) → User(id: 2, name: "ERVIN howell", username: "Antonette", …)  (300ms)
           ├─ ∥ ProfileWorker.fetchPosts(2) → 10 posts  (300ms)
           └─ ProfilePresenter.presentProfile(user: User(id: 2, name: "ERVIN howell", …))  [MainActor]
              └─ ProfileView.displayProfile(displayName: "ERVIN howell", email: "Shanna@melissa.tv", …)  [MainActor]
                 └─ Δ 4 properties in one notification (coalesced)
                      isLoading: true → false
                      displayName: "leanne graham" → "ERVIN howell"
                      email: "Sincere@april.biz" → "Shanna@melissa.tv"
                      posts: +10 -10
        """)
    // Push model: the presenter calls the view; nothing observes a state in between.
    let diagram = result.output.components(separatedBy: "sequenceDiagram\n").last ?? ""
    #expect(diagram.contains("  ProfilePresenter->>View: displayProfile("))
    #expect(!diagram.contains("State (observed)"))
    // The transcript says so too, before the changes the call made.
    #expect(result.output.contains("◂ displayProfile(displayName: \"ERVIN howell\""))
  }

  /// Seed 003's cancellation chain: "Cancel task polling → onTermination dipanggil → inner
  /// Task di Worker di-cancel" — and the foreground notification reaching the interactor
  /// through its AsyncStream.
  @Test func seed003CancellationChainAndForeground() async throws {
    let result = try await Scenesh.run(
      input: "live on 1s\nwait 1s\nlive off\ntrace\nforeground\ntrace\ntrace --mermaid\n")
    #expect(
      tree(of: "live off", in: result.output) == """
        live off
        └─ UserListInteractor.stopLiveUpdates  [actor UserListInteractor]
           └─ ✕ cancel UserListInteractor.liveUpdateTask
              └─ ✕ SceneStream<Array<User>> terminated (cancelled)
                 └─ ✕ cancel UserListWorker.liveUserStream poller 1
        """)
    #expect(
      tree(of: "foreground", in: result.output).hasPrefix(
        """
        foreground
        └─ NotificationCenter ⇢ UserListInteractor: "appWillEnterForeground"
           ├─ UserListPresenter.presentLoading(true)  [MainActor]
        """))
    let diagram = result.output.components(separatedBy: "sequenceDiagram\n").last ?? ""
    #expect(
      diagram.contains("  NotificationCenter->>UserListInteractor: \"appWillEnterForeground\"\n"))
    #expect(!diagram.contains("View->>UserListPresenter"))
    #expect(!diagram.contains("View->>UserListWorker"))
  }

  /// Seed 004's MVI loop, from the article's own code: View → Intent (`onAppear`,
  /// `onTapImage`); the model's changes (`update(state: .loading / .show)`) under the intent and
  /// its request; the model's subject reaching the router, which opens the description.
  @Test func seed004Loop() async throws {
    let result = try await Scenesh.run(input: "open root\ntrace\ntap\ntrace\n")
    let image = "UIImage(size: CGSize(width: 24.0, height: 16.0), format: .png, …)"
    #expect(
      tree(of: "open root", in: result.output) == """
        open root
        └─ push root
           └─ RootIntent.onAppear  [MainActor]
              ├─ Δ none (notified; nothing the view shows changed)
              ├─ GET https://upload.wikimedia.org/wikipedia/commons/f/f4/Honeycrisp.jpg → 200, 159 B  (300ms)
              └─ Δ 2 properties in 2 notifications in one turn (coalesced)
                   image: nil → \(image)
                   isLoading: true → false
        """)
    #expect(
      tree(of: "tap", in: result.output) == """
        tap
        └─ RootIntent.onTapImage  [MainActor]
           └─ RootModel ⇢ RootRouter: .descriptionImage(image: UIImage(size: CGSize(…), format: .…
              └─ route sheet(.descriptionImage(image: UIImage(size: CGSize(width: 24.0, height: 16.0), format: .png, data: Data(159 bytes))))
                 └─ push image
        """)
  }
}

import Combine
import Foundation
import Testing

private final class Contact: ObservableObject {
  @Published var name: String
  @Published var age: Int

  init(name: String, age: Int) {
    self.name = name
    self.age = age
  }
}

private class Screen: ObservableObject {
  @Published var title = "Books"
}

private final class DetailScreen: Screen {
  @Published var isLoading = false
}

/// No `@Published`: its changes are sent by hand, on the default publisher.
private final class Manual: ObservableObject {
  var theme = "light" {
    willSet { objectWillChange.send() }
  }
}

/// Its own `objectWillChange`: `@Published` properties do not send it.
private final class OwnPublisher: ObservableObject {
  let objectWillChange = PassthroughSubject<Void, Never>()
  @Published var value = 0
}

/// `@Published` outside an `ObservableObject`: `$value` works, and there is nothing else.
private final class NotObservable {
  @Published var value = 0
}

@MainActor
private final class MainActorModel: ObservableObject {
  @Published var query = ""
  @Published private(set) var results: [String] = []

  func search() {
    results = [query]
  }
}

@Suite struct ObservableObjectTests {
  /// Sent before the change: a subscriber reading the property still reads the old value.
  @Test func objectWillChangeFiresBeforeTheChange() {
    let log = Log()
    let john = Contact(name: "John", age: 24)
    let cancellable = john.objectWillChange.sink { log("\(john.age) will change") }
    john.age += 1
    #expect(log.all == ["24 will change"])
    #expect(john.age == 25)
    withExtendedLifetime(cancellable) {}
  }

  /// Every set sends, also of the value the property already has.
  @Test func objectWillChangeFiresForEqualValues() {
    let log = Log()
    let contact = Contact(name: "Ann", age: 30)
    let cancellable = contact.objectWillChange.sink { log("will change") }
    contact.age = 30
    contact.name = "Ann"
    #expect(log.all == ["will change", "will change"])
    withExtendedLifetime(cancellable) {}
  }

  /// Every `@Published` property sends the object's one publisher, the same on every read;
  /// another object has another.
  @Test func onePublisherPerObject() {
    let log = Log()
    let contact = Contact(name: "Ann", age: 30)
    let other = Contact(name: "Bea", age: 40)
    #expect(contact.objectWillChange === contact.objectWillChange)
    #expect(contact.objectWillChange !== other.objectWillChange)
    let cancellable = contact.objectWillChange.sink { log("contact") }
    let otherCancellable = other.objectWillChange.sink { log("other") }
    contact.name = "Cat"
    contact.age = 31
    other.age = 41
    #expect(log.all == ["contact", "contact", "other"])
    withExtendedLifetime((cancellable, otherCancellable)) {}
  }

  /// A subclass's `@Published` properties and its superclass's send the same publisher.
  @Test func subclassPropertiesSendToo() {
    let log = Log()
    let screen = DetailScreen()
    let cancellable = screen.objectWillChange.sink {
      log("\(screen.title) \(screen.isLoading)")
    }
    screen.title = "Dune"
    screen.isLoading = true
    #expect(log.all == ["Books false", "Dune false"])
    withExtendedLifetime(cancellable) {}
  }

  /// Without `@Published`, the default publisher is still the same on every read, so that
  /// sending it by hand reaches those who subscribed.
  @Test func sentByHandWithoutPublished() {
    let log = Log()
    let manual = Manual()
    let cancellable = manual.objectWillChange.sink { log("was \(manual.theme)") }
    manual.theme = "dark"
    manual.theme = "dim"
    #expect(log.all == ["was light", "was dark"])
    withExtendedLifetime(cancellable) {}
  }

  /// A class with its own `objectWillChange` sends it itself: `@Published` does not.
  @Test func ownPublisherIsNotSentByPublished() {
    let log = Log()
    let model = OwnPublisher()
    let cancellable = model.objectWillChange.sink { log("will change") }
    model.value = 1
    #expect(log.all.isEmpty)
    model.objectWillChange.send()
    #expect(log.all == ["will change"])
    withExtendedLifetime(cancellable) {}
  }

  /// A main-actor model, as an iOS app writes it, sends from the main actor.
  @MainActor @Test func mainActorModel() {
    let log = Log()
    let model = MainActorModel()
    let cancellable = model.objectWillChange.sink { log("results: \(model.results)") }
    model.query = "dune"
    model.search()
    #expect(log.all == ["results: []", "results: []"])
    #expect(model.results == ["dune"])
    withExtendedLifetime(cancellable) {}
  }

  /// The publisher keeps the object alive no more than the object keeps the publisher: both
  /// go when nothing else holds them.
  @Test func neitherObjectNorPublisherLeaks() {
    weak var weakContact: Contact?
    weak var weakPublisher: ObservableObjectPublisher?
    do {
      let contact = Contact(name: "Ann", age: 30)
      weakContact = contact
      let publisher = contact.objectWillChange
      weakPublisher = publisher
      let cancellable = publisher.sink {}
      contact.age = 31
      withExtendedLifetime(cancellable) {}
    }
    #expect(weakContact == nil)
    #expect(weakPublisher == nil)

    weak var weakManual: Manual?
    weak var weakManualPublisher: ObservableObjectPublisher?
    do {
      let manual = Manual()
      weakManual = manual
      let publisher = manual.objectWillChange
      weakManualPublisher = publisher
      let cancellable = publisher.sink {}
      manual.theme = "dark"
      #expect(manual.objectWillChange === publisher)
      withExtendedLifetime(cancellable) {}
    }
    #expect(weakManual == nil)
    #expect(weakManualPublisher == nil)
  }

  /// A new object at the address of one that has gone does not get the old one's publisher.
  @Test func aNewObjectGetsANewPublisher() {
    let log = Log()
    var cancellables: [AnyCancellable] = []
    for round in 0..<200 {
      let manual = Manual()
      manual.objectWillChange.sink { log("\(round)") }.store(in: &cancellables)
      manual.theme = "dark"
    }
    #expect(log.all == (0..<200).map { "\($0)" })
  }

  /// Read from many threads at once, it is still one publisher; sets from many threads are
  /// each sent.
  @Test func threadSafe() async {
    final class Counter: ObservableObject, @unchecked Sendable {
      // @unchecked Sendable: `count` is only set under `lock`.
      let lock = NSLock()
      @Published var count = 0
    }
    let counter = Counter()
    let log = Log()
    let identities = Log()
    let cancellable = counter.objectWillChange.sink { log("will change") }
    DispatchQueue.concurrentPerform(iterations: 100) { _ in
      identities("\(ObjectIdentifier(counter.objectWillChange))")
      counter.lock.withLock { counter.count += 1 }
    }
    #expect(Set(identities.all).count == 1)
    #expect(log.count == 100)
    #expect(counter.count == 100)
    withExtendedLifetime(cancellable) {}
  }

  /// `ObservableObjectPublisher` on its own: each `send()` reaches every subscriber, whatever
  /// it asked for.
  @Test func observableObjectPublisherIgnoresDemand() {
    let log = Log()
    let publisher = ObservableObjectPublisher()
    publisher.subscribe(Probe<Void, Never>(log: log, initial: .max(1)))
    publisher.send()
    publisher.send()
    #expect(log.all == ["subscription", "()", "()"])
  }
}

@Suite struct PublishedTests {
  /// `$property` sends the current value on subscribe, then each value set, before the
  /// property has it.
  @Test func projectedValueSendsCurrentThenEachNewValue() {
    let log = Log()
    let contact = Contact(name: "Ann", age: 30)
    contact.name = "Bea"
    let cancellable = contact.$name.sink { log("new: \($0), still: \(contact.name)") }
    contact.name = "Cat"
    contact.name = "Cat"
    #expect(
      log.all == ["new: Bea, still: Bea", "new: Cat, still: Bea", "new: Cat, still: Cat"])
    #expect(contact.name == "Cat")
    withExtendedLifetime(cancellable) {}
  }

  /// `objectWillChange` first, then `$property`, then the property has the value.
  @Test func objectWillChangeComesFirst() {
    let log = Log()
    let contact = Contact(name: "Ann", age: 30)
    var cancellables = Set<AnyCancellable>()
    contact.$age.dropFirstValue { log("$age: \($0), age: \(contact.age)") }
      .store(in: &cancellables)
    contact.objectWillChange.sink { log("objectWillChange, age: \(contact.age)") }
      .store(in: &cancellables)
    contact.age = 31
    #expect(log.all == ["objectWillChange, age: 30", "$age: 31, age: 30"])
  }

  /// The current value waits for a demand, as a `CurrentValueSubject`'s does.
  @Test func currentValueWaitsForDemand() {
    let log = Log()
    let contact = Contact(name: "Ann", age: 30)
    let probe = Probe<Int, Never>(log: log, initial: .none)
    contact.$age.subscribe(probe)
    #expect(log.all == ["subscription"])
    probe.subscription?.request(.max(1))
    #expect(log.all == ["subscription", "30"])
  }

  /// Outside an `ObservableObject`, `$property` still publishes.
  @Test func worksOutsideAnObservableObject() {
    let log = Log()
    let object = NotObservable()
    let cancellable = object.$value.sink { log("\($0)") }
    object.value = 1
    #expect(log.all == ["0", "1"])
    withExtendedLifetime(cancellable) {}
  }

  /// The MVI pipeline a search model builds from `$query`.
  @Test func searchPipeline() async {
    final class SearchModel: ObservableObject, @unchecked Sendable {
      // @unchecked Sendable: the test sets `query` on `queue` only.
      @Published var query = ""
      @Published var results: [String] = []
      let queue = DispatchQueue(label: "search.model")
      var cancellables = Set<AnyCancellable>()

      init() {
        $query
          .removeDuplicates()
          .filter { !$0.isEmpty }
          .debounce(for: .milliseconds(20), scheduler: queue)
          .map { [$0.capitalized] }
          .sink { [weak self] in self?.results = $0 }
          .store(in: &cancellables)
      }
    }
    let model = SearchModel()
    run(on: model.queue) {
      for text in ["d", "du", "dun", "dune", "dune"] { model.query = text }
    }
    #expect(await eventually { model.queue.sync { model.results } == ["Dune"] })
  }
}

extension Publisher where Failure == Never {
  /// Sinks every value but the one a subscriber gets on subscribing.
  fileprivate func dropFirstValue(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    var first = true
    return sink { value in
      if first {
        first = false
      } else {
        receive(value)
      }
    }
  }
}

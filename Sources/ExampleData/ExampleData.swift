import Foundation
import SceneRuntime

/// The data every example scene reads, and the host commands that change it: the embedded
/// fixtures (or the server of `--data-url`) behind the fault injector, so that `data …` and
/// `fault …` reach every call whichever source is underneath.
@MainActor
public struct ExampleData {
  /// Where scenes read: the fault injector around the real source.
  public var source: any UserDataSource { faults }
  /// The same fault injector, for a server that answers as one (`SceneURLSession`): it reads
  /// the fault itself, to answer with its status, and the source under it.
  public let faults: FaultInjectingDataSource
  /// `data rename|add|remove …` and `fault …`.
  public let commands: [Intent]

  public init(context: SceneCatalog.Context) {
    let embedded = EmbeddedDataSource(clock: context.clock)
    let underlying: any UserDataSource =
      context.dataURL.flatMap(URL.init(string:)).map {
        HTTPDataSource(baseURL: $0, events: context.events)
      } ?? embedded
    let editable = underlying is EmbeddedDataSource ? embedded : nil
    let faults = FaultInjectingDataSource(
      wrapping: underlying, clock: context.clock, events: context.events)
    self.faults = faults
    commands = [
      DataCommand.intent(dataSource: editable, events: context.events),
      FaultCommand.intent(faults: faults, events: context.events),
    ]
  }
}

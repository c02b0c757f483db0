import Synchronization

/// Names of types, as traces and dumps print them.
public enum TypeName {
  /// What `String(describing: type)` prints (`User`, `Array<User>`), without its cost: for a
  /// metatype it first looks up three protocol conformances, each a scan of every conformance
  /// record the first time a type is seen (~0.9M instructions per type at start-up). Cached
  /// per type: a dump names the type of every struct it writes.
  public static func of(_ type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let name = names.withLock({ $0[id] }) { return name }
    let name = _typeName(type, qualified: false)
    names.withLock { $0[id] = name }
    return name
  }

  /// A type's short name, `User` for `ExampleScenes.UserList.User`: what traces call a component
  /// or a value. Cached per type, since it is asked for on every hop.
  public static func short(_ type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let name = cache.withLock({ $0[id] }) { return name }
    let full = of(type)
    let name = full.split(separator: ".").last.map(String.init) ?? full
    cache.withLock { $0[id] = name }
    return name
  }

  private static let names = Mutex<[ObjectIdentifier: String]>([:])
  private static let cache = Mutex<[ObjectIdentifier: String]>([:])
}

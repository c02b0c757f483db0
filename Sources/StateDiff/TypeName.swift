import Synchronization

/// A type's short name, `User` for `ExampleScenes.UserList.User`: what traces call a component
/// or a value. Cached per type, since it is asked for on every hop and `String(describing:)`
/// of a type is not cheap.
public enum TypeName {
  public static func short(_ type: Any.Type) -> String {
    let id = ObjectIdentifier(type)
    if let name = cache.withLock({ $0[id] }) { return name }
    // `String(describing:)` of a metatype looks up three protocol conformances first, each a
    // scan of every conformance record the first time: ~0.9M instructions per new type.
    let full = _typeName(type, qualified: false)
    let name = full.split(separator: ".").last.map(String.init) ?? full
    cache.withLock { $0[id] = name }
    return name
  }

  private static let cache = Mutex<[ObjectIdentifier: String]>([:])
}

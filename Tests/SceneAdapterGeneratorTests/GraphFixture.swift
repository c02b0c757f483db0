import Foundation

/// A symbol graph built in code, shaped as the toolchain writes one: each symbol's declaration
/// as fragments (attributes, then the text), parameters with their type's symbol, and the
/// relationships joining members to their types.
struct GraphFixture {
  private var symbols: [[String: Any]] = []
  private var relationships: [[String: Any]] = []

  /// A type: `kind` is `protocol`, `class`, `struct` or `enum`; `declaration` as written after
  /// the attributes (`protocol P: AnyObject`, `actor A`). `inheritsFrom` names another
  /// module's types, as the graph does by a fallback name (`UIKit.UIViewController`).
  /// `modifiers` (`final`) are keywords of their own, as the toolchain writes them; `location`
  /// is the declaring file and its line (0-based), as the graph gives them.
  mutating func type(
    _ id: String, _ kind: String, _ path: [String], _ declaration: String,
    attributes: [String] = [], access: String = "public", modifiers: [String] = [],
    conformsTo: [String] = [], inheritsFrom: [String] = [], location: (URL, Int)? = nil
  ) {
    var entry = symbol(
      id, "swift.\(kind)", path, declaration, attributes: attributes, access: access,
      modifiers: modifiers)
    if let (file, line) = location {
      entry["location"] = ["uri": file.absoluteString, "position": ["line": line, "character": 0]]
    }
    symbols.append(entry)
    for target in conformsTo {
      relationships.append(["kind": "conformsTo", "source": id, "target": target])
    }
    for name in inheritsFrom {
      relationships.append([
        "kind": "inheritsFrom", "source": id, "target": "external:" + name,
        "targetFallback": name,
      ])
    }
  }

  /// A method, property or initialiser of `owner` (a requirement when the owner is a
  /// protocol; `type.method` for a static one); `parameters` are (name, type, type's symbol).
  mutating func member(
    of owner: String, requirement: Bool = false, _ kind: String, _ path: [String],
    _ declaration: String, parameters: [(String, String, String?)] = [],
    attributes: [String] = [], access: String = "public", modifiers: [String] = [],
    doc: String? = nil
  ) {
    let id = owner + "." + path.joined(separator: ".")
    var entry = symbol(
      id, "swift.\(kind)", path, declaration, attributes: attributes, access: access,
      modifiers: modifiers)
    if kind != "property" {
      entry["functionSignature"] = [
        "parameters": parameters.map { name, type, typeID -> [String: Any] in
          var typeFragment: [String: Any] = ["kind": "typeIdentifier", "spelling": type]
          if let typeID { typeFragment["preciseIdentifier"] = typeID }
          return [
            "name": name,
            "declarationFragments": [
              ["kind": "identifier", "spelling": name], ["kind": "text", "spelling": ": "],
              typeFragment,
            ],
          ]
        }
      ]
    }
    if let doc { entry["docComment"] = ["lines": [["text": doc]]] }
    symbols.append(entry)
    relationships.append([
      "kind": requirement ? "requirementOf" : "memberOf", "source": id, "target": owner,
    ])
  }

  private func symbol(
    _ id: String, _ kind: String, _ path: [String], _ declaration: String,
    attributes: [String], access: String, modifiers: [String]
  ) -> [String: Any] {
    var fragments: [[String: Any]] = [["kind": "keyword", "spelling": access]]
    for attribute in attributes {
      fragments.append(["kind": "text", "spelling": " "])
      fragments.append(["kind": "attribute", "spelling": "@"])
      fragments.append(["kind": "attribute", "spelling": attribute])
    }
    for modifier in modifiers {
      fragments.append(["kind": "text", "spelling": " "])
      fragments.append(["kind": "keyword", "spelling": modifier])
    }
    fragments.append(["kind": "text", "spelling": " "])
    fragments.append(["kind": "text", "spelling": declaration])
    return [
      "kind": ["identifier": kind], "identifier": ["precise": id], "pathComponents": path,
      "declarationFragments": fragments, "accessLevel": access,
    ]
  }

  func json(module: String = "Scene") throws -> Data {
    try JSONSerialization.data(
      withJSONObject: [
        "module": ["name": module], "symbols": symbols, "relationships": relationships,
      ])
  }
}

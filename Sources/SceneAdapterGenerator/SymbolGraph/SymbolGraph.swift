/// The part of a symbol graph (`MODULE.symbols.json`, as `swift symbolgraph-extract` and
/// SwiftPM's `getSymbolGraph` write it) the generator reads: every symbol's kind, path,
/// declaration and signature, and the relationships between them.
public struct SymbolGraph: Decodable, Sendable {
  public struct Module: Decodable, Sendable {
    public let name: String
  }

  /// One piece of a declaration as written: a keyword, a name, a type (with its symbol).
  public struct Fragment: Decodable, Sendable {
    public let kind: String
    public let spelling: String
    public let preciseIdentifier: String?
  }

  public struct Symbol: Decodable, Sendable {
    public struct Kind: Decodable, Sendable {
      public let identifier: String
    }
    public struct Identifier: Decodable, Sendable {
      public let precise: String
    }
    public struct DocComment: Decodable, Sendable {
      public struct Line: Decodable, Sendable {
        public let text: String
      }
      public let lines: [Line]
    }
    /// A parameter: `name` is the name the body uses (the label, when there is no other).
    public struct Parameter: Decodable, Sendable {
      public let name: String
      public let internalName: String?
      public let declarationFragments: [Fragment]?
    }
    public struct FunctionSignature: Decodable, Sendable {
      public let parameters: [Parameter]?
      public let returns: [Fragment]?
    }
    /// Where the declaration is: read for what the graph does not say (`private(set)`).
    public struct Location: Decodable, Sendable {
      public struct Position: Decodable, Sendable {
        public let line: Int
      }
      public let uri: String
      public let position: Position
    }

    /// Set on a member declared in an extension (which no subclass can override).
    public struct SwiftExtension: Decodable, Sendable {
      public let extendedModule: String
    }

    public let kind: Kind
    public let identifier: Identifier
    public let pathComponents: [String]
    public let swiftExtension: SwiftExtension?
    public let docComment: DocComment?
    public let functionSignature: FunctionSignature?
    public let declarationFragments: [Fragment]?
    public let accessLevel: String
    public let location: Location?
  }

  /// `memberOf`, `requirementOf`, `conformsTo`, `inheritsFrom`, …, from `source` to `target`.
  public struct Relationship: Decodable, Sendable {
    public let kind: String
    public let source: String
    public let target: String
    public let targetFallback: String?
  }

  public let module: Module
  public let symbols: [Symbol]
  public let relationships: [Relationship]
}

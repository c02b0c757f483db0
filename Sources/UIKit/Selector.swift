import Foundation

#if !canImport(ObjectiveC)
  /// A method's name, as `#selector(…)` (which Linux's compiler refuses: the `LinuxCopies`
  /// plugin writes it `Selector("…")`) and `NSSelectorFromString` make one. There is no
  /// Objective-C runtime to find a method by its name: ``SelectorTable`` holds what the host's
  /// adapter registered.
  ///
  /// ```swift
  /// let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: Selector("done"))
  /// done.action == NSSelectorFromString("done")  // true
  /// ```
  public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The name as written: `save(_:)` from `#selector(save(_:))`, not Objective-C's `save:`.
    public let description: String

    public init(_ name: String) {
      description = name
    }

    public init(stringLiteral name: String) {
      self.init(name)
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The selector named `aSelectorName`, as a Clean Swift view controller's
  /// `prepare(for:sender:)` makes `routeTo…WithSegue:` from a segue's identifier.
  public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The name `aSelector` was made with.
  public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.description
  }

  /// What an Objective-C runtime would find by a selector, as the host's generated adapter
  /// registers it: with no runtime, `responds(to:)` and `perform(_:with:)` ask this table. The
  /// adapter registers each method of an `@objc` protocol under its Objective-C name and each
  /// action a storyboard or `#selector` names, so the template's
  /// `if router.responds(to: selector) { router.perform(selector, with: segue) }` calls the
  /// router's `routeTo…(segue:)` as on a device.
  ///
  /// ```swift
  /// SelectorTable.register("routeToShowOrderWithSegue:", on: (any ListOrdersRoutingLogic).self) {
  ///   router, argument in router.routeToShowOrder(segue: argument as? UIStoryboardSegue)
  /// }
  /// listRouter.responds(to: NSSelectorFromString("routeToShowOrderWithSegue:"))  // true
  /// ```
  @MainActor
  public enum SelectorTable {
    /// For one selector: given an object, its method bound to it, or nil when the object has
    /// no such method.
    private typealias Finder = @MainActor (AnyObject) -> (@MainActor (Any?) -> Void)?

    private static var finders: [String: [Finder]] = [:]

    /// Says how to find `selector`'s method on the objects that have it; several types may
    /// have a method of one name, each registered.
    private static func register(_ selector: String, _ find: @escaping Finder) {
      finders[selector, default: []].append(find)
    }

    /// Says that `selector` names `method` on objects of type `Target` (a class, or a
    /// protocol's existential such as `(any ListOrdersRoutingLogic).self`).
    ///
    /// ```swift
    /// SelectorTable.register("routeToShowOrderWithSegue:", on: (any ListOrdersRoutingLogic).self) {
    ///   router, argument in router.routeToShowOrder(segue: argument as? UIStoryboardSegue)
    /// }
    /// ```
    public static func register<Target>(
      _ selector: String, on type: Target.Type,
      _ method: @escaping @MainActor (Target, Any?) -> Void
    ) {
      register(selector) { target in
        guard let typed = target as? Target else { return nil }
        return { argument in method(typed, argument) }
      }
    }

    /// `selector`'s method bound to `target`, if a registration finds one.
    public static func method(_ selector: Selector, of target: AnyObject) -> (
      @MainActor (Any?) -> Void
    )? {
      for find in finders[selector.description] ?? [] {
        if let method = find(target) { return method }
      }
      return nil
    }
  }

  extension NSObjectProtocol {
    /// Whether ``SelectorTable`` finds a method of this object by `aSelector`: false for any
    /// selector the host's adapter did not register, where an Objective-C runtime would look
    /// through the class's methods.
    @MainActor
    public func responds(to aSelector: Selector?) -> Bool {
      guard let aSelector else { return false }
      return SelectorTable.method(aSelector, of: self) != nil
    }

    /// Calls the method ``SelectorTable`` finds by `aSelector` with `object`; does nothing for a
    /// selector it does not find (the app would raise "unrecognized selector"). Returns nil: a
    /// result is not carried.
    @MainActor
    @discardableResult
    public func perform(_ aSelector: Selector?, with object: Any?) -> Unmanaged<AnyObject>? {
      if let aSelector { SelectorTable.method(aSelector, of: self)?(object) }
      return nil
    }
  }
#endif

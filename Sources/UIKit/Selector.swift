import Foundation

#if !canImport(ObjectiveC)
  /// A method's name, as `#selector(…)` (which Linux's compiler refuses: the `LinuxCopies`
  /// plugin writes it `Selector("…")`) and `NSSelectorFromString` make one. There is no
  /// Objective-C runtime to find a method by its name: a selector here is a name a button or a
  /// test can read, nothing calls it.
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

  extension NSObjectProtocol {
    /// False: with no Objective-C runtime nothing is found by its selector, so the template's
    /// `if router.responds(to: selector) { router.perform(selector, with: segue) }` does
    /// nothing, where on a device it would call the router's `routeTo…(segue:)`.
    public func responds(to aSelector: Selector?) -> Bool {
      false
    }

    /// Does nothing and returns nil: nothing is found by its selector (``responds(to:)``).
    @discardableResult
    public func perform(_ aSelector: Selector?, with object: Any?) -> Unmanaged<AnyObject>? {
      nil
    }
  }
#endif

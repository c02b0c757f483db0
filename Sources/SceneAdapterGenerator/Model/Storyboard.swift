/// What an Interface Builder storyboard says UIKit makes when it loads a controller: for each
/// scene, the controller's class and identifier, the objects its outlets point at (labels,
/// fields, pickers…) with the attributes that are state, the segues that start from it, and the
/// actions its objects send. Read by ``StoryboardReader``; layout is left out.
public struct Storyboard: Sendable, Equatable {
  /// The file's name without `.storyboard`: `UIStoryboard(name:bundle:)`'s name.
  public let name: String
  /// The element id of the controller the storyboard opens with, if it says.
  public let initialViewController: String?
  /// Every scene's controller, in the document's order.
  public let controllers: [Controller]

  /// A connection from an object's property to another object: `<outlet property=…>`.
  public struct Outlet: Sendable, Equatable {
    public let property: String
    public let destination: String
  }

  /// A segue starting from a controller or one of its objects.
  public struct Segue: Sendable, Equatable {
    /// What `prepare(for:sender:)` reads as `segue.identifier`; nil for an unnamed one.
    public let identifier: String?
    public let destination: String
    /// `show`, `presentation`, `relationship`, …
    public let kind: String
    /// `rootViewController` for a navigation controller's root.
    public let relationship: String?
    /// The element the segue starts from: `tableViewCell` (a row tap), `barButtonItem`, …
    public let sourceElement: String
  }

  /// An action an object sends: `<action selector="save:" destination=… eventType=…>`.
  public struct Action: Sendable, Equatable {
    /// Objective-C's spelling: `saveButtonTapped:`.
    public let selector: String
    public let destination: String
    public let eventType: String?
    /// The element id and element name sending it.
    public let sourceID: String
    public let sourceElement: String
  }

  /// An object of a scene: a view, a control, a bar button, a top-level picker.
  public struct Object: Sendable, Equatable {
    public let id: String
    /// `label`, `textField`, `pickerView`, …
    public let element: String
    public let customClass: String?
    /// The element's attributes as written (`text`, `placeholder`, `on`, `key`, …).
    public let attributes: [String: String]
    /// Its own outlets: a field's `delegate`, a picker's `dataSource`.
    public let outlets: [Outlet]
  }

  /// A bar button a navigation item shows (`leftBarButtonItem`, `rightBarButtonItem`).
  public struct BarButton: Sendable, Equatable {
    public let key: String
    public let systemItem: String?
    public let title: String?
    public let action: String?
    public let segueIdentifier: String?
  }

  /// One scene's controller.
  public struct Controller: Sendable, Equatable {
    public let id: String
    /// `viewController`, `tableViewController`, `navigationController`, …
    public let element: String
    public let customClass: String?
    public let storyboardIdentifier: String?
    /// The controller's outlets, each to one object.
    public let outlets: [Outlet]
    /// Outlet collections, each property with its objects in the document's order.
    public let outletCollections: [(property: String, destinations: [String])]
    /// The objects of the scene with an id, the controller excluded, in the document's order.
    public let objects: [Object]
    public let segues: [Segue]
    public let actions: [Action]
    public let navigationTitle: String?
    public let barButtons: [BarButton]
    /// The element id of the controller's own view (`<tableView key="view">`).
    public let viewID: String?

    /// What `instantiateViewController(withIdentifier:)` finds it by: its storyboard
    /// identifier, else its element id.
    public var key: String { storyboardIdentifier ?? id }

    public func object(_ id: String) -> Object? {
      objects.first { $0.id == id }
    }

    public static func == (left: Controller, right: Controller) -> Bool {
      left.id == right.id && left.element == right.element
        && left.customClass == right.customClass
        && left.storyboardIdentifier == right.storyboardIdentifier
        && left.outlets == right.outlets && left.objects == right.objects
        && left.segues == right.segues && left.actions == right.actions
        && left.navigationTitle == right.navigationTitle && left.barButtons == right.barButtons
        && left.viewID == right.viewID
        && left.outletCollections.map(\.property) == right.outletCollections.map(\.property)
        && left.outletCollections.map(\.destinations)
          == right.outletCollections.map(\.destinations)
    }
  }

  public func controller(_ id: String) -> Controller? {
    controllers.first { $0.id == id }
  }

  /// The controller shown first: the initial one, or the root a navigation controller that
  /// is the initial one holds (its `rootViewController` relationship).
  public var firstController: Controller? {
    guard let initial = initialViewController.flatMap(controller) else { return nil }
    if let root = initial.segues.first(where: { $0.relationship == "rootViewController" }) {
      return controller(root.destination) ?? initial
    }
    return initial
  }
}

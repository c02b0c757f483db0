import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads an Interface Builder storyboard (its XML) into a ``Storyboard``: each scene's
/// controller, the objects with an id, their outlets, segues and actions.
public enum StoryboardReader {
  /// The storyboard in `data`, named `name` (its file name without the extension).
  public static func read(_ data: Data, name: String) throws(GeneratorError) -> Storyboard {
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), let root = builder.root, root.name == "document" else {
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no <document>"
      throw .unreadableStoryboard("\(name).storyboard: \(reason)")
    }
    var controllers: [Storyboard.Controller] = []
    for scene in root.all("scene") {
      guard let objects = scene.children.first(where: { $0.name == "objects" }),
        let element = objects.children.first(where: {
          $0.attributes["sceneMemberID"] == "viewController"
        }),
        let id = element.attributes["id"]
      else { continue }
      controllers.append(controller(element, id: id, in: objects))
    }
    return Storyboard(
      name: name, initialViewController: root.attributes["initialViewController"],
      controllers: controllers)
  }

  private static func controller(_ element: Node, id: String, in objects: Node)
    -> Storyboard.Controller
  {
    var outlets: [Storyboard.Outlet] = []
    var collections: [(property: String, destinations: [String])] = []
    for connection in element.connections {
      guard let property = connection.attributes["property"],
        let destination = connection.attributes["destination"]
      else { continue }
      if connection.name == "outlet" {
        outlets.append(Storyboard.Outlet(property: property, destination: destination))
      } else if connection.name == "outletCollection" {
        if let index = collections.firstIndex(where: { $0.property == property }) {
          collections[index].destinations.append(destination)
        } else {
          collections.append((property, [destination]))
        }
      }
    }
    // Every element with an id in the scene: the controller's subtree and the scene's
    // top-level objects (a picker used as a field's keyboard).
    var nodes: [Node] = []
    for child in objects.children where child !== element { nodes += child.descendants }
    nodes = Array(element.descendants.dropFirst()) + nodes
    let skipped: Set<String> = ["connections", "segue", "outlet", "action", "outletCollection"]
    let objectList = nodes.compactMap { node -> Storyboard.Object? in
      guard let objectID = node.attributes["id"], !skipped.contains(node.name),
        node.attributes["sceneMemberID"] == nil
      else { return nil }
      return Storyboard.Object(
        id: objectID, element: node.name, customClass: node.attributes["customClass"],
        attributes: node.attributes,
        outlets: node.connections.filter { $0.name == "outlet" }.compactMap { outlet in
          guard let property = outlet.attributes["property"],
            let destination = outlet.attributes["destination"]
          else { return nil }
          return Storyboard.Outlet(property: property, destination: destination)
        })
    }
    var segues: [Storyboard.Segue] = []
    var actions: [Storyboard.Action] = []
    for node in [element] + nodes {
      for connection in node.connections {
        if connection.name == "segue", let destination = connection.attributes["destination"] {
          segues.append(
            Storyboard.Segue(
              identifier: connection.attributes["identifier"], destination: destination,
              kind: connection.attributes["kind"] ?? "",
              relationship: connection.attributes[
                "relationship"], sourceElement: node.name))
        } else if connection.name == "action", let selector = connection.attributes["selector"],
          let destination = connection.attributes["destination"]
        {
          actions.append(
            Storyboard.Action(
              selector: selector, destination: destination,
              eventType: connection.attributes["eventType"],
              sourceID: node.attributes["id"] ?? "", sourceElement: node.name))
        }
      }
    }
    let item = element.children.first { $0.name == "navigationItem" }
    let barButtons = (item?.children ?? []).filter { $0.name == "barButtonItem" }.map { button in
      Storyboard.BarButton(
        key: button.attributes["key"] ?? "", systemItem: button.attributes["systemItem"],
        title: button.attributes["title"],
        action: button.connections.first { $0.name == "action" }?.attributes["selector"],
        segueIdentifier: button.connections.first { $0.name == "segue" }?.attributes[
          "identifier"])
    }
    return Storyboard.Controller(
      id: id, element: element.name, customClass: element.attributes["customClass"],
      storyboardIdentifier: element.attributes["storyboardIdentifier"], outlets: outlets,
      outletCollections: collections, objects: objectList, segues: segues, actions: actions,
      navigationTitle: item?.attributes["title"], barButtons: barButtons,
      viewID: element.children.first { $0.attributes["key"] == "view" }?.attributes["id"])
  }

  /// An XML element: its name, attributes and child elements.
  private final class Node {
    let name: String
    let attributes: [String: String]
    var children: [Node] = []

    init(_ name: String, _ attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    /// This element and every element inside it, in the document's order.
    var descendants: [Node] { [self] + children.flatMap(\.descendants) }

    /// The elements named `name` inside it, at any depth.
    func all(_ name: String) -> [Node] { descendants.filter { $0.name == name } }

    /// What its own `<connections>` holds.
    var connections: [Node] {
      children.filter { $0.name == "connections" }.flatMap(\.children)
    }
  }

  /// Builds the element tree as XMLParser reports elements, one parse, on the caller's thread.
  private final class TreeBuilder: NSObject, XMLParserDelegate {
    private(set) var root: Node?
    private var open: [Node] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      let node = Node(elementName, attributes)
      if let parent = open.last { parent.children.append(node) } else { root = node }
      open.append(node)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }
  }
}

/// A picker: its rows come from its data source, its titles from its delegate, as in UIKit;
/// the row picked in each component is kept. ``pick(_:inComponent:)`` picks one as a user's
/// spin would, telling the delegate.
///
/// ```swift
/// picker.dataSource = viewController
/// picker.delegate = viewController
/// picker.pick(2, inComponent: 0)  // viewController's pickerView(_:didSelectRow:inComponent:)
/// picker.selectedRow(inComponent: 0)  // 2
/// ```
@preconcurrency @MainActor
open class UIPickerView: UIView {
  open weak var dataSource: (any UIPickerViewDataSource)?
  open weak var delegate: (any UIPickerViewDelegate)?
  private var selectedRows: [Int: Int] = [:] { didSet { setNeedsDisplay() } }

  open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

  open func numberOfRows(inComponent component: Int) -> Int {
    dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
  }

  /// -1 for a component with no rows, as UIKit says; the first row until one is picked.
  open func selectedRow(inComponent component: Int) -> Int {
    guard component < numberOfComponents, numberOfRows(inComponent: component) > 0 else {
      return -1
    }
    return min(selectedRows[component] ?? 0, numberOfRows(inComponent: component) - 1)
  }

  /// Selects a row without telling the delegate, as UIKit does for the app's own call.
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    selectedRows[component] = row
  }

  open func reloadAllComponents() { setNeedsDisplay() }
  open func reloadComponent(_ component: Int) { setNeedsDisplay() }

  /// The stand-in's own: picks `row` as a user would, then tells the delegate. A row the
  /// component does not have is not picked, and the delegate is not told.
  open func pick(_ row: Int, inComponent component: Int) {
    guard component < numberOfComponents, (0..<numberOfRows(inComponent: component)).contains(row)
    else { return }
    selectedRows[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }
}

@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker's delegate may answer; every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
}

extension Diff {
  /// The changes inside the shape of the values, customDump style: removed lines start with
  /// `-`, added with `+`, moved with `↕`, and unchanged stretches collapse to
  /// `… (9,998 unchanged)`.
  ///
  /// ```
  ///   DisplayState(
  /// -   isLoading: false,
  /// +   isLoading: true,
  ///     … (2 unchanged)
  ///   )
  /// ```
  public func tree() -> String {
    var writer = TreeWriter(options: options)
    var pending = changes[...]
    for root in roots {
      let inside = pending.prefix { $0.path.components.starts(with: root.path.components) }
      pending = pending.dropFirst(inside.count)
      writer.render(root, Array(inside))
    }
    // Changes built by hand have no values around them: show each on its own.
    for change in pending {
      writer.render(change)
    }
    return writer.lines.joined(separator: "\n")
  }
}

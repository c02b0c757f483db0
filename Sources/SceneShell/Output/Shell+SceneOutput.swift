extension Shell {
  /// Prints what the scenes printed since the last look (`print`'s lines are in `trace`
  /// already, under the hop that printed them).
  func showSceneOutput(readingDescriptors: Bool, ending: Bool = false) {
    for line in SceneOutput.shared.take(readingDescriptors: readingDescriptors, ending: ending) {
      console.sceneOutput(line.text, stream: line.stream)
    }
  }
}

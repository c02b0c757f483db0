import Testing

@testable import SceneHosting

@Suite struct CompilerErrorsTests {
  @Test func theAppsFilesAreNamedOnceWithTheirFirstErrorAndTheHostsAreNot() {
    let output = """
      [3/9] Compiling Shop ListViewController.linux.swift
      /tmp/host/App/Scenes/List/ListViewController.swift:42:17: error: value of type 'UILabel' has no member 'layer'
      /tmp/host/App/Scenes/List/ListViewController.swift:50:3: error: cannot find 'x' in scope
      /src/Shop/Cells/Cell.swift:20:19: error: method does not override any method from its superclass
      /tmp/host/Host/Shop.generated.swift:9:1: error: cannot find type 'Gone' in scope
      /tmp/host/App/Scenes/List/ListViewController.swift:42:17: note: did you mean 'layoutMargins'?
      """
    let errors = CompilerErrors(output, roots: ["/tmp/host/App", "/src/Shop"])
    #expect(
      errors.firstErrorByFile.map(\.path) == [
        "Scenes/List/ListViewController.swift", "Cells/Cell.swift",
      ])
    #expect(errors.firstErrorByFile.map(\.line) == [42, 20])
    #expect(
      errors.firstErrorByFile.map(\.message) == [
        "value of type 'UILabel' has no member 'layer'",
        "method does not override any method from its superclass",
      ])
  }

  @Test func aNameFromAFileLeftOutIsSaidToBeThatFilesConsequence() {
    #expect(
      CompilerErrors.reason(
        line: 7, message: "cannot find type 'ListDisplayLogic' in scope", afterOthers: true)
        == "needs `ListDisplayLogic` (line 7), from a file left out above")
    #expect(
      CompilerErrors.reason(
        line: 7, message: "cannot find type 'ListDisplayLogic' in scope", afterOthers: false)
        == "does not build headless (line 7): cannot find type 'ListDisplayLogic' in scope")
    #expect(
      CompilerErrors.reason(line: 3, message: "no member 'layer'", afterOthers: true)
        == "does not build headless (line 3): no member 'layer'")
  }
}

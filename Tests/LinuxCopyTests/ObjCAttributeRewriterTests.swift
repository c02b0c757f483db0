import Testing

@testable import scene_linux_copy

/// What the Linux copy of a file keeps and blanks: only attributes Linux's compiler refuses,
/// never text in comments or strings, and every other character at its line and column.
@Suite struct ObjCAttributeRewriterTests {
  private func rewrite(_ source: String) -> ObjCAttributeRewriter {
    var rewriter = ObjCAttributeRewriter(source: source)
    rewriter.run()
    return rewriter
  }

  @Test func aTemplateRoutersProtocolLosesOnlyItsAttribute() {
    let rewriter = rewrite("import UIKit\n\n@objc protocol ListRoutingLogic\n{\n}\n")
    #expect(rewriter.rewritten == "import UIKit\n\n      protocol ListRoutingLogic\n{\n}\n")
    #expect(rewriter.rewrites == [.init(line: 3, column: 1, spelling: "@objc")])
  }

  @Test func namedAndMembersFormsAreBlankedWithTheirWholeSpelling() {
    let rewriter = rewrite("@objcMembers class A {\n  @objc(route:) func r(_ x: Int) {}\n}\n")
    let blank = { (count: Int) in String(repeating: " ", count: count) }
    #expect(rewriter.rewritten == "\(blank(13))class A {\n\(blank(16))func r(_ x: Int) {}\n}\n")
    #expect(
      rewriter.rewrites == [
        .init(line: 1, column: 1, spelling: "@objcMembers"),
        .init(line: 2, column: 3, spelling: "@objc(route:)"),
      ])
  }

  @Test func anOutletLosesItsAttributeAndWeaknessAndTheOtherInterfaceBuilderOnesStay() {
    let source = """
      class V {
        @IBOutlet weak var label: UILabel!
        @IBOutlet var fields: [UITextField]!
        @IBOutlet private(set) weak var title: UILabel!
        weak var delegate: AnyObject?
        @IBAction func tap(_ s: Any) {}
        @IBInspectable var radius: Int = 0
      }

      """
    let rewriter = rewrite(source)
    #expect(
      rewriter.rewritten
        == source.replacingOccurrences(
          of: "@IBOutlet weak", with: String(repeating: " ", count: 14)
        )
        .replacingOccurrences(
          of: "@IBOutlet private(set) weak", with: "          private(set)     "
        )
        .replacingOccurrences(of: "@IBOutlet", with: String(repeating: " ", count: 9)))
    #expect(
      rewriter.rewrites == [
        .init(line: 2, column: 3, spelling: "@IBOutlet"),
        .init(line: 2, column: 13, spelling: "weak"),
        .init(line: 3, column: 3, spelling: "@IBOutlet"),
        .init(line: 4, column: 3, spelling: "@IBOutlet"),
        .init(line: 4, column: 26, spelling: "weak"),
      ])
  }

  @Test func aSelectorBecomesTheStandInsSelectorNamedAsWritten() {
    let rewriter = rewrite(
      "let a = #selector(add), b = #selector(save(_:))\nlet c = #selector (V.done(sender:))\n")
    #expect(
      rewriter.rewritten
        == "let a = Selector(\"add\"), b = Selector(\"save(_:)\")\n"
        + "let c = Selector(\"V.done(sender:)\")\n")
    #expect(
      rewriter.rewrites == [
        .init(line: 1, column: 9, spelling: "#selector(add)", replacement: "Selector(\"add\")"),
        .init(
          line: 1, column: 29, spelling: "#selector(save(_:))",
          replacement: "Selector(\"save(_:)\")"),
        .init(
          line: 2, column: 9, spelling: "#selector (V.done(sender:))",
          replacement: "Selector(\"V.done(sender:)\")"),
      ])
  }

  @Test func aSelectorOverLinesKeepsThemAndLaterColumnsAreTheOriginals() {
    let rewriter = rewrite("f(#selector(\n  add), x) @objc\n")
    #expect(rewriter.rewritten == "f(Selector(\"add\"\n), x)      \n")
    #expect(
      rewriter.rewrites == [
        .init(
          line: 1, column: 3, spelling: "#selector(\n  add)", replacement: "Selector(\"add\"\n)"),
        .init(line: 2, column: 12, spelling: "@objc"),
      ])
  }

  @Test func aSelectorInACommentOrStringIsText() {
    let source = "// #selector(a)\nlet s = \"#selector(b)\"\nlet selectorName = 1\n"
    let rewriter = rewrite(source)
    #expect(rewriter.rewritten == source)
    #expect(rewriter.rewrites.isEmpty)
  }

  @Test func commentsAndStringsAreText() {
    let source = """
      // @objc here is prose
      /* nested /* @objc */ still a comment @objc */
      let a = "@objc"
      let b = #"@objc "quoted" \\(x)"#
      let c = \"""
        @objc
        \"""
      let d = "\\(f("@objc")) @objc"

      """
    let rewriter = rewrite(source)
    #expect(rewriter.rewritten == source)
    #expect(rewriter.rewrites.isEmpty)
  }

  @Test func codeInsideAnInterpolationIsStillCode() {
    let rewriter = rewrite("let s = \"\\(g(\"a)\")) done\"\n@objc protocol P {}\n")
    #expect(rewriter.rewrites == [.init(line: 2, column: 1, spelling: "@objc")])
  }

  @Test func anIdentifierStartingWithObjcIsNotTheAttribute() {
    let rewriter = rewrite("@objcish struct S {}\n")
    #expect(rewriter.rewrites.isEmpty)
  }
}

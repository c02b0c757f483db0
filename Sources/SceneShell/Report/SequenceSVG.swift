/// A `SequenceDiagram` laid out as SVG by the shell itself: no renderer, no script, no font
/// from anywhere else, so the picture draws offline, in an `<img>`, on a projector.
///
/// Lanes run left to right in the seeds' order (View, Interactor, Worker, Presenter,
/// State/Model, Router), each with where it runs under its name. Calls are numbered solid
/// arrows labelled with the call and its isolation; answers are dashed arrows with the result
/// and its duration on the scene clock. Concurrent calls (an `async let` pair) sit side by side
/// in a `par` frame, one column each; a block repeated in a row (a poll) is drawn once in a
/// `loop ×N` frame. Notes mark what the text forms mark: `Δ` state changes on the State lane,
/// `→ route`, `! alert`, `✕` cancellations, `⚠` broken rules.
///
/// ```swift
/// let svg = SequenceSVG.document(SequenceDiagram(hops), title: "fetch")
/// try svg.write(toFile: "fetch.svg")  // opens in any browser
/// ```
///
/// Geometry is whole pixels and text is measured by character count in a monospaced font, so
/// the same diagram is the same bytes on every machine.
struct SequenceSVG {
  /// The diagram's own rules, for an SVG that stands alone; a page holding many diagrams
  /// writes them once (`HTMLReport`).
  static let style = """
    .seq{font:12px "DejaVu Sans Mono",monospace;fill:#222;background:#fff}\
    .seq .bg{fill:#fff}\
    .seq .lane rect{fill:#e8eef8;stroke:#4a6fa5}\
    .seq .lane-name{font-weight:bold}\
    .seq .small{font-size:10px;fill:#555}\
    .seq .life{stroke:#8a9aa8;stroke-dasharray:4 4}\
    .seq .arrow line,.seq .arrow path.loop{stroke:#222;fill:none;stroke-width:1.3}\
    .seq .reply line,.seq .reply path.loop{stroke-dasharray:5 3}\
    .seq .head{fill:#222;stroke:#222}\
    .seq .reply .head{fill:#fff}\
    .seq .label,.seq .small{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}\
    .seq .num circle{fill:#4a6fa5}\
    .seq .num text{fill:#fff;font-size:9px;font-weight:bold}\
    .seq .note rect{fill:#fffbe6;stroke:#c9b458}\
    .seq .note.state rect{fill:#fff3c4;stroke:#b59b2a}\
    .seq .note.route rect{fill:#f3e6fb;stroke:#8a4fb5}\
    .seq .note.alert rect{fill:#fde2e2;stroke:#c62828}\
    .seq .note.alert text,.seq .note.rule text,.seq .note.cancel text{fill:#b71c1c}\
    .seq .note.rule rect{fill:#ffdddd;stroke:#c62828;stroke-width:2}\
    .seq .note.cancel rect{fill:#fbe9e7;stroke:#c62828}\
    .seq .note.command rect{fill:#263238;stroke:#263238}\
    .seq .note.command text{fill:#fff;font-weight:bold}\
    .seq .frame rect.box{fill:#f6f8fb;stroke:#607d8b}\
    .seq .frame.loop rect.box{fill:none;stroke-dasharray:6 3}\
    .seq .frame .tag{font-weight:bold;fill:#37474f}\
    .seq .frame line.split{stroke:#607d8b;stroke-dasharray:3 3}
    """

  // Whole-pixel geometry: a lane's width, a character's width in tenths of a pixel at 12px.
  private static let margin = 12
  private static let laneWidth = 200
  private static let headerHeight = 40
  private static let charTenths = 73
  private static let smallCharTenths = 61
  private static let minimumColumn = 180

  /// The most arrows and notes one diagram draws: a command that made thousands of hops that
  /// differ (a fast poller's changing answers) would make a picture no one reads and a page
  /// no browser opens. A note says how many more there were; `trace` prints them all.
  static let maximumSteps = 400

  /// A diagram file's first line: what `trace --svg` replaces without asking.
  static let firstLine =
    #"<?xml version="1.0" encoding="UTF-8"?><!-- scenesh sequence diagram -->"#
    + "\n"

  /// `diagram` as an SVG document of its own (`trace --svg`): its rules inside it.
  static func document(
    _ diagram: SequenceDiagram, title: String, redact: @escaping (String) -> String = { $0 }
  ) -> String {
    firstLine
      + element(diagram, title: title, redact: redact, ownStyle: true) + "\n"
  }

  /// `diagram` as an `<svg>` element; `ownStyle` puts the rules inside it.
  static func element(
    _ diagram: SequenceDiagram, title: String, redact: @escaping (String) -> String = { $0 },
    ownStyle: Bool = false
  ) -> String {
    var layout = SequenceSVG(lanes: diagram.lanesInSeedOrder, redact: redact)
    var body = layout.draw(diagram.foldedSteps)
    if layout.skipped > 0, let first = layout.lanes.first {
      body += layout.note(
        lane: first.name,
        text: "… \(layout.skipped) more steps not drawn (the most a diagram draws is "
          + "\(maximumSteps)); trace prints them all",
        tone: .plain, beside: true, left: margin, limit: layout.right + 2 * laneWidth)
    }
    let width = max(layout.widest, margin * 2 + diagram.lanes.count * laneWidth) + margin
    let height = layout.y + margin
    var svg = #"<svg xmlns="http://www.w3.org/2000/svg" class="seq" role="img""#
    svg += #" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#
    svg += "<title>\(Markup.line(redact(title)))</title>"
    if ownStyle { svg += "<style>\(style)</style>" }
    svg += #"<rect class="bg" width="\#(width)" height="\#(height)"/>"#
    for lane in layout.lanes {
      guard let x = layout.centers[lane.name] else { continue }
      svg += #"<line class="life" x1="\#(x)" y1="\#(margin + headerHeight)""#
      svg += #" x2="\#(x)" y2="\#(height - margin)"/>"#
    }
    for lane in layout.lanes { svg += layout.header(lane) }
    return svg + body + "</svg>"
  }

  private let lanes: [SequenceDiagram.Lane]
  private let redact: (String) -> String
  private var centers: [String: Int] = [:]
  /// Where the next row starts.
  private var y: Int
  /// The rightmost pixel drawn on, for the width.
  private var widest = 0
  /// The calls drawn so far, for their numbers.
  private var calls = 0
  /// Arrows and notes drawn, and those left out past `maximumSteps`.
  private var drawn = 0
  private var skipped = 0

  private init(lanes: [SequenceDiagram.Lane], redact: @escaping (String) -> String) {
    self.lanes = lanes
    self.redact = redact
    for (index, lane) in lanes.enumerated() {
      centers[lane.name] = Self.margin + index * Self.laneWidth + Self.laneWidth / 2
    }
    y = Self.margin + Self.headerHeight + 10
  }

  private var right: Int { Self.margin + max(lanes.count, 1) * Self.laneWidth }

  /// A lane's head: its name, and where it runs beneath (`[MainActor]`, `(observed)`).
  private func header(_ lane: SequenceDiagram.Lane) -> String {
    let x = centers[lane.name] ?? 0
    let label = redact(lane.label)
    let split = label.range(of: " [") ?? label.range(of: " (")
    let name = split.map { String(label[..<$0.lowerBound]) } ?? label
    let place = split.map { String(label[label.index(after: $0.lowerBound)...]) }
    let chars = (Self.laneWidth - 16) * 10 / Self.charTenths
    var svg = #"<g class="lane" data-lane="\#(Markup.attribute(lane.name))">"#
    svg += "<title>\(Markup.line(label))</title>"
    svg += #"<rect x="\#(x - Self.laneWidth / 2 + 6)" y="\#(Self.margin)""#
    svg += #" width="\#(Self.laneWidth - 12)" height="\#(Self.headerHeight)" rx="4"/>"#
    let nameY = Self.margin + (place == nil ? 25 : 17)
    svg += #"<text class="lane-name" x="\#(x)" y="\#(nameY)" text-anchor="middle">"#
    svg += Markup.line(Self.cut(name, to: chars)) + "</text>"
    if let place {
      svg += #"<text class="small" x="\#(x)" y="\#(Self.margin + 32)" text-anchor="middle">"#
      svg += Markup.line(Self.cut(place, to: chars * Self.charTenths / Self.smallCharTenths))
      svg += "</text>"
    }
    return svg + "</g>"
  }

  /// `text` cut to `count` characters, an ellipsis saying so; the whole text is in the
  /// element's `<title>`.
  private static func cut(_ text: String, to count: Int) -> String {
    text.count <= count ? text : String(text.prefix(max(count - 1, 1))) + "…"
  }

  private mutating func reach(_ x: Int) {
    widest = max(widest, x)
  }

  /// Draws `steps` from `y` down, lanes at `centers`, labels kept between `left` and `limit`.
  private mutating func draw(
    _ steps: [SequenceDiagram.Step], left: Int? = nil, limit: Int? = nil
  ) -> String {
    let left = left ?? Self.margin
    // At the top level a label or a note may run past the last lane: the picture widens.
    let limit = limit ?? right + 2 * Self.laneWidth
    var svg = ""
    for step in steps {
      switch step {
      case .message, .note:
        guard drawn < Self.maximumSteps else {
          skipped += 1
          continue
        }
        drawn += 1
      case .parallel, .repeated: break
      }
      switch step {
      case .message(let from, let to, let text, let isolation, let reply):
        svg += message(
          from: from, to: to, text: redact(text), below: isolation.map { "[\($0)]" },
          reply: reply, limit: limit)
      case .note(let lane, let text, let tone, let beside):
        svg += note(
          lane: lane, text: redact(text), tone: tone, beside: beside, left: left, limit: limit)
      case .parallel(let branches):
        svg += parallel(branches, left: left, limit: limit)
      case .repeated(let count, let block):
        svg += repeated(count, block, left: left, limit: limit)
      }
    }
    return svg
  }

  private mutating func message(
    from: String, to: String, text: String, below: String?, reply: Bool, limit: Int
  ) -> String {
    let x1 = centers[from] ?? Self.margin
    let x2 = centers[to] ?? Self.margin
    let kind = reply ? "reply" : "call"
    let full = [text, below].compactMap { $0 }.joined(separator: "  ")
    var svg = #"<g class="arrow \#(kind)" data-from="\#(Markup.attribute(from))""#
    svg += #" data-to="\#(Markup.attribute(to))"><title>\#(Markup.line(full))</title>"#
    let start = (x1 == x2 ? x1 + 36 : min(x1, x2) + 14)
    let room = max(limit - 6 - start, 80)
    let lineY = y + (below == nil ? 18 : 29)
    svg += #"<text class="label" x="\#(start)" y="\#(y + 11)">"#
    svg += Markup.line(Self.cut(text, to: room * 10 / Self.charTenths)) + "</text>"
    if let below {
      svg += #"<text class="small" x="\#(start)" y="\#(y + 22)">"#
      svg += Markup.line(Self.cut(below, to: room * 10 / Self.smallCharTenths)) + "</text>"
    }
    reach(start + min(full.count * Self.charTenths / 10, room))
    if x1 == x2 {
      // A call into the lane itself: out to the right and back.
      svg += #"<path class="loop" d="M\#(x1) \#(lineY - 8)h28v12h-24"/>"#
      svg += #"<path class="head" d="M\#(x1) \#(lineY + 4)l8 -4v8z"/>"#
    } else {
      let direction = x2 > x1 ? -1 : 1
      svg += #"<line x1="\#(x1)" y1="\#(lineY)" x2="\#(x2 + direction)" y2="\#(lineY)"/>"#
      svg += #"<path class="head" d="M\#(x2) \#(lineY)l\#(direction * 9) -4v8z"/>"#
    }
    if !reply {
      calls += 1
      svg += #"<g class="num"><circle cx="\#(x1)" cy="\#(lineY)" r="7"/>"#
      svg += #"<text x="\#(x1)" y="\#(lineY + 3)" text-anchor="middle">\#(calls)</text></g>"#
    }
    y = lineY + 10
    return svg + "</g>"
  }

  private mutating func note(
    lane: String, text: String, tone: SequenceDiagram.Tone, beside: Bool, left: Int, limit: Int
  ) -> String {
    let x = centers[lane] ?? Self.margin
    let marked: String
    switch tone {
    case .route: marked = "→ " + text
    case .alert: marked = "! " + text
    case .rule: marked = "⚠ " + text
    case .cancel: marked = "✕ " + text
    case .plain, .command, .state: marked = text
    }
    let widest =
      beside ? max(limit - x - 14, 120) : max(min(limit - left - 4, 2 * Self.laneWidth), 120)
    let shown = Self.cut(marked, to: (widest - 12) * 10 / Self.charTenths)
    let width = shown.count * Self.charTenths / 10 + 12
    let boxX = beside ? x + 8 : max(left + 2, min(x - width / 2, limit - 2 - width))
    reach(boxX + width)
    var svg = #"<g class="note \#(tone.rawValue)" data-lane="\#(Markup.attribute(lane))">"#
    svg += "<title>\(Markup.line(marked))</title>"
    svg += #"<rect x="\#(boxX)" y="\#(y)" width="\#(width)" height="20" rx="3"/>"#
    svg += #"<text x="\#(boxX + 6)" y="\#(y + 14)">\#(Markup.line(shown))</text></g>"#
    y += 26
    return svg
  }

  /// Branches side by side, one column each, every one starting where the frame does: each
  /// column has its own small lanes, in the diagram's order, for the lanes its steps use.
  private mutating func parallel(
    _ branches: [[SequenceDiagram.Step]], left: Int, limit: Int
  ) -> String {
    let used = Set(branches.flatMap(Self.lanes(in:)))
    let xs = used.compactMap { centers[$0] }
    let frameLeft = max(left + 2, (xs.min() ?? left) - Self.laneWidth / 2 + 8)
    // Each column as wide as its small lanes need; the frame at least over the lanes it uses.
    let needs = branches.map { max(Self.minimumColumn, Set(Self.lanes(in: $0)).count * 130) }
    let span = (xs.max() ?? left) + Self.laneWidth / 2 - 8 - frameLeft
    let total = needs.reduce(0, +)
    let columns = needs.map { $0 * max(span, total) / max(total, 1) }
    let width = columns.reduce(0, +)
    let top = y
    let saved = centers
    var bottom = top
    var inner = ""
    for (index, branch) in branches.enumerated() {
      let columnLeft = frameLeft + columns[..<index].reduce(0, +)
      let column = columns[index]
      let names = lanes.map(\.name).filter(Self.lanes(in: branch).contains)
      for (position, name) in names.enumerated() {
        centers[name] = columnLeft + column * (2 * position + 1) / (2 * max(names.count, 1))
      }
      y = top + 36
      let steps = draw(branch, left: columnLeft, limit: columnLeft + column)
      for name in names {
        let x = centers[name] ?? columnLeft
        inner += #"<line class="life" x1="\#(x)" y1="\#(top + 30)" x2="\#(x)" y2="\#(y)"/>"#
        inner += #"<text class="small" x="\#(x)" y="\#(top + 28)" text-anchor="middle">"#
        let chars = (column / max(names.count, 1) - 4) * 10 / Self.smallCharTenths
        inner += Markup.line(Self.cut(redact(name), to: chars)) + "</text>"
      }
      inner += steps
      bottom = max(bottom, y)
      centers = saved
    }
    bottom += 4
    for index in 1..<max(branches.count, 1) {
      let x = frameLeft + columns[..<index].reduce(0, +)
      inner += #"<line class="split" x1="\#(x)" y1="\#(top + 18)" x2="\#(x)" y2="\#(bottom)"/>"#
    }
    y = bottom + 8
    reach(frameLeft + width)
    var svg = #"<g class="frame par"><rect class="box" x="\#(frameLeft)" y="\#(top)""#
    svg += #" width="\#(width)" height="\#(bottom - top)"/>"#
    svg += #"<text class="tag" x="\#(frameLeft + 6)" y="\#(top + 13)">"#
    svg += "par: \(branches.count) calls at once, side by side</text>"
    return svg + inner + "</g>"
  }

  /// A block that happened `count` times in a row, drawn once in a frame that says so.
  private mutating func repeated(
    _ count: Int, _ block: [SequenceDiagram.Step], left: Int, limit: Int
  ) -> String {
    let top = y
    y += 20
    let inner = draw(block, left: left + 4, limit: limit - 4)
    let bottom = y + 2
    y = bottom + 8
    let frameLeft = left + 2
    let width = max(limit - left - 4, 40)
    var svg = #"<g class="frame loop" data-count="\#(count)">"#
    svg += #"<rect class="box" x="\#(frameLeft)" y="\#(top)" width="\#(width)""#
    svg += #" height="\#(bottom - top)"/>"#
    svg += #"<text class="tag" x="\#(frameLeft + 6)" y="\#(top + 13)">"#
    svg += "loop ×\(count): the same \(block.count) steps \(count) times in a row, drawn once"
    return svg + "</text>" + inner + "</g>"
  }

  /// The lanes `steps` draw on.
  private static func lanes(in steps: [SequenceDiagram.Step]) -> [String] {
    steps.flatMap { step -> [String] in
      switch step {
      case .message(let from, let to, _, _, _): [from, to]
      case .note(let lane, _, _, _): [lane]
      case .parallel(let branches): branches.flatMap(lanes(in:))
      case .repeated(_, let block): lanes(in: block)
      }
    }
  }
}

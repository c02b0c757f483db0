import StateDiff

/// A `SequenceDiagram` laid out as SVG by the shell itself: no renderer, no script, no font
/// from anywhere else, so the picture draws offline, in an `<img>`, on a projector.
///
/// Lanes run left to right in the seeds' order (View, Interactor, Worker, Presenter,
/// State/Model, Router), each with where it runs under its name. Calls are numbered solid
/// arrows labelled with the call and its isolation; answers are dashed arrows with the result
/// and its duration on the scene clock. Frames are drawn as UML and Mermaid draw them, across
/// the real lifelines: concurrent calls (an `async let` pair) in a `par` frame, one operand
/// under the other in the order the code started them, split by a dashed line; a block
/// repeated in a row (a poll) once in a `loop ×N` frame. Notes mark what the text forms mark:
/// `Δ` state changes on the State lane, `→ route`, `! alert`, `✕` cancellations, `⚠` broken
/// rules at the lane that broke them.
///
/// ```swift
/// let svg = SequenceSVG.document(SequenceDiagram(hops), title: "fetch")
/// try svg.write(toFile: "fetch.svg")  // opens in any browser
/// ```
///
/// Geometry is whole pixels and text is measured by its characters in a monospaced font
/// (DejaVu Sans Mono's advance, 0.602 em), so the same diagram is the same bytes on every
/// machine. Text is cut only where the picture has no room for it (past `spare` pixels to
/// the right of the last lane), its whole in the element's `<title>`. No text is under 12 px:
/// a page shows the picture at its size and scrolls it, as a projector needs.
struct SequenceSVG {
  /// The diagram's own rules, for an SVG that stands alone; a page holding many diagrams
  /// writes them once (`HTMLReport`). A dark scheme where the system asks for one, on screens
  /// only: paper stays white.
  static let style = """
    .seq{font:13px "DejaVu Sans Mono",monospace;fill:#222;background:#fff}\
    .seq .bg{fill:#fff}\
    .seq .lane rect{fill:#e8eef8;stroke:#4a6fa5}\
    .seq .lane-name{font-weight:bold}\
    .seq .small{font-size:12px;fill:#4d5660}\
    .seq .life{stroke:#8a9aa8;stroke-dasharray:4 4}\
    .seq .arrow line,.seq .arrow path.loop{stroke:#222;fill:none;stroke-width:1.3}\
    .seq .reply line,.seq .reply path.loop{stroke-dasharray:5 3}\
    .seq .head{fill:#222;stroke:#222}\
    .seq .reply .head{fill:#fff}\
    .seq .label,.seq .small{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}\
    .seq .num circle{fill:#4a6fa5}\
    .seq .num text{fill:#fff;font-size:12px;font-weight:bold}\
    .seq .note rect{fill:#fffbe6;stroke:#c9b458}\
    .seq .note.state rect{fill:#fff3c4;stroke:#b59b2a}\
    .seq .note.route rect{fill:#f3e6fb;stroke:#8a4fb5}\
    .seq .note.alert rect{fill:#fde2e2;stroke:#c62828}\
    .seq .note.alert text,.seq .note.rule text,.seq .note.cancel text{fill:#b71c1c}\
    .seq .note.rule rect{fill:#ffdddd;stroke:#c62828;stroke-width:2}\
    .seq .note.cancel rect{fill:#fbe9e7;stroke:#c62828}\
    .seq .note.command rect{fill:#263238;stroke:#263238}\
    .seq .note.command text{fill:#fff;font-weight:bold}\
    .seq .frame rect.box{fill:#607d8b;fill-opacity:.06;stroke:#607d8b}\
    .seq .frame.loop rect.box{stroke-dasharray:6 3}\
    .seq .frame .tab{fill:#dfe6ea;stroke:#607d8b}\
    .seq .frame .tag{font-weight:bold;fill:#263238}\
    .seq .frame line.split{stroke:#607d8b;stroke-width:1.3;stroke-dasharray:6 4}\
    @media screen and (prefers-color-scheme:dark){\
    .seq{fill:#e6edf3;background:#0d1117}.seq .bg{fill:#0d1117}\
    .seq .lane rect{fill:#1c2b40;stroke:#6e9bd8}.seq .small{fill:#aab4be}\
    .seq .arrow line,.seq .arrow path.loop{stroke:#e6edf3}.seq .head{fill:#e6edf3;stroke:#e6edf3}\
    .seq .reply .head{fill:#0d1117}\
    .seq .label,.seq .small{stroke:#0d1117}\
    .seq .note rect,.seq .note.state rect{fill:#3a3212;stroke:#c9b458}\
    .seq .note.route rect{fill:#2e1f3d;stroke:#b78ae0}\
    .seq .note.alert rect,.seq .note.rule rect,.seq .note.cancel rect{fill:#3d1717;stroke:#ff6b6b}\
    .seq .note.alert text,.seq .note.rule text,.seq .note.cancel text{fill:#ffa3a3}\
    .seq .note.command rect{fill:#e6edf3;stroke:#e6edf3}.seq .note.command text{fill:#0d1117}\
    .seq .frame rect.box{fill:#8fa8b8;stroke:#8fa8b8}.seq .frame .tab{fill:#26333d;stroke:#8fa8b8}\
    .seq .frame .tag{fill:#e6edf3}.seq .frame line.split{stroke:#8fa8b8}}
    """

  // Whole-pixel geometry: a lane's least width, a character's advance in tenths of a pixel
  // (DejaVu Sans Mono, 0.602 em: 13 px labels, 12 px for what runs where, the least a
  // projector shows).
  private static let margin = 12
  private static let laneWidth = 200
  /// A lane grows to show its head whole, up to this.
  private static let widestLane = 360
  private static let headerHeight = 44
  private static let charTenths = 79
  private static let smallCharTenths = 73
  /// How far past the last lane a label or note may run before it is cut: the picture widens
  /// that much for it.
  private static let spare = 2 * laneWidth
  /// A frame's edge inside the one around it, and its tag's row.
  private static let inset = 6
  private static let tagHeight = 22
  /// A wrapped note's lines, and the most it shows before its last is cut.
  private static let lineHeight = 16
  private static let noteLines = 6

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
    var body = layout.draw(diagram.foldedSteps, left: margin, limit: layout.right + spare)
    if layout.skipped > 0, let first = layout.lanes.first {
      body += layout.note(
        lane: first.name,
        text: "… \(layout.skipped) more steps not drawn (the most a diagram draws is "
          + "\(maximumSteps)); trace prints them all",
        tone: .plain, beside: true, left: margin, limit: layout.right + spare)
    }
    let width = max(layout.widest, layout.right) + margin
    let height = layout.y + margin
    var svg = #"<svg xmlns="http://www.w3.org/2000/svg" class="seq" role="img""#
    svg += #" width="\#(width)" height="\#(height)" viewBox="0 0 \#(width) \#(height)">"#
    svg += "<title>\(Markup.line(redact(title)))</title>"
    if ownStyle { svg += "<style>\(style)</style>" }
    svg += #"<rect class="bg" width="\#(width)" height="\#(height)"/>"#
    for lane in layout.lanes {
      guard let x = layout.centers[lane.name] else { continue }
      svg += #"<line class="life" data-lane="\#(Markup.attribute(lane.name))""#
      svg += #" x1="\#(x)" y1="\#(margin + headerHeight)" x2="\#(x)" y2="\#(height - margin)"/>"#
    }
    for lane in layout.lanes { svg += layout.header(lane) }
    return svg + body + "</svg>"
  }

  private let lanes: [SequenceDiagram.Lane]
  private let redact: (String) -> String
  private var centers: [String: Int] = [:]
  private var widths: [String: Int] = [:]
  /// The right edge of the last lane.
  private let right: Int
  /// Where the next row starts.
  private var y: Int
  /// The rightmost pixel drawn on, for the width (and a frame's).
  private var widest = 0
  /// The calls drawn so far, for their numbers.
  private var calls = 0
  /// Arrows and notes drawn, and those left out past `maximumSteps`.
  private var drawn = 0
  private var skipped = 0

  private init(lanes: [SequenceDiagram.Lane], redact: @escaping (String) -> String) {
    self.lanes = lanes
    self.redact = redact
    var x = Self.margin
    for lane in lanes {
      // As wide as its head needs, so a name is cut only past `widestLane`.
      let (name, place) = Self.head(redact(lane.label))
      let needs =
        max(
          Self.width(of: name, tenths: Self.charTenths),
          place.map { Self.width(of: $0, tenths: Self.smallCharTenths) } ?? 0) + 24
      let width = min(max(Self.laneWidth, needs), Self.widestLane)
      widths[lane.name] = width
      centers[lane.name] = x + width / 2
      x += width
    }
    right = max(x, Self.margin + Self.laneWidth)
    y = Self.margin + Self.headerHeight + 10
  }

  /// A lane's label as its head shows it: the name, and where it runs beneath.
  private static func head(_ label: String) -> (name: String, place: String?) {
    let split = label.range(of: " [") ?? label.range(of: " (")
    let name = split.map { String(label[..<$0.lowerBound]) } ?? label
    let place = split.map { String(label[label.index(after: $0.lowerBound)...]) }
    return (name, place)
  }

  /// A lane's head: its name, and where it runs beneath (`[MainActor]`, `(observed)`).
  private func header(_ lane: SequenceDiagram.Lane) -> String {
    let x = centers[lane.name] ?? 0
    let width = widths[lane.name] ?? Self.laneWidth
    let label = redact(lane.label)
    let (name, place) = Self.head(label)
    var svg = #"<g class="lane" data-lane="\#(Markup.attribute(lane.name))">"#
    svg += "<title>\(Markup.line(label))</title>"
    svg += #"<rect x="\#(x - width / 2 + 6)" y="\#(Self.margin)""#
    svg += #" width="\#(width - 12)" height="\#(Self.headerHeight)" rx="4"/>"#
    let nameY = Self.margin + (place == nil ? 27 : 19)
    svg += #"<text class="lane-name" x="\#(x)" y="\#(nameY)" text-anchor="middle">"#
    svg += Markup.line(Self.cut(name, to: width - 16, tenths: Self.charTenths)) + "</text>"
    if let place {
      svg += #"<text class="small" x="\#(x)" y="\#(Self.margin + 36)" text-anchor="middle">"#
      svg += Markup.line(Self.cut(place, to: width - 16, tenths: Self.smallCharTenths))
      svg += "</text>"
    }
    return svg + "</g>"
  }

  /// How many pixels `text` takes at an advance of `tenths`.
  private static func width(of text: String, tenths: Int) -> Int {
    (columns(of: text) * tenths + 9) / 10
  }

  /// How many advances `text` takes: a wide character (CJK, an emoji) two, a combining mark
  /// none.
  private static func columns(of text: some StringProtocol) -> Int {
    text.unicodeScalars.reduce(0) { sum, scalar in
      let value = scalar.value
      let wide =
        (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
        || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
        || (0xFF00...0xFF60).contains(value) || value >= 0x1F300
      return sum + (scalar.properties.generalCategory == .nonspacingMark ? 0 : wide ? 2 : 1)
    }
  }

  /// `text` cut to `pixels`, an ellipsis saying so; the whole text is in the element's
  /// `<title>`. Measured as shown: a control byte as its escape (`\u{01}`, six wide).
  private static func cut(_ text: String, to pixels: Int, tenths: Int) -> String {
    let text = TerminalSafe.escape(text, maxLength: nil)
    let room = pixels * 10 / tenths
    guard columns(of: text) > room else { return text }
    var kept = ""
    var used = 1  // the ellipsis
    for character in text {
      used += columns(of: String(character))
      guard used <= room else { break }
      kept.append(character)
    }
    return kept + "…"
  }

  /// `text` in lines of at most `pixels`, broken at spaces where it can, as Mermaid wraps a
  /// note; past `noteLines` the last line is cut.
  private static func wrap(_ text: String, to pixels: Int, tenths: Int) -> [String] {
    let room = max(pixels * 10 / tenths, 8)
    let characters = Array(TerminalSafe.escape(text, maxLength: nil))
    var lines: [String] = []
    var start = 0
    while start < characters.count {
      guard lines.count < noteLines - 1 else {
        lines.append(cut(String(characters[start...]), to: pixels, tenths: tenths))
        break
      }
      // The most characters from `start` that fit, then back to the last space among them.
      var end = start
      var used = 0
      while end < characters.count {
        used += columns(of: String(characters[end]))
        guard used <= room || end == start else { break }
        end += 1
      }
      if end < characters.count, characters[end] == " " {
        lines.append(String(characters[start..<end]))
        start = end + 1
      } else if end < characters.count,
        let space = characters[start..<end].lastIndex(of: " "), space > start
      {
        lines.append(String(characters[start..<space]))
        start = space + 1
      } else {
        lines.append(String(characters[start..<end]))
        start = end
      }
    }
    return lines.isEmpty ? [""] : lines
  }

  private mutating func reach(_ x: Int) {
    widest = max(widest, x)
  }

  /// Draws `steps` from `y` down, lanes at `centers`, labels and notes kept between `left`
  /// and `limit`.
  private mutating func draw(_ steps: [SequenceDiagram.Step], left: Int, limit: Int) -> String {
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
      case .parallel(let operands):
        svg += frame(
          "par", "\(operands.count) calls at once, in the order started", operands, left: left,
          limit: limit)
      case .repeated(let count, let block):
        svg += frame(
          "loop ×\(count)", "the same \(block.count) steps \(count) times in a row, drawn once",
          [block], left: left, limit: limit, count: count)
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
    let start = (x1 == x2 ? x1 + 36 : min(x1, x2) + 16)
    let room = max(limit - 6 - start, 80)
    let lineY = y + (below == nil ? 20 : 34)
    let shown = Self.cut(text, to: room, tenths: Self.charTenths)
    svg += #"<text class="label" x="\#(start)" y="\#(y + 12)">"#
    svg += Markup.line(shown) + "</text>"
    reach(start + Self.width(of: shown, tenths: Self.charTenths))
    if let below {
      let place = Self.cut(below, to: room, tenths: Self.smallCharTenths)
      svg += #"<text class="small" x="\#(start)" y="\#(y + 26)">"#
      svg += Markup.line(place) + "</text>"
      reach(start + Self.width(of: place, tenths: Self.smallCharTenths))
    }
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
      svg += #"<g class="num"><circle cx="\#(x1)" cy="\#(lineY)" r="9"/>"#
      svg += #"<text x="\#(x1)" y="\#(lineY + 4)" text-anchor="middle">\#(calls)</text></g>"#
    }
    y = lineY + 12
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
    // A breach is recorded with its mark (`⚠ rule …`), as `trace` prints it: one mark.
    case .rule: marked = text.hasPrefix("⚠ ") ? text : "⚠ " + text
    case .cancel: marked = "✕ " + text
    case .plain, .command, .state: marked = text
    }
    // Beside its lane, or over it: centred if it fits the lane, else from the lane's left
    // edge as far right as the frame it is in lets it spread, in lines.
    let anchor = max(left + 2, x - (widths[lane] ?? Self.laneWidth) / 2 + 6)
    let widest = beside ? max(limit - x - 14, 120) : max(limit - anchor - 2, 120)
    let lines = Self.wrap(marked, to: widest - 12, tenths: Self.charTenths)
    let width = (lines.map { Self.width(of: $0, tenths: Self.charTenths) }.max() ?? 0) + 12
    let height = 22 + (lines.count - 1) * Self.lineHeight
    let boxX = beside ? x + 8 : max(left + 2, min(max(anchor, x - width / 2), limit - 2 - width))
    reach(boxX + width)
    var svg = #"<g class="note \#(tone.rawValue)" data-lane="\#(Markup.attribute(lane))">"#
    svg += "<title>\(Markup.line(marked))</title>"
    svg += #"<rect x="\#(boxX)" y="\#(y)" width="\#(width)" height="\#(height)" rx="3"/>"#
    for (index, line) in lines.enumerated() {
      svg += #"<text x="\#(boxX + 6)" y="\#(y + 16 + index * Self.lineHeight)">"#
      svg += Markup.line(line) + "</text>"
    }
    y += height + 6
    return svg + "</g>"
  }

  /// A UML frame across the real lifelines of the lanes its steps use, widened to hold its
  /// labels: its kind in a tab at the top left, then its operands one under the other, a
  /// dashed line between each (`par`), or its one block (`loop`).
  private mutating func frame(
    _ kind: String, _ about: String, _ operands: [[SequenceDiagram.Step]], left: Int,
    limit: Int, count: Int? = nil
  ) -> String {
    let used = operands.flatMap(Self.lanes(in:))
    let edges = used.compactMap { name in
      centers[name].map { ($0 - (widths[name] ?? 0) / 2, $0 + (widths[name] ?? 0) / 2) }
    }
    let frameLeft = max(left + 2, (edges.map(\.0).min() ?? left) + Self.inset)
    let top = y
    let outer = widest
    widest = 0
    y = top + Self.tagHeight + 6
    var inner = ""
    var splits: [Int] = []
    for (index, operand) in operands.enumerated() {
      if index > 0 {
        splits.append(y)
        y += 8
      }
      inner += #"<g class="operand" data-index="\#(index + 1)">"#
      inner += draw(operand, left: frameLeft + 2, limit: limit - Self.inset) + "</g>"
    }
    let tagWidth = Self.width(of: kind, tenths: Self.charTenths) + 16
    let aboutX = frameLeft + tagWidth + 8
    reach(aboutX + Self.width(of: about, tenths: Self.smallCharTenths))
    let frameRight = max(widest + 6, (edges.map(\.1).max() ?? left) - Self.inset)
    widest = max(outer, frameRight)
    let bottom = y + 2
    y = bottom + 10
    let count = count.map { #" data-count="\#($0)""# } ?? ""
    let name = kind.prefix { $0 != " " }
    var svg = #"<g class="frame \#(name)"\#(count)>"#
    svg += #"<rect class="box" x="\#(frameLeft)" y="\#(top)" width="\#(frameRight - frameLeft)""#
    svg += #" height="\#(bottom - top)"/>"#
    svg += #"<path class="tab" d="M\#(frameLeft) \#(top)h\#(tagWidth)v\#(Self.tagHeight - 6)"#
    svg += #"l-6 6h-\#(tagWidth - 6)z"/>"#
    svg += #"<text class="tag" x="\#(frameLeft + 6)" y="\#(top + 16)">\#(kind)</text>"#
    svg += #"<text class="small" x="\#(aboutX)" y="\#(top + 16)">\#(about)</text>"#
    for split in splits {
      svg += #"<line class="split" x1="\#(frameLeft)" y1="\#(split)" x2="\#(frameRight)""#
      svg += #" y2="\#(split)"/>"#
    }
    return svg + inner + "</g>"
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

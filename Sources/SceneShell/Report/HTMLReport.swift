/// `report FILE.html`: the session as one page that needs nothing else — no script, no font,
/// no request — so it opens offline, from a file, years later: each command with what it
/// printed and its flow drawn (`SequenceSVG`), the rules broken, and the timeline, where each
/// entry opens (a `<details>`, no script) on the state the view showed then and what changed
/// from the entry before; `page.html#t12` opens on entry 12 where the browser can (the
/// `::details-content` rule; elsewhere it only scrolls there).
///
/// ```swift
/// var report = HTMLReport(title: "scenesh session", summary: "3 commands, scene time 1.2s")
/// report.commands.append(
///   .init(number: 1, text: "fetch", lines: [("~ isLoading: false → true", .changed)]))
/// let page = report.page()  // "<!DOCTYPE html>…"
/// ```
///
/// A Content-Security-Policy in the page itself forbids every script and every load, so the
/// promise is one a browser checks. Every text from outside is escaped (`Markup`), and the
/// page is the same bytes for the same session: no clock, no random ids, numbers for anchors.
struct HTMLReport {
  struct Command {
    let number: Int
    let text: String
    /// What it printed, each line with the colour the terminal gave it.
    let lines: [(text: String, style: Console.Style)]
    var droppedLines = 0
    var flow: Flow = .none
  }

  /// What a command's diagram is.
  enum Flow {
    /// It crossed nothing (a built-in command).
    case none
    case diagram(SequenceDiagram)
    /// Its hops are no longer kept: why.
    case notKept(String)
  }

  struct Entry {
    let number: Int
    let scene: String
    let time: String
    let cause: String
    let changed: [String]
    /// What changed from the view's entry before, as `diff` prints it; nil for its first.
    let changes: [String]?
    /// The whole state, a field a line, as `show N` prints it.
    let state: [String]
  }

  /// A page's first line: what `report` replaces without asking.
  static let firstLine = "<!DOCTYPE html><!-- scenesh session report -->\n"
  /// The most of one entry's state the page keeps, in characters: a state of 40,000 rows in
  /// each of 3,000 entries would make a page no browser opens.
  static let maximumStateCharacters = 8_000

  var title: String
  var summary: String
  var rules: [String] = []
  var commands: [Command] = []
  var timeline: [Entry] = []
  var timelineNote: String?
  /// Hides what the session hides (`hide FIELD`) in every text the page shows.
  var redact: (String) -> String = { $0 }

  init(title: String, summary: String) {
    self.title = title
    self.summary = summary
  }

  func page() -> String {
    var html = Self.firstLine
    html += #"<html lang="en"><head><meta charset="utf-8">"#
    html += #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; "#
    html += #"style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'">"#
    html += #"<meta name="viewport" content="width=device-width, initial-scale=1">"#
    html += "<title>\(text(title))</title><style>\(Self.style)\(SequenceSVG.style)</style>"
    html += "</head>\n<body>\n<header><h1>\(text(title))</h1><p>\(text(summary))</p>"
    html += ##"<nav><a href="#timeline">timeline</a>"##
    html += rules.isEmpty ? "" : ##" · <a href="#rules">rules</a>"##
    html += "</nav></header>\n"
    if !rules.isEmpty {
      html += #"<section id="rules"><h2>Rules</h2><ul>"#
      for line in rules { html += #"<li class="warn">\#(text(line))</li>"# }
      html += "</ul></section>\n"
    }
    html += "<main>\n"
    for command in commands { html += section(command) }
    html += "</main>\n" + timelineSection() + "</body></html>\n"
    return html
  }

  private func text(_ outside: String) -> String {
    Markup.line(redact(outside))
  }

  private func section(_ command: Command) -> String {
    var html = #"<section class="command" id="c\#(command.number)">"#
    html +=
      "<h2><span class=\"n\">\(command.number).</span> <code>\(text(command.text))</code></h2>"
    if !command.lines.isEmpty || command.droppedLines > 0 {
      html += #"<pre class="out">"#
      for (line, style) in command.lines {
        let shown = Markup.text(redact(line))
        if let style = Self.style(of: style) {
          html += #"<span class="\#(style)">\#(shown)</span>"# + "\n"
        } else {
          html += shown + "\n"
        }
      }
      if command.droppedLines > 0 {
        html += #"<span class="dim">… \#(command.droppedLines) more lines not kept</span>"# + "\n"
      }
      html += "</pre>"
    }
    switch command.flow {
    case .none: break
    case .diagram(let diagram):
      html += "<figure>" + SequenceSVG.element(diagram, title: command.text, redact: redact)
      html += "</figure>"
    case .notKept(let reason):
      html += #"<p class="dim">Its diagram is not kept: \#(text(reason)).</p>"#
    }
    return html + "</section>\n"
  }

  private func timelineSection() -> String {
    var html = #"<section id="timeline"><h2>Timeline</h2>"#
    if let timelineNote { html += #"<p class="dim">\#(text(timelineNote))</p>"# }
    guard !timeline.isEmpty else { return html + "<p>No entries.</p></section>\n" }
    html += "<p class=\"dim\">Each entry opens on the state the view showed then, and what changed "
    html += "from its entry before; the last is open.</p>\n<ol>\n"
    var seen: [String: Int] = [:]
    for entry in timeline {
      // The last entry stands open: the state the session ended on.
      let open = entry.number == timeline.last?.number ? " open" : ""
      html += #"<li id="t\#(entry.number)"><details\#(open)><summary><b>#\#(entry.number)</b> "#
      html += "\(text(entry.scene)) <span class=\"dim\">\(text(entry.time))</span> "
      html +=
        "\(text(entry.cause)) <span class=\"dim\">(\(text(entry.changed.joined(separator: ", "))))</span>"
      html += "</summary>"
      if let changes = entry.changes {
        html += "<h3>Changed from the entry before</h3><pre class=\"changes\">"
        for line in changes {
          html +=
            #"<span class="\#(Self.style(ofLine: line) ?? "dim")">\#(Markup.text(redact(line)))</span>"#
          html += "\n"
        }
        html += "</pre>"
      } else {
        html += "<h3>The view's first entry</h3>"
      }
      // A state shown before (a list loaded again alike) links there: a long session's page
      // would otherwise hold the same rows thousands of times.
      let key = entry.state.joined(separator: "\n")
      if let earlier = seen[key] {
        html += "<h3>State</h3><p>The same as <a href=\"#t\(earlier)\">#\(earlier)</a>.</p>"
        html += "</details></li>\n"
        continue
      }
      seen[key] = entry.number
      html += "<h3>State</h3><pre class=\"state\">"
      var shown = 0
      for line in entry.state {
        let kept = line.count + shown <= Self.maximumStateCharacters ? line : nil
        guard let kept else {
          html += #"<span class="dim">… cut: the page keeps \#(Self.maximumStateCharacters) "#
          html += "characters of each state</span>\n"
          break
        }
        shown += kept.count
        html += Markup.text(redact(kept)) + "\n"
      }
      html += "</pre></details></li>\n"
    }
    return html + "</ol></section>\n"
  }

  /// A printed line's class, as the terminal coloured it: by its style, not by how it starts
  /// (a help line wrapped to start with `-` is no deletion).
  private static func style(of style: Console.Style) -> String? {
    switch style {
    case .plain: nil
    case .added: "add"
    case .removed, .error: "del"
    case .changed, .moved: "chg"
    case .route: "route"
    case .alert: "alert"
    case .warning: "warn"
    case .dim: "dim"
    case .step: "step"
    }
  }

  /// A diff line's class, by its mark, as the terminal colours a diff.
  private static func style(ofLine line: String) -> String? {
    let trimmed = line.drop { $0 == " " }
    switch trimmed.first {
    case "+": return "add"
    case "-": return "del"
    case "~": return "chg"
    case "↕": return "chg"
    case "→", "◂", "»": return "route"
    case "!": return "alert"
    case "⚠", "✕": return "warn"
    case "·", "Δ", "⌁": return "dim"
    default: return nil
    }
  }

  private static let style = """
    body{font:14px/1.45 system-ui,sans-serif;margin:0;padding:0 16px;\
    color:#1d2329;background:#fafbfc}\
    header{border-bottom:1px solid #d0d7de;margin-bottom:8px}\
    h1{font-size:22px}h2{font-size:16px;margin:18px 0 6px}h3{font-size:13px;margin:8px 0 4px}\
    code,pre{font:12px/1.4 "DejaVu Sans Mono",monospace}\
    .command{border-top:1px solid #e1e4e8;padding-bottom:6px}\
    .n{color:#57606a}\
    pre{background:#fff;border:1px solid #e1e4e8;border-radius:4px;padding:6px 8px;\
    overflow-x:auto;white-space:pre-wrap;word-break:break-word}\
    figure{margin:8px 0;overflow-x:auto}figure svg{display:block;max-width:none}\
    .add{color:#116329}.del{color:#a40e26}.chg{color:#7d4e00}.route{color:#8250df}\
    .alert{color:#b71c1c;font-weight:bold}.warn{color:#9a6700}.dim{color:#57606a}\
    .step{color:#0a6e7a;font-weight:bold}\
    #timeline ol{list-style:none;padding:0}\
    #timeline li{border-bottom:1px solid #eaeef2}\
    summary{cursor:pointer;padding:3px 0}\
    li:target summary{background:#fff8c5}\
    li:target details::details-content{content-visibility:visible;display:block}\
    .command{content-visibility:auto;contain-intrinsic-size:auto 600px}\
    @media screen and (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}\
    header,.command,#timeline li{border-color:#30363d}pre{background:#161b22;border-color:#30363d}\
    .n,.dim{color:#9ba6b1}.add{color:#56d364}.del{color:#ff7b72}.chg{color:#e3b341}\
    .route{color:#d2a8ff}.step{color:#56d4dd}.alert{color:#ff7b72}.warn{color:#e3b341}a{color:#58a6ff}\
    li:target summary{background:#3b2e00}}\
    @media print{body{color:#000;background:#fff;padding:0}nav{display:none}\
    .command{content-visibility:visible;break-inside:avoid-page}\
    figure{overflow:visible}figure svg{max-width:100%;height:auto}pre{white-space:pre-wrap}}
    """
}

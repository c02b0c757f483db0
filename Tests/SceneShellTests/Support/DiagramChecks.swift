/// What a learner would see wrong in a laid-out sequence diagram, read from the browser's own
/// layout (`Chromium.measure`): a script that writes one line per fault into `out`, and last
/// a line counting what it looked at (`checked: …`), so that a page with no diagram fails too.
///
/// - every frame, note and text inside its picture's `viewBox`, and a note's lines inside its
///   box;
/// - every arrow in a `par` frame from and to the real lifelines of its lanes (x within 1 px),
///   and every note over a lane (a rule, an alert, a cancellation, the command) across it;
/// - no text rendered under 12 px at the window's width;
/// - no text the layout cut (`…`) whose whole, from its `<title>`, fits in the picture where
///   it stands.
enum DiagramChecks {
  static let script = #"""
    let frames = 0, arrows = 0, texts = 0;
    const box = (b) => `${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)}`;
    for (const svg of document.querySelectorAll("svg.seq")) {
      const vb = svg.viewBox.baseVal;
      const name = svg.querySelector("title").textContent;
      const inside = (b, outer) => b.x >= outer.x - 1 && b.y >= outer.y - 1
        && b.x + b.width <= outer.x + outer.width + 1 && b.y + b.height <= outer.y + outer.height + 1;
      for (const el of svg.querySelectorAll(".frame > rect.box, .note > rect, text")) {
        if (el.closest(".frame")) frames += 1;
        const b = el.getBBox();
        if (!inside(b, vb)) out.push(`${name}: ${el.tagName} '${el.textContent}' at ${box(b)} outside the viewBox ${vb.width}x${vb.height}`);
      }
      for (const text of svg.querySelectorAll(".note text")) {
        const b = text.getBBox();
        if (!inside(b, text.parentNode.querySelector("rect").getBBox())) out.push(`${name}: note text '${text.textContent}' at ${box(b)} outside its box`);
      }
      const lifeline = (lane) => {
        const head = svg.querySelector(`.lane[data-lane="${CSS.escape(lane)}"] rect`);
        return head ? head.x.baseVal.value + head.width.baseVal.value / 2 : NaN;
      };
      // A note over its lane (never beside it) stands across that lane's lifeline.
      for (const note of svg.querySelectorAll(".note.rule, .note.alert, .note.cancel, .note.command")) {
        const b = note.querySelector("rect").getBBox(), x = lifeline(note.dataset.lane);
        if (x < b.x || x > b.x + b.width) out.push(`${name}: note '${note.querySelector("title").textContent}' at ${box(b)}, away from its lane at ${x}`);
      }
      for (const arrow of svg.querySelectorAll(".frame.par .arrow")) {
        arrows += 1;
        const line = arrow.querySelector("line");
        const head = arrow.querySelector("path.head").getBBox();
        const from = lifeline(arrow.dataset.from), to = lifeline(arrow.dataset.to);
        const start = line ? line.x1.baseVal.value : head.x;
        const end = line ? (line.x2.baseVal.value > start ? head.x + head.width : head.x) : head.x;
        if (Math.abs(start - from) > 1 || Math.abs(end - to) > 1) out.push(`${name}: par arrow '${arrow.querySelector("title").textContent}' runs ${start}→${end}, its lifelines are at ${from}→${to}`);
      }
      for (const text of svg.querySelectorAll("text")) {
        texts += 1;
        const size = parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a;
        if (size < 11.95) out.push(`${name}: '${text.textContent}' drawn at ${size.toFixed(1)} px`);
        if (!text.textContent.endsWith("…") || text.closest(".lane")) continue;
        const title = text.parentNode.querySelector("title").textContent;
        const whole = text.classList.contains("label") ? title.replace(/  \[[^\]]*\]$/, "") : title;
        const shown = text.textContent;
        if (whole === shown) continue;  // cut where it was recorded, not by the layout
        text.textContent = whole;
        const b = text.getBBox();
        text.textContent = shown;
        if (b.x + b.width <= vb.width - 12) out.push(`${name}: '${shown}' cut, though '${whole}' fits (${box(b)} in ${vb.width})`);
      }
    }
    out.push(`checked: ${frames} framed, ${arrows} par arrows, ${texts} texts`);
    """#

  /// Every diagram text, and the page's own text, readable on what is behind it: a contrast
  /// of at least 4.5 (WCAG AA) between its colour and its box's (a note's, a lane's, a number's
  /// circle, a frame's tab), else the picture's or the page's background. One line per fault,
  /// then `checked`.
  static let contrast = #"""
    const rgb = (color) => (color.match(/[\d.]+/g) || ["0", "0", "0"]).slice(0, 3).map(Number);
    const luminance = (color) => {
      const [r, g, b] = rgb(color).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    let texts = 0;
    const page = getComputedStyle(document.body).backgroundColor;
    for (const svg of document.querySelectorAll("svg.seq")) {
      const background = getComputedStyle(svg.querySelector("rect.bg")).fill;
      for (const text of svg.querySelectorAll("text")) {
        texts += 1;
        const own = text.classList.contains("tag") ? "path.tab" : ":scope > rect:not(.box), :scope > circle";
        const box = text.classList.contains("small") && text.closest(".frame > text, .arrow") ? null : text.parentNode.querySelector(own);
        const behind = box ? getComputedStyle(box).fill : background;
        const r = ratio(getComputedStyle(text).fill, behind);
        if (r < 4.5) out.push(`'${text.textContent}' ${getComputedStyle(text).fill} on ${behind}: contrast ${r.toFixed(2)}`);
      }
    }
    for (const element of document.querySelectorAll("h1, h2, p, pre, pre span, summary, li.warn")) {
      texts += 1;
      let back = getComputedStyle(element.closest("pre") || document.body).backgroundColor;
      const r = ratio(getComputedStyle(element).color, back);
      if (r < 4.5) out.push(`${element.tagName} '${element.textContent.slice(0, 40)}' ${getComputedStyle(element).color} on ${back}: contrast ${r.toFixed(2)}`);
    }
    out.push(`checked: ${texts} texts on ${page}`);
    """#
}

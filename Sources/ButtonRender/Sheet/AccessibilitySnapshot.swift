import ButtonGeometry

/// Accessibility snapshots, in the manner of AccessibilitySnapshot's legends: each button with
/// its hit target outlined (dashed), its frame outlined in a marker color with a numbered
/// marker, and a legend in the same color saying what VoiceOver speaks, the label's contrast
/// and the hit target, each with the minimum it is held to and the verdict.
extension SheetLayout {
    /// The marker colors, one per element in turn (systemBlue is left out: it is the default tint).
    static let markerColors: [SystemColor] = [.systemPink, .systemPurple, .systemOrange, .systemTeal, .systemIndigo, .systemGreen]
    /// The marker's diameter and the room kept left of a button for it, in points.
    static let markerDiameter = 16.0, markerColumn = 28.0
    /// The legend's first line (what VoiceOver speaks) and the lines under it.
    static let speechSize = 13.0, speechLine = 18.0
    /// How far a legend's text starts right of its swatch's left edge.
    static let legendIndent = 16.0

    /// The font of a legend's line `i`: what VoiceOver speaks is the first, larger and semibold.
    static func legendFont(line i: Int) -> FontRequest {
        i == 0 ? FontRequest(size: speechSize, weight: .semibold) : FontRequest(size: noteSize)
    }

    /// The width a layout's legend takes, swatch and indent included.
    static func legendWidth(_ l: ButtonLayout, renderer: Renderer) throws -> Double {
        let lines = accessibilityLegend(l.accessibilityReport())
        return try lines.enumerated().map { i, line in try renderer.measurer.measure(line, font: legendFont(line: i)).width }.max().map { $0 + legendIndent } ?? 0
    }

    /// One button, or several stacked top to bottom, each with its legend to its right, on
    /// `backdrop` (by default the platform's, else systemBackground:
    /// `AccessibilityReport.backdrop`), which each legend's checks are judged against.
    public static func accessibilitySnapshot(_ layouts: [ButtonLayout], renderer: Renderer, backdrop given: RGBA? = nil) throws -> SheetLayout {
        guard let first = layouts.first else { return SheetLayout(width: 0, height: 0, scale: 1, panels: []) }
        let spec = first.spec
        // What the first report is judged against: the given background (a translucent one over
        // the default), else the default.
        let backdrop = RGBA(hex: first.accessibilityReport(backdrop: given).backdrop) ?? AccessibilityReport.backdrop(spec)
        let background = ResolvedColor(token: "backdrop", rgba: backdrop)
        var cells: [Cell] = [], labels: [Label] = [], marks: [Mark] = []
        let buttonWidth = layouts.map { cellExtent($0).w }.max() ?? 0
        let legendX = padding + markerColumn + buttonWidth + gap
        var y = padding, right = legendX
        for (i, layout) in layouts.enumerated() {
            let e = cellExtent(layout)
            let origin = (x: padding + markerColumn + e.dx, y: y + e.dy)
            var cell = Cell(row: i, column: 0, spec: layout.spec, layout: layout, origin: origin, annotations: [], legend: [])
            let frame = elementFrame(layout).offsetBy(origin.x, origin.y)
            let entry = try accessibilityEntry(
                &cell, number: i + 1, marker: Point(padding + markerDiameter / 2, frame.midY), legend: Point(legendX, y),
                backdrop: given, renderer: renderer, marks: &marks)
            labels += entry
            right = max(right, entry.map { $0.x + $0.width }.max() ?? right)
            cells.append(cell)
            y += max(e.h, legendHeight(cell.legend.count)) + gap
        }
        let width = (right + padding).rounded(.up)
        let height = (y - gap + padding).rounded(.up)
        let panel = Panel(
            appearance: spec.appearance, frame: Rect(x: 0, y: 0, width: width, height: height), background: background,
            cells: cells, labels: labels, marks: marks)
        return SheetLayout(width: width, height: height, scale: spec.scale, panels: [panel])
    }

    /// The height a legend of `lines` lines takes.
    static func legendHeight(_ lines: Int) -> Double { speechLine + Double(max(0, lines - 1)) * noteLine }

    /// A cell's canvas and hit target together, whole points, and where the canvas sits in it.
    static func cellExtent(_ l: ButtonLayout) -> (w: Double, h: Double, dx: Double, dy: Double) {
        let c = l.canvas.points, hit = l.hitTarget.points
        let dx = max(0, -hit.x), dy = max(0, -hit.y)
        let w = max(c.maxX, hit.maxX) + dx, h = max(c.maxY, hit.maxY) + dy
        return (w.rounded(.up), h.rounded(.up), dx.rounded(.up), dy.rounded(.up))
    }

    /// The element's frame: the shape, the switch's track, or the box its content takes.
    static func elementFrame(_ l: ButtonLayout) -> Rect {
        if let f = l.shape?.frame.points ?? l.switchControl?.track.frame.points ?? l.sizing?.frame { return f }
        let boxes = [l.title?.frame.points, l.subtitle?.frame.points, l.symbol?.frame.points, l.spinner?.frame.points].compactMap { $0 }
        guard let first = boxes.first else { return l.canvas.points }
        return boxes.dropFirst().reduce(first) { a, b in
            let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
            return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
        }
    }

    /// The cell's marks (hit target, element outline, the numbered marker at `marker`) and its
    /// legend's lines, the first at `legend` (its top left): a swatch in the marker's color,
    /// what VoiceOver speaks, then each check (judged against `backdrop`, by default the
    /// platform's), a failing one in red.
    static func accessibilityEntry(
        _ cell: inout Cell, number: Int, marker: Point, legend: Point, backdrop: RGBA? = nil, renderer: Renderer, marks: inout [Mark]
    ) throws -> [Label] {
        let l = cell.layout, o = cell.origin, a = l.spec.appearance
        let report = l.accessibilityReport(backdrop: backdrop)
        let color = markerColors[(number - 1) % markerColors.count].resolved(a)
        marks.append(.outline(l.hitTarget.points.offsetBy(o.x, o.y), color: SystemColor.systemGray.resolved(a), dashed: true))
        marks.append(.outline(elementFrame(l).offsetBy(o.x, o.y), color: color, dashed: false))
        marks.append(.disc(center: marker, radius: markerDiameter / 2, color: color))
        var digit = try label(String(number), size: 11, weight: .bold, color: SystemColor.white.resolved(a), renderer: renderer)
        digit.x = marker.x - digit.width / 2
        digit.baseline = marker.y + 4
        var labels = [digit]

        cell.legend = accessibilityLegend(report)
        let text = SystemColor.label.resolved(a), secondary = SystemColor.secondaryLabel.resolved(a), failing = SystemColor.systemRed.resolved(a)
        marks.append(.disc(center: Point(legend.x + 5, legend.y + speechSize * 0.62), radius: 5, color: color))
        for (i, line) in cell.legend.enumerated() {
            let font = legendFont(line: i)
            var label = try Self.label(
                line, size: font.size, weight: font.weight, color: i == 0 ? text : line.hasSuffix("FAILS") ? failing : secondary, renderer: renderer)
            label.x = legend.x + legendIndent
            label.baseline = legend.y + (i == 0 ? speechSize : speechLine + noteLine * Double(i - 1) + noteSize)
            labels.append(label)
        }
        return labels
    }

    /// A legend's lines of text: what VoiceOver speaks, then the checks, as `audit` words them.
    package static func accessibilityLegend(_ r: AccessibilityReport) -> [String] {
        var lines = ["\u{201C}\(r.voiceOver)\u{201D}"]
        if let hint = r.voiceOverHint { lines.append("hint: \(hint)") }
        if let c = r.labelContrast { lines.append(AuditText.labelContrast(c)) }
        if let s = r.shapeContrast, s.required { lines.append(AuditText.shapeContrast(s)) }
        lines.append(AuditText.hitTarget(r.hitTarget))
        return lines
    }

    private static func label(_ s: String, size: Double, weight: FontWeight, color: ResolvedColor, renderer: Renderer) throws -> Label {
        let font = FontRequest(size: size, weight: weight)
        let m = try renderer.measurer.measure(s, font: font)
        return Label(text: s, x: 0, baseline: 0, width: m.width, font: font, color: color)
    }
}

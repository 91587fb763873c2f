import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A spec sheet as data, in points: panels (one per appearance) of labelled cells, each
/// with its button's layout and, when annotated, the measurements drawn from that layout.
public struct SheetLayout: Sendable {
    /// Text placed on the sheet; `x` is where the pen starts.
    package struct Label: Sendable {
        /// The text drawn.
        package var text: String
        /// Where the pen starts, in sheet points.
        package var x: Double
        /// The baseline, in sheet points from the top.
        package var baseline: Double
        /// The text's advance width, in points.
        package var width: Double
        /// The font size and weight the text is set in.
        package var font: FontRequest
        /// The text's color.
        package var color: ResolvedColor
    }

    /// A measurement read from the layout, and the text that shows it.
    package struct Annotation: Sendable {
        /// What the annotation measures: a dimension, the corner radius, an inset, what set the width, the gap between symbol and title, or the hit target.
        package enum Kind: String, Sendable {
            /// The button's width.
            case width
            /// The button's height.
            case height
            /// The corner radius.
            case cornerRadius
            /// The inset above the content.
            case insetTop
            /// The inset before the content.
            case insetLeading
            /// What set the width (content, fixed, screen, ...).
            case widthSource
            /// The gap between symbol and title.
            case gap
            /// The hit target's size.
            case hitTarget
        }
        /// What the annotation measures.
        package var kind: Kind
        /// In points.
        package var value: Double
        /// The text shown beside the button, such as "50.33 pt".
        package var text: String
    }

    /// A straight line or an outline, crisp on the pixel grid.
    package enum Mark: Sendable {
        /// A line from (x0, y0) to (x1, y1), in sheet points, solid or dashed.
        case line(x0: Double, y0: Double, x1: Double, y1: Double, color: ResolvedColor, dashed: Bool)
        /// A rectangle's outline, solid or dashed (the hit target is dashed).
        case outline(Rect, color: ResolvedColor, dashed: Bool)
        /// A filled circle: an accessibility marker.
        case disc(center: Point, radius: Double, color: ResolvedColor)
    }

    /// One button of the grid, where it goes, and what its annotations say.
    package struct Cell: Sendable {
        /// The grid row, from 0 at the top.
        package var row: Int
        /// The grid column, from 0 at the left.
        package var column: Int
        /// The spec the cell's button is drawn from.
        package var spec: ButtonSpec
        /// The button's layout, as the layout JSON would report it.
        package var layout: ButtonLayout
        /// Where the button's canvas goes, in sheet points (whole points).
        package var origin: (x: Double, y: Double)
        /// The measurements shown for this button.
        package var annotations: [Annotation]
        /// The lines of text under the button saying what it is.
        package var legend: [String]
    }

    /// One appearance's grid on its system background.
    package struct Panel: Sendable {
        /// The appearance the panel shows.
        package var appearance: Appearance
        /// Where the panel lies on the sheet, in points.
        package var frame: Rect
        /// The panel's background: the system background of its appearance.
        package var background: ResolvedColor
        /// The buttons.
        package var cells: [Cell]
        /// Titles, column and row names, and annotation texts.
        package var labels: [Label]
        /// Measurement lines and outlines.
        package var marks: [Mark]
    }

    /// The sheet's width, in points.
    public var width: Double
    /// The sheet's height, in points.
    public var height: Double
    /// Pixels per point of the image drawn from it.
    public var scale: Double
    /// One panel per appearance, left to right.
    package var panels: [Panel]

    static let padding = 24.0
    static let gap = 24.0
    static let headerSize = 13.0
    static let noteSize = 11.0
    static let noteLine = 14.0

    /// Lays out the sheet for `request`, measuring with `renderer`.
    public static func make(_ request: SheetRequest, renderer: Renderer) throws -> SheetLayout {
        var panels: [Panel] = []
        var x = 0.0
        // Each release's appearances side by side, the earlier generation first.
        let pairs = request.releases.flatMap { release in request.appearances.list.map { (release, $0) } }
        for (release, appearance) in pairs {
            var panel = try panelLayout(request, appearance: appearance, release: release, renderer: renderer)
            panel.frame.x = x
            shift(&panel, by: x)
            x += panel.frame.width
            panels.append(panel)
        }
        let height = panels.map(\.frame.height).max() ?? 0
        for i in panels.indices { panels[i].frame.height = height }
        return SheetLayout(width: x, height: height, scale: request.scale, panels: panels)
    }

    private static func shift(_ panel: inout Panel, by dx: Double) {
        for i in panel.cells.indices { panel.cells[i].origin.x += dx }
        for i in panel.labels.indices { panel.labels[i].x += dx }
        panel.marks = panel.marks.map { mark in
            switch mark {
            case let .line(x0, y0, x1, y1, color, dashed): return .line(x0: x0 + dx, y0: y0, x1: x1 + dx, y1: y1, color: color, dashed: dashed)
            case let .outline(r, color, dashed): return .outline(r.offsetBy(dx, 0), color: color, dashed: dashed)
            case let .disc(center, radius, color): return .disc(center: Point(center.x + dx, center.y), radius: radius, color: color)
            }
        }
    }

    /// A platform with one appearance sits on its backdrop (visionOS glass needs something
    /// behind it); the others on their system background, which their labels are made for.
    private static func panelBackground(_ platform: Platform, _ appearance: Appearance) -> ResolvedColor {
        if platform.fixedAppearance != nil, let backdrop = platform.backdrop {
            return ResolvedColor(token: "backdrop \(backdrop)", rgba: backdrop)
        }
        return SystemColor.systemBackground.resolved(appearance)
    }

    private static func panelLayout(_ request: SheetRequest, appearance: Appearance, release: OSVersion?, renderer: Renderer) throws -> Panel {
        let (rows, columns, specFor) = request.grid(appearance, release: release)
        let text = SystemColor.label.resolved(appearance)
        let secondary = SystemColor.secondaryLabel.resolved(appearance)
        let accent = SystemColor.systemPink.resolved(appearance)
        let hitColor = SystemColor.systemGray.resolved(appearance)
        func label(_ s: String, size: Double, weight: FontWeight, color: ResolvedColor) throws -> Label {
            let font = FontRequest(size: size, weight: weight)
            let m = try renderer.measurer.measure(s, font: font)
            return Label(text: s, x: 0, baseline: 0, width: m.width, font: font, color: color)
        }

        // Lay out every cell's button first: its size decides the grid.
        var layouts: [[ButtonLayout?]] = []
        for r in rows.indices {
            layouts.append(try columns.indices.map { c in try specFor(r, c).map { try renderer.layout($0) } })
        }
        // A release that draws none of the sheet's cells (tvOS 26) is refused, not an empty panel.
        if let release, layouts.allSatisfy({ $0.allSatisfy { $0 == nil } }) {
            var spec = request.shared
            (spec.platform, spec.appearance, spec.osVersion) = (request.platform, appearance, release)
            throw SpecError.notYetKnown(
                what: "\(request.platform.displayName)'s buttons", release: release,
                reason: LiquidGlassCoverage.unknown(spec) ?? "none of this sheet's buttons has a render")
        }
        let annotate = request.annotate, accessible = request.accessibility
        // Room for measurements right of and below a button, or for its marker and legend.
        let right = annotate ? 56.0 : 0, above = annotate ? 16.0 : 0
        let below = annotate ? 44.0 + 7 * noteLine : accessible ? 12 + legendHeight(4) : 0
        let left = accessible ? markerColumn : 0
        let extent = cellExtent
        // Legend text (and annotation notes) must fit its column too.
        func notesWidth(_ l: ButtonLayout) throws -> Double {
            if accessible { return try legendWidth(l, renderer: renderer) }
            guard annotate else { return 0 }
            return try legend(l).map { try renderer.measurer.measure($0, font: FontRequest(size: noteSize)).width }.max() ?? 0
        }
        var columnWidths = try columns.indices.map { c in
            try rows.indices.compactMap { r in try layouts[r][c].map { max(left + extent($0).w + right, try notesWidth($0)) } }.max() ?? 0
        }
        let rowHeights = rows.indices.map { r in columns.indices.compactMap { layouts[r][$0].map { extent($0).h + below + above } }.max() ?? 0 }

        var labels: [Label] = []
        var title = try label(
            "\(request.platform.displayName) buttons: style × \(request.platform == .watchOS ? "lines" : request.axis.rawValue) (\(([appearance.rawValue] + (release.map { ["\(request.platform.displayName) \($0)"] } ?? []) + request.accommodations).joined(separator: ", ")))",
            size: 20, weight: .semibold, color: text)
        title.x = padding
        title.baseline = padding + 20
        labels.append(title)
        let rowLabels = try rows.map { try label($0, size: headerSize, weight: .semibold, color: text) }
        let columnLabels = try columns.map { try label($0, size: headerSize, weight: .semibold, color: text) }
        let labelColumn = (rowLabels.map(\.width).max() ?? 0) + gap
        for c in columns.indices { columnWidths[c] = max(columnWidths[c], columnLabels[c].width) }
        let gridTop = padding + 40 + 24
        var columnX: [Double] = []
        var x = padding + labelColumn
        for w in columnWidths { columnX.append(x); x += w + gap }
        var rowY: [Double] = []
        var y = gridTop
        for h in rowHeights { rowY.append(y); y += h + gap }

        for c in columns.indices {
            var l = columnLabels[c]
            l.x = columnX[c]
            l.baseline = gridTop - 10
            labels.append(l)
        }
        var cells: [Cell] = []
        var marks: [Mark] = []
        var number = 0
        for r in rows.indices {
            var l = rowLabels[r]
            l.x = padding
            let tallest = columns.indices.compactMap { layouts[r][$0].map { extent($0).h } }.max() ?? 0
            l.baseline = rowY[r] + above + tallest / 2 + headerSize * 0.35
            labels.append(l)
            for c in columns.indices {
                guard let layout = layouts[r][c], let spec = specFor(r, c) else { continue }
                let e = extent(layout)
                let origin = (x: columnX[c] + left + e.dx, y: rowY[r] + above + e.dy)
                var cell = Cell(row: r, column: c, spec: spec, layout: layout, origin: origin, annotations: [], legend: [])
                if accessible {
                    let frame = elementFrame(layout).offsetBy(origin.x, origin.y)
                    number += 1
                    labels += try accessibilityEntry(
                        &cell, number: number, marker: Point(columnX[c] + markerDiameter / 2, frame.midY),
                        legend: Point(columnX[c], rowY[r] + e.h + 12), renderer: renderer, marks: &marks)
                } else if annotate {
                    annotations(&cell, accent: accent, hit: hitColor, marks: &marks)
                    for (i, line) in cell.legend.enumerated() {
                        // What stands in for Apple's font is said second, in smaller type.
                        let small = line.hasPrefix(Self.standInPrefix)
                        var n = try label(line, size: small ? noteSize - 2 : noteSize, weight: .regular, color: secondary)
                        n.x = columnX[c]
                        n.baseline = rowY[r] + above + e.h + legendOffset + Double(i) * noteLine
                        labels.append(n)
                    }
                    for a in cell.annotations {
                        guard let place = annotationPlace(a, cell, legendX: columnX[c]) else { continue }
                        var n = try label(a.text, size: noteSize, weight: .medium, color: accent)
                        n.x = place.centered ? place.x - n.width / 2 : place.x
                        n.baseline = place.baseline
                        labels.append(n)
                    }
                }
                cells.append(cell)
            }
        }
        // At least the title's width: a grid with few cells (release 26's macOS) is narrower.
        let width = max(x - gap + padding, title.x + title.width + padding)
        let height = y - gap + padding
        return Panel(
            appearance: appearance, frame: Rect(x: 0, y: 0, width: width, height: height),
            background: panelBackground(request.platform, appearance), cells: cells, labels: labels, marks: marks)
    }

    /// Measurements of one cell, read from its layout (never from pixels), and their marks.
    private static func annotations(_ cell: inout Cell, accent: ResolvedColor, hit: ResolvedColor, marks: inout [Mark]) {
        let l = cell.layout, o = cell.origin
        func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : v.decimalText(places: 1) }
        let hitRect = l.hitTarget.points.offsetBy(o.x, o.y)
        cell.annotations.append(Annotation(kind: .hitTarget, value: l.hitTarget.points.width, text: ""))
        marks.append(.outline(hitRect, color: hit, dashed: true))
        // The button's bounds: its shape, or for a plain button (no shape) the frame the
        // metrics give it, outlined so that the figures have something to point at.
        guard let frame = l.shape?.frame.points ?? l.switchControl?.track.frame.points ?? l.sizing?.frame else {
            cell.legend = legend(l)
            return
        }
        let s = frame.offsetBy(o.x, o.y)
        if l.shape == nil && l.switchControl == nil { marks.append(.outline(s, color: accent, dashed: true)) }
        // Width, below the shape; height, right of the canvas.
        let wy = widthLineY(cell)
        marks.append(.line(x0: s.x, y0: wy, x1: s.maxX, y1: wy, color: accent, dashed: false))
        marks.append(.line(x0: s.x, y0: wy - 3, x1: s.x, y1: wy + 3, color: accent, dashed: false))
        marks.append(.line(x0: s.maxX, y0: wy - 3, x1: s.maxX, y1: wy + 3, color: accent, dashed: false))
        cell.annotations.append(Annotation(kind: .width, value: frame.width, text: "\(fmt(frame.width)) pt"))
        let hx = max(s.maxX, hitRect.maxX) + 8
        marks.append(.line(x0: hx, y0: s.y, x1: hx, y1: s.maxY, color: accent, dashed: false))
        marks.append(.line(x0: hx - 3, y0: s.y, x1: hx + 3, y1: s.y, color: accent, dashed: false))
        marks.append(.line(x0: hx - 3, y0: s.maxY, x1: hx + 3, y1: s.maxY, color: accent, dashed: false))
        cell.annotations.append(Annotation(kind: .height, value: frame.height, text: "\(fmt(frame.height)) pt"))
        if let shape = l.shape ?? l.switchControl?.track {
            // Corner radius: a leader from the corner's centre out to the curve.
            let r = shape.cornerRadius
            let leaderEnd = (x: s.x + r - r * 0.7071, y: s.y + r - r * 0.7071)
            marks.append(.line(x0: s.x + r, y0: s.y + r, x1: leaderEnd.x, y1: leaderEnd.y, color: accent, dashed: false))
            cell.annotations.append(Annotation(kind: .cornerRadius, value: r, text: shape.cornerWordsWithFigma))
        }
        if let sizing = l.sizing {
            // Insets as the metrics define them, and the content box they leave.
            let i = sizing.insets
            let box = Rect(x: s.x + i.horizontal, y: s.y + i.vertical, width: max(0, s.width - 2 * i.horizontal), height: max(0, s.height - 2 * i.vertical))
            marks.append(.outline(box, color: accent, dashed: true))
            cell.annotations.append(Annotation(kind: .insetTop, value: i.vertical, text: "insets \(fmt(i.vertical)) × \(fmt(i.horizontal))"))
            cell.annotations.append(Annotation(kind: .insetLeading, value: i.horizontal, text: ""))
            let source: String
            switch sizing.widthSource {
            case .content: source = "content \(fmt(sizing.contentWidth)) + 2 × \(fmt(i.horizontal))"
            case .fixed: source = "width: fixed"
            case .screen: source = "width: the screen's"
            case .resting: source = "width: kept from rest"
            case .circle: source = "width: the height (circle)"
            }
            cell.annotations.append(Annotation(kind: .widthSource, value: frame.width, text: source))
        } else if let shape = l.shape {
            annotateDerivedInsets(&cell, l, shape, accent: accent, marks: &marks, fmt: fmt)
        }
        if let symbol = l.symbol?.frame.points ?? l.spinner?.frame.points, let title = l.title?.frame.points {
            // Side by side, or stacked (an image above or below its title, the macOS image
            // button's label below the button).
            let gap = symbol.maxX <= title.x ? title.x - symbol.maxX : title.maxX <= symbol.x ? symbol.x - title.maxX
                : symbol.maxY <= title.y ? title.y - symbol.maxY : symbol.y - title.maxY
            cell.annotations.append(Annotation(kind: .gap, value: gap, text: "gap \(fmt(gap))"))
        }
        cell.legend = legend(l)
    }

    /// A kind of a fixed size has no insets in its metrics: the distance from its edge to
    /// its content is measured from the layout's frames.
    private static func annotateDerivedInsets(_ cell: inout Cell, _ l: ButtonLayout, _ shape: ShapeLayout, accent: ResolvedColor, marks: inout [Mark], fmt: (Double) -> String) {
        let o = cell.origin
        // Content insets: from the shape's edge to the content's box.
        let boxes = [l.title?.frame.points, l.subtitle?.frame.points, l.symbol?.frame.points, l.spinner?.frame.points].compactMap { $0 }
        if let first = boxes.first, first != shape.frame.points {
            let content = boxes.dropFirst().reduce(first) { a, b in
                let x0 = min(a.x, b.x), y0 = min(a.y, b.y)
                return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
            }
            let top = content.y - shape.frame.points.y, leading = content.x - shape.frame.points.x
            marks.append(.outline(content.offsetBy(o.x, o.y), color: accent, dashed: true))
            cell.annotations.append(Annotation(kind: .insetTop, value: top, text: "content at \(fmt(top)) × \(fmt(leading))"))
            cell.annotations.append(Annotation(kind: .insetLeading, value: leading, text: ""))
        }
    }

    /// Where an annotation's text goes: centred under the width line, right of the height line,
    /// above the corner; the insets, what set the width and the gap are lines of the legend, so
    /// they start where its lines do (`legendX`), not at the shape, which macOS insets from its
    /// canvas for the bezel's shadow.
    private static func annotationPlace(_ a: Annotation, _ cell: Cell, legendX: Double) -> (x: Double, baseline: Double, centered: Bool)? {
        guard let frame = cell.layout.shape?.frame.points ?? cell.layout.switchControl?.track.frame.points ?? cell.layout.sizing?.frame,
              !a.text.isEmpty else { return nil }
        let s = frame.offsetBy(cell.origin.x, cell.origin.y)
        let hit = cell.layout.hitTarget.points.offsetBy(cell.origin.x, cell.origin.y)
        switch a.kind {
        case .width: return (s.midX, widthLineY(cell) + 14, true)
        case .height: return (max(s.maxX, hit.maxX) + 14, s.midY + 4, false)
        case .cornerRadius: return (s.x, min(s.y, hit.y) - 4, false)
        case .insetTop: return (legendX, cell.origin.y + extentBottom(cell) + legendOffset + noteLine * 4, false)
        case .widthSource: return (legendX, cell.origin.y + extentBottom(cell) + legendOffset + noteLine * 5, false)
        case .gap: return (legendX, cell.origin.y + extentBottom(cell) + legendOffset + noteLine * 6, false)
        default: return nil
        }
    }

    /// The width's dimension line: below the button, its hit target and a label set below the
    /// button (the macOS image button's).
    private static func widthLineY(_ cell: Cell) -> Double {
        let l = cell.layout
        let frame = l.shape?.frame.points ?? l.sizing?.frame ?? l.canvas.points
        return cell.origin.y + max(frame.maxY, l.hitTarget.points.maxY, l.title?.frame.points.maxY ?? 0) + 8
    }

    /// Legend lines start this far below the bottom of a cell's canvas and hit target.
    static let legendOffset = 40.0

    /// The bottom of a cell's canvas or hit target, from the canvas origin.
    private static func extentBottom(_ cell: Cell) -> Double {
        max(cell.layout.canvas.points.maxY, cell.layout.hitTarget.points.maxY)
    }

    /// The start of the legend's line that names the face standing in for Apple's font.
    static let standInPrefix = "drawn with"

    /// Colors by token name and the typography, from the layout.
    private static func legend(_ l: ButtonLayout) -> [String] {
        var lines: [String] = []
        if let fill = l.shape?.fill { lines.append("fill \(fill.token)") }
        if let g = l.shape?.gradient, let top = g.first, let bottom = g.last {
            lines.append("fill gradient \(top.hex) → \(bottom.hex)")
        }
        if let t = l.title {
            lines.append("label \(t.color.token)")
            // Apple's font and text style as an engineer sets them, then the face drawn here.
            lines.append(t.font.handOffName)
            let line = "line \(t.font.lineHeight.shortDecimalText(places: 2)) pt"
            lines.append(t.font.appleFont == nil ? "\(line), your font file" : "\(standInPrefix) \(t.font.family), \(line)")
        } else if let s = l.symbol {
            lines.append("symbol \(s.name) \(s.color.token)")
        }
        if let w = l.switchControl {
            func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : v.decimalText(places: 1) }
            lines.append("track \(w.track.fill?.token ?? "none")")
            lines.append("knob \(fmt(w.knob.frame.points.width)) pt \(w.knob.fill.token)")
            if w.opacity < 1 { lines.append("opacity \(fmt(w.opacity))") }
        }
        return lines
    }
}

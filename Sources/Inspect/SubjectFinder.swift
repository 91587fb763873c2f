#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Without `--region`: which part of an image holds the button, when it holds more than one
/// thing (a screenshot with a banner above the button, a list cell around an indicator).
///
/// The things are the patches of pixels that differ from their backdrop (one color, or a
/// backdrop image's own pixel), those closer than `gap` joined. When together they are taller
/// or shorter than a button (`heights`), the button-sized thing with the most pixels wins.
/// When it is a fill holding a square indicator-like patch (a list cell around its spinner), the indicator
/// is the subject.
struct SubjectFinder {
    let plane: PixelPlane
    let backdrop: BackdropPlane
    let scale: Double
    /// The caller asked for an indicator (`--subject spinner`): one inside a fill is found
    /// beside other ink too, as a loading button's beside its title.
    var spinnerWanted = false
    /// A button-sized thing's height, in points: a mini macOS button to a large tvOS one.
    static let heights = 12.0...100.0
    /// Patches smaller than this many pixels are specks, not things.
    static let speck = 8

    struct Choice {
        var region: PixelRegion
        var reason: String
    }

    /// The subject's region, or nil when the image holds one thing (or no button-sized one).
    func find() -> Choice? {
        let patches = clusters(components(behind: backdrop, within: PixelBox(minX: 0, minY: 0, maxX: plane.width - 1, maxY: plane.height - 1)))
        guard patches.count > 1 else {
            guard let only = patches.first, let spinner = indicator(inside: only.box, alongside: spinnerWanted) else { return nil }
            return Choice(region: padded(spinner), reason: "the activity indicator inside the one thing the image holds")
        }
        // Things that together are button-sized are one button (a label's words, a symbol over
        // its title): measured whole, as before.
        let union = patches.dropFirst().reduce(patches[0].box) { b, p in
            PixelBox(minX: min(b.minX, p.box.minX), minY: min(b.minY, p.box.minY), maxX: max(b.maxX, p.box.maxX), maxY: max(b.maxY, p.box.maxY))
        }
        guard !Self.heights.contains(Double(union.height) / scale) else { return nil }
        let sized = patches.filter { Self.heights.contains(Double($0.box.height) / scale) && Double($0.box.width) / scale >= Self.heights.lowerBound }
        guard let best = sized.max(by: { $0.count < $1.count }) else { return nil }
        if let spinner = indicator(inside: best.box) {
            return Choice(region: padded(spinner), reason: "the activity indicator inside the largest button-sized thing of \(patches.count)")
        }
        return Choice(region: padded(best.box), reason: "the largest button-sized thing of \(patches.count) (\(Int(Self.heights.lowerBound)) to \(Int(Self.heights.upperBound)) pt tall)")
    }

    /// Patches closer than `gap` points to each other are one thing: the letters of a label,
    /// the ticks of an indicator, a fill showing through a letter's counter.
    static let gap = 6.0

    /// Joins boxes within `reach` of each other, again and again until none are, as merging any
    /// such pair until none is left would. Each round files the boxes in a grid of cells at
    /// least `reach` wide and compares only boxes that share a cell, so a page of specks costs
    /// what its boxes cover, not every pair. Listed in order of each group's first patch.
    private func clusters(_ patches: [(box: PixelBox, count: Int)]) -> [(box: PixelBox, count: Int)] {
        let reach = Int((Self.gap * scale).rounded(.up))
        let cell = max(32, 2 * reach)
        let columns = (plane.width + cell - 1) / cell, rows = (plane.height + cell - 1) / cell
        var groups = patches
        while true {
            // Each cell's boxes as a linked list: `head` per cell, `next` per entry.
            var head = [Int](repeating: -1, count: columns * rows)
            var next: [Int] = [], owner: [Int] = []
            func cells(_ b: PixelBox, _ body: (Int) -> Void) {
                let x0 = max(0, b.minX / cell), x1 = min(columns - 1, max(0, b.maxX) / cell)
                let y0 = max(0, b.minY / cell), y1 = min(rows - 1, max(0, b.maxY) / cell)
                guard x0 <= x1, y0 <= y1 else { return }
                for cy in y0...y1 { for cx in x0...x1 { body(cy * columns + cx) } }
            }
            for (i, g) in groups.enumerated() {
                cells(g.box) { c in next.append(head[c]); owner.append(i); head[c] = owner.count - 1 }
            }
            var parent = Array(groups.indices)
            func root(_ i: Int) -> Int {
                var i = i
                while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
                return i
            }
            var merged = false
            for (i, g) in groups.enumerated() {
                let a = g.box
                let grown = PixelBox(minX: max(0, a.minX - reach), minY: max(0, a.minY - reach), maxX: a.maxX + reach, maxY: a.maxY + reach)
                cells(grown) { c in
                    var e = head[c]
                    while e >= 0 {
                        let j = owner[e]
                        e = next[e]
                        let b = groups[j].box
                        guard j != i, a.minX - reach <= b.maxX, b.minX - reach <= a.maxX, a.minY - reach <= b.maxY, b.minY - reach <= a.maxY else { continue }
                        let (ri, rj) = (root(i), root(j))
                        if ri != rj { parent[max(ri, rj)] = min(ri, rj); merged = true }
                    }
                }
            }
            guard merged else { return groups }
            var slot = [Int](repeating: -1, count: groups.count)
            var joined: [(box: PixelBox, count: Int)] = []
            for (i, g) in groups.enumerated() {
                let r = root(i)
                if slot[r] < 0 { slot[r] = joined.count; joined.append(g); continue }
                let a = joined[slot[r]].box, b = g.box
                joined[slot[r]] = (PixelBox(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY)),
                                   joined[slot[r]].count + g.count)
            }
            groups = joined
        }
    }

    /// A square, hollow patch on a fill that covers most of `box` and is at least four times
    /// as wide: an indicator in a cell (a symbol in a button is wider than that). `alongside`:
    /// other ink may share the fill (a loading button's title), so each thing on it is tried
    /// alone, and only one with ticks (a ring with gaps, not a circle symbol) is taken.
    /// `onBackdrop`: `box` is a plain button's ink, with no fill (a plain loading button's
    /// indicator and title on the backdrop), so the things in it are read against the backdrop.
    func indicator(inside box: PixelBox, alongside: Bool = false, onBackdrop: Bool = false) -> PixelBox? {
        let fill: ColorVector
        if onBackdrop {
            fill = backdrop.color
        } else {
            guard let (packed, _) = plane.dominant(in: box, share: 0.5, where: { _ in true }) else { return nil }
            fill = ColorVector(packed: packed)
            guard fill.distance(to: backdrop.color) > Inspector.noise else { return nil }
        }
        let inner = components(behind: BackdropPlane(fill), within: box).filter { p in
            // Clear of the fill's own antialiased edge; a plain button's ink box has none.
            onBackdrop || (p.box.minX > box.minX + 1 && p.box.maxX < box.maxX - 1 && p.box.minY > box.minY + 1 && p.box.maxY < box.maxY - 1)
        }
        if alongside {
            // Neighbouring groups joined while no wider than a square: the two halves of an
            // indicator whose middle column falls between its ticks.
            let groups = columnGroups(inner.map(\.box))
            var found: [PixelBox] = []
            for i in groups.indices {
                var joined = groups[i]
                for next in groups[i...] {
                    joined = PixelBox(minX: joined.minX, minY: min(joined.minY, next.minY), maxX: next.maxX, maxY: max(joined.maxY, next.maxY))
                    guard Double(joined.width) <= Inspector.spinnerAspect.upperBound * Double(joined.height) else { break }
                    if joined.width * 4 <= box.width, Inspector.looksLikeSpinner(plane, box: joined, backdrop: fill), hasTicks(joined, fill: fill) {
                        found.append(joined)
                    }
                }
            }
            return found.max { $0.area < $1.area }
        }
        guard let candidate = inner.max(by: { $0.box.area < $1.box.area }) else { return nil }
        let all = inner.reduce(candidate.box) { b, p in
            PixelBox(minX: min(b.minX, p.box.minX), minY: min(b.minY, p.box.minY), maxX: max(b.maxX, p.box.maxX), maxY: max(b.maxY, p.box.maxY))
        }
        guard all.width * 4 <= box.width else { return nil }
        return Inspector.looksLikeSpinner(plane, box: all, backdrop: fill) ? all : nil
    }

    /// Boxes joined where their columns overlap, left to right: a loading button's title starts
    /// a column or more past its indicator's end (a point at @2x), nearer than the gap between
    /// things (`gap`) would tell apart.
    private func columnGroups(_ boxes: [PixelBox]) -> [PixelBox] {
        var groups: [PixelBox] = []
        for b in boxes.sorted(by: { $0.minX < $1.minX }) {
            if let last = groups.last, b.minX <= last.maxX {
                groups[groups.count - 1] = PixelBox(
                    minX: last.minX, minY: min(last.minY, b.minY), maxX: max(last.maxX, b.maxX), maxY: max(last.maxY, b.maxY))
            } else {
                groups.append(b)
            }
        }
        return groups
    }

    /// Ticks cross a circle at 0.8 of the box's half width at least this many times, each
    /// tick and each gap at least `tickDegrees` long (an indicator has 8 or 12 ticks of 18 to
    /// 20 degrees at that radius; a circle symbol's ring has none, and a letter O's stroke,
    /// which the circle leaves and meets again, two).
    static let leastTicks = 6
    /// Shorter runs of ink or gap along the circle are antialiasing at a stroke's edge.
    static let tickDegrees = 4

    /// True when a circle through the ticks' outer parts meets ink and gaps in turn.
    private func hasTicks(_ box: PixelBox, fill: ColorVector) -> Bool {
        let cx = Double(box.minX + box.maxX + 1) / 2, cy = Double(box.minY + box.maxY + 1) / 2
        let r = 0.8 * Double(box.width) / 2
        let seen = (0..<360).map { k in
            let a = Double(k) * .pi / 180
            return plane.differs(Int((cx + r * sin(a)).rounded(.down)), Int((cy - r * cos(a)).rounded(.down)), from: fill, by: Inspector.noise)
        }
        let runs = Self.tickRuns(seen)
        return runs.ink >= Self.leastTicks && runs.gaps >= Self.leastTicks
    }

    /// The runs of ink and of gap at least `tickDegrees` long around a circle sampled once a
    /// degree. Each sample is first the majority of the `tickDegrees - 1` either side of it, so
    /// that a stroke's antialiased edge flickering in and out of ink splits no run.
    static func tickRuns(_ seen: [Bool]) -> (ink: Int, gaps: Int) {
        let n = seen.count, half = tickDegrees - 1
        let ink = (0..<n).map { k in (-half...half).filter { seen[((k + $0) % n + n) % n] }.count > half }
        // Runs from the first change on, so that the last joins the first around the circle.
        guard let start = ink.indices.first(where: { ink[$0] != ink[0] }) else { return (0, 0) }
        var runs: [(ink: Bool, length: Int)] = []
        for k in 0..<n {
            let v = ink[(start + k) % n]
            if let last = runs.last, last.ink == v { runs[runs.count - 1].length += 1 } else { runs.append((v, 1)) }
        }
        let long = runs.filter { $0.length >= tickDegrees }
        return (long.filter(\.ink).count, long.filter { !$0.ink }.count)
    }

    private func padded(_ b: PixelBox) -> PixelRegion {
        let x0 = max(0, b.minX - 2), y0 = max(0, b.minY - 2)
        let x1 = min(plane.width - 1, b.maxX + 2), y1 = min(plane.height - 1, b.maxY + 2)
        return PixelRegion(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// The 8-connected patches of pixels within `box` that differ from what lies behind them,
    /// specks left out.
    private func components(behind: BackdropPlane, within box: PixelBox) -> [(box: PixelBox, count: Int)] {
        ConnectedPatches.find(in: box) { x, y in behind.differs(plane, x, y, by: Inspector.noise) }
            .filter { $0.count >= Self.speck }
            .map { ($0.box, $0.count) }
    }
}

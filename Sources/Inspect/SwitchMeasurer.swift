import Raster
/// Measures a switch: the capsule track, the circular knob, their colors, and the knob's
/// shadow where it falls on the track. The knob is the brightest run across the middle row
/// (a white or light knob on every system's switch); the track's color is taken on the far
/// side of it, clear of the shadow.
struct SwitchMeasurer {
    let plane: PixelPlane
    let backdrop: ColorVector
    let box: PixelBox
    /// Pixels per point: the shadow beside the knob is read one point from it.
    let scale: Double

    struct Result {
        var track: Rect
        var trackColor: ColorVector
        var knob: Rect
        var knobColor: ColorVector
        var knobAtRight: Bool
        var shadowBelow: Double
        var shadowBeside: Double
    }

    func measure() -> Result? {
        let midY = (box.minY + box.maxY) / 2
        // The knob: the longest run of the brightest color across the middle row, not
        // touching the box's ends.
        let row = (box.minX...box.maxX).map { plane[x: $0, y: midY] }
        guard let brightest = row.max(by: { luminance($0) < luminance($1) }) else { return nil }
        var best: (start: Int, end: Int)?
        var start: Int?
        for i in row.indices {
            let near = row[i].distance(to: brightest) <= Inspector.noise * 2
            if near, start == nil { start = i }
            if (!near || i == row.count - 1), let s = start {
                let end = near ? i : i - 1
                if s > 0, end < row.count - 1, end - s > (best.map { $0.end - $0.start } ?? -1) { best = (s, end) }
                start = nil
            }
        }
        guard let run = best else { return nil }
        let knobColor = plane.mostFrequent((run.start...run.end).map { (box.minX + $0, midY) }).map { ColorVector(packed: $0.0) } ?? brightest
        let cx = box.minX + (run.start + run.end) / 2
        let knobAtRight = Double(cx) > Double(box.minX + box.maxX) / 2

        // The track's color: the most frequent pixel on the far side of the knob, a quarter
        // of the height in from the track's end and from the knob.
        let quarter = max(1, box.height / 4)
        let (farFrom, farTo) = knobAtRight ? (box.minX + quarter, box.minX + run.start - quarter) : (box.minX + run.end + quarter, box.maxX - quarter)
        guard farFrom <= farTo else { return nil }
        let far = farFrom...farTo
        var farPoints: [(Int, Int)] = []
        for y in (midY - quarter / 2)...(midY + quarter / 2) { for x in far { farPoints.append((x, y)) } }
        guard let trackPacked = plane.mostFrequent(farPoints)?.0 else { return nil }
        let track = ColorVector(packed: trackPacked)

        // The track's edges from its coverage over the backdrop.
        func trackCoverage(_ x: Int, _ y: Int) -> Double { min(1, max(0, plane[x: x, y: y].fraction(from: backdrop, to: track))) }
        let e = EdgeFinder(coverage: trackCoverage, box: box).edges()

        // The knob's edges: the run's ends moved out by the neighbours' share of knob color.
        func knobShare(_ p: ColorVector) -> Double { min(1, max(0, p.fraction(from: track, to: knobColor))) }
        let left = Double(box.minX + run.start) - knobShare(plane[x: box.minX + run.start - 1, y: midY])
        let right = Double(box.minX + run.end + 1) + knobShare(plane[x: box.minX + run.end + 1, y: midY])
        let column = (box.minY...box.maxY).map { plane[x: cx, y: $0] }
        guard let top = column.firstIndex(where: { $0.distance(to: knobColor) <= Inspector.noise * 2 }),
              let bottom = column.lastIndex(where: { $0.distance(to: knobColor) <= Inspector.noise * 2 }), top > 0, bottom < column.count - 1
        else { return nil }
        let knobTop = Double(box.minY + top) - knobShare(column[top - 1])
        let knobBottom = Double(box.minY + bottom + 1) + knobShare(column[bottom + 1])

        // The shadow: how much the track darkens toward black just below the knob (its
        // column, between the knob and the track's bottom edge) and just beside it (the
        // middle row, one point on the far side).
        let black = ColorVector(r: 0, g: 0, b: 0, a: track.a)
        func darkening(_ p: ColorVector) -> Double { max(0, p.fraction(from: track, to: black)) }
        let belowFrom = box.minY + bottom + 2, belowTo = Int(e.bottom) - 1
        let belowRows = belowFrom < belowTo ? belowFrom..<belowTo : belowFrom..<belowFrom
        let shadowBelow = belowRows.isEmpty ? 0 : belowRows.map { darkening(plane[x: cx, y: $0]) }.reduce(0, +) / Double(belowRows.count)
        let onePoint = max(1, Int(scale.rounded()))
        let besideX = knobAtRight ? box.minX + run.start - onePoint : box.minX + run.end + onePoint
        let shadowBeside = darkening(plane[x: min(max(besideX, 0), plane.width - 1), y: midY])

        return Result(
            track: Rect(x: e.left, y: e.top, width: e.right - e.left, height: e.bottom - e.top), trackColor: track,
            knob: Rect(x: left, y: knobTop, width: right - left, height: knobBottom - knobTop), knobColor: knobColor,
            knobAtRight: knobAtRight, shadowBelow: shadowBelow, shadowBeside: shadowBeside)
    }

    private func luminance(_ p: ColorVector) -> Double { 0.2126 * p.r + 0.7152 * p.g + 0.0722 * p.b }
}

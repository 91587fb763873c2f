/// Without `--region`: which part of an image holds the button, when it holds more than one
/// thing (a screenshot with a banner above the button, a list cell around an indicator).
///
/// The things are the patches of pixels that differ from the backdrop, those closer than `gap`
/// joined. When together they are taller or shorter than a button (`heights`), the button-sized
/// thing with the most pixels wins. When it is a
/// fill holding a square indicator-like patch (a list cell around its spinner), the indicator
/// is the subject.
struct SubjectFinder {
    let plane: PixelPlane
    let backdrop: ColorVector
    let scale: Double
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
        let patches = clusters(components(backdrop: backdrop, within: PixelBox(minX: 0, minY: 0, maxX: plane.width - 1, maxY: plane.height - 1)))
        guard patches.count > 1 else {
            guard let only = patches.first, let spinner = indicator(inside: only.box) else { return nil }
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

    private func clusters(_ patches: [(box: PixelBox, count: Int)]) -> [(box: PixelBox, count: Int)] {
        let reach = Int((Self.gap * scale).rounded(.up))
        var out = patches
        var merged = true
        while merged {
            merged = false
            outer: for i in out.indices {
                for j in out.indices where j > i {
                    let a = out[i].box, b = out[j].box
                    guard a.minX - reach <= b.maxX, b.minX - reach <= a.maxX, a.minY - reach <= b.maxY, b.minY - reach <= a.maxY else { continue }
                    out[i] = (PixelBox(minX: min(a.minX, b.minX), minY: min(a.minY, b.minY), maxX: max(a.maxX, b.maxX), maxY: max(a.maxY, b.maxY)),
                              out[i].count + out[j].count)
                    out.remove(at: j)
                    merged = true
                    break outer
                }
            }
        }
        return out
    }

    /// A square, hollow patch on a fill that covers most of `box` and is at least four times
    /// as wide: an indicator in a cell (a symbol in a button is wider than that).
    private func indicator(inside box: PixelBox) -> PixelBox? {
        guard let (packed, count) = plane.mostFrequent(box.points()), Double(count) >= 0.5 * Double(box.area) else { return nil }
        let fill = ColorVector(packed: packed)
        guard fill.distance(to: backdrop) > Inspector.noise else { return nil }
        let inner = components(backdrop: fill, within: box).filter { p in
            // Clear of the fill's own antialiased edge.
            p.box.minX > box.minX + 1 && p.box.maxX < box.maxX - 1 && p.box.minY > box.minY + 1 && p.box.maxY < box.maxY - 1
        }
        guard let candidate = inner.max(by: { $0.box.area < $1.box.area }) else { return nil }
        let all = inner.reduce(candidate.box) { b, p in
            PixelBox(minX: min(b.minX, p.box.minX), minY: min(b.minY, p.box.minY), maxX: max(b.maxX, p.box.maxX), maxY: max(b.maxY, p.box.maxY))
        }
        guard all.width * 4 <= box.width else { return nil }
        return Inspector.looksLikeSpinner(plane, box: all, backdrop: fill) ? all : nil
    }

    private func padded(_ b: PixelBox) -> PixelRegion {
        let x0 = max(0, b.minX - 2), y0 = max(0, b.minY - 2)
        let x1 = min(plane.width - 1, b.maxX + 2), y1 = min(plane.height - 1, b.maxY + 2)
        return PixelRegion(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
    }

    /// The 8-connected patches of pixels within `box` that differ from `color`.
    private func components(backdrop color: ColorVector, within box: PixelBox) -> [(box: PixelBox, count: Int)] {
        let w = box.width, h = box.height
        var seen = [Bool](repeating: false, count: w * h)
        var out: [(box: PixelBox, count: Int)] = []
        var stack: [Int] = []
        func differs(_ i: Int) -> Bool { plane[x: box.minX + i % w, y: box.minY + i / w].distance(to: color) > Inspector.noise }
        for start in 0..<(w * h) where !seen[start] {
            seen[start] = true
            guard differs(start) else { continue }
            var b = PixelBox(minX: start % w, minY: start / w, maxX: start % w, maxY: start / w)
            var count = 0
            stack.append(start)
            while let i = stack.popLast() {
                count += 1
                let x = i % w, y = i / w
                b.minX = min(b.minX, x); b.maxX = max(b.maxX, x); b.minY = min(b.minY, y); b.maxY = max(b.maxY, y)
                for dy in -1...1 {
                    for dx in -1...1 where dx != 0 || dy != 0 {
                        let nx = x + dx, ny = y + dy
                        guard nx >= 0, ny >= 0, nx < w, ny < h else { continue }
                        let j = ny * w + nx
                        if !seen[j] { seen[j] = true; if differs(j) { stack.append(j) } }
                    }
                }
            }
            if count >= Self.speck {
                out.append((PixelBox(minX: b.minX + box.minX, minY: b.minY + box.minY, maxX: b.maxX + box.minX, maxY: b.maxY + box.minY), count))
            }
        }
        return out
    }
}

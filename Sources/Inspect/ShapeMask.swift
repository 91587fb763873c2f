/// With a backdrop image: the shape as the pixels that differ from their own backdrop pixel
/// (less a soft shadow's), the 8-connected patch of them that spans the largest box, with all
/// it encloses.
///
/// What it encloses that differs from the backdrop is the shape's own: a light gray fill, a
/// backdrop darkened a little and smoothly, passes for a soft shadow, but lies inside the
/// shape's edge, which is a step and no shadow. What it encloses that is the backdrop image's
/// own pixel is a hole: a label drawn the same in both images (a black label on a light bezel
/// over the same black label in a plain snapshot). A hole is covered by the shape, but nothing
/// of its own can be read there.
///
/// Guarantees: `box` is the patch's bounding box; every pixel is one of outside, the shape or
/// a hole, and neither of the last two touches an outside pixel by a side.
struct ShapeMask {
    /// The patch's bounding box, in region pixels.
    let box: PixelBox
    /// Box-local, row-major: `outside`, `shape` or `hole`.
    private var cells: [UInt8]
    /// The shape's pixels and its holes'.
    let count: Int
    /// The holes' pixels alone.
    let holeCount: Int

    private static let outside: UInt8 = 0, shape: UInt8 = 1, hole: UInt8 = 2

    /// The mask of the patch of `plane`'s pixels that differ from their own backdrop, not as a
    /// soft shadow does, that spans the largest box (a shape's edge encloses all of it: a fill
    /// that passes for a shadow leaves only the edge and the label of its patch), or nil when no
    /// pixel differs.
    static func find(_ plane: PixelPlane, backdrop: BackdropPlane, shadow: SoftShadow) -> ShapeMask? {
        func differs(_ x: Int, _ y: Int) -> Bool { backdrop.differs(plane, x, y, by: Inspector.noise) }
        func ink(_ x: Int, _ y: Int) -> Bool { differs(x, y) && !shadow.isShadow(x, y) }
        let whole = PixelBox(minX: 0, minY: 0, maxX: plane.width - 1, maxY: plane.height - 1)
        // Ties go to the more pixels, then to the first in row-major order, so the answer never
        // depends on anything else.
        guard let widest = ConnectedPatches.find(in: whole, passes: ink)
            .max(by: { $0.box.area != $1.box.area ? $0.box.area < $1.box.area : $0.count < $1.count })
        else { return nil }
        return ShapeMask(widest, ink: ink, differs: differs)
    }

    private init(_ found: Patch, ink: (Int, Int) -> Bool, differs: (Int, Int) -> Bool) {
        box = found.box
        let w = box.width, h = box.height
        var cells = [UInt8](repeating: Self.outside, count: w * h)
        // The patch again, from its first pixel: 8-connected, as `ConnectedPatches` joins.
        var stack = [(found.first.x - box.minX, found.first.y - box.minY)]
        cells[stack[0].1 * w + stack[0].0] = Self.shape
        while let (x, y) = stack.popLast() {
            for dy in -1...1 {
                for dx in -1...1 {
                    let nx = x + dx, ny = y + dy
                    guard nx >= 0, ny >= 0, nx < w, ny < h, cells[ny * w + nx] == Self.outside,
                          ink(box.minX + nx, box.minY + ny) else { continue }
                    cells[ny * w + nx] = Self.shape
                    stack.append((nx, ny))
                }
            }
        }
        // What the box's border reaches by sides (a patch of 8-connected pixels is crossed by
        // nothing that steps corner to corner) is outside; the rest is a hole.
        var reached = [Bool](repeating: false, count: w * h)
        for x in 0..<w { stack.append((x, 0)); stack.append((x, h - 1)) }
        for y in 0..<h { stack.append((0, y)); stack.append((w - 1, y)) }
        while let (x, y) = stack.popLast() {
            guard x >= 0, y >= 0, x < w, y < h, !reached[y * w + x], cells[y * w + x] != Self.shape else { continue }
            reached[y * w + x] = true
            stack += [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
        }
        var holes = 0, count = 0
        for i in cells.indices where cells[i] != Self.shape && !reached[i] {
            if differs(box.minX + i % w, box.minY + i / w) {
                cells[i] = Self.shape
            } else {
                cells[i] = Self.hole
                holes += 1
            }
        }
        for i in cells.indices where cells[i] != Self.outside { count += 1 }
        self.cells = cells
        self.count = count
        holeCount = holes
    }

    private func cell(_ x: Int, _ y: Int) -> UInt8 {
        guard x >= box.minX, y >= box.minY, x <= box.maxX, y <= box.maxY else { return Self.outside }
        return cells[(y - box.minY) * box.width + (x - box.minX)]
    }

    /// Whether region pixel (x, y) is the shape's or a hole's.
    func contains(_ x: Int, _ y: Int) -> Bool { cell(x, y) != Self.outside }

    /// Whether region pixel (x, y) is a hole: the backdrop image's own pixel, enclosed.
    func isHole(_ x: Int, _ y: Int) -> Bool { cell(x, y) == Self.hole }

    /// Whether region pixel (x, y) is the shape's (not a hole's) and `inset` pixels from it
    /// along its row and its column are in the mask too: clear of the edge, and of a rim along it.
    func isClear(_ x: Int, _ y: Int, by inset: Int) -> Bool {
        cell(x, y) == Self.shape && contains(x - inset, y) && contains(x + inset, y) && contains(x, y - inset) && contains(x, y + inset)
    }

    /// Calls `body(x, y)` for every pixel of the shape and its holes, in row-major order.
    func forEach(_ body: (Int, Int) -> Void) {
        for y in box.minY...box.maxY {
            for x in box.minX...box.maxX where contains(x, y) { body(x, y) }
        }
    }
}

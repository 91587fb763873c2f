import Synchronization
import Raster

/// A font file: its metrics, cached glyph outlines and pair kerning.
///
/// Guarantees: outlines are loaded from FreeType once per glyph and kept in font units
/// (y up); drawing scales them, so a glyph is never reloaded per draw. Safe to share between
/// threads.
package final class FontFace: Sendable {
    private let face: FreeTypeFace
    /// What is read from the font as it is needed, behind one lock.
    private let caches = Mutex(Caches())
    private struct Caches {
        /// Parsed on first use: most renders touch one or two of the chain's fonts.
        var kerning: PairKerning?
        /// Adjustments by glyph pair, as they are looked up: a GPOS lookup walks coverage and
        /// class tables, and a label's pairs recur in every render of it (`kerningPairBudget`).
        var kerningPairs: [UInt64: Double] = [:]
        /// Code point -> glyph index (0: the font lacks it), filled as characters are met.
        var cmap: [UInt32: UInt32] = [:]
        var glyphs: [UInt32: (outline: BezierPath, advance: Double)] = [:]
        /// Glyph masks by glyph, size and fraction of a pixel: the label is over half of a
        /// button's drawing, and a check or sheet draws the same labels again and again.
        var masks: [MaskKey: AreaMask] = [:]
        var maskBytes = 0
    }
    private struct MaskKey: Hashable {
        let index: UInt32
        let pixelsPerUnit: Double
        let dx: Double
        let dy: Double
    }

    /// The file the font was opened from, or the name of a font opened from memory.
    package var path: String { face.path }
    /// The family name the font states (Inter, NanumGothic, ...).
    package var familyName: String { face.familyName }
    /// Font units per em.
    package var unitsPerEm: Double { face.unitsPerEm }
    /// hhea ascender and descender in font units, both positive.
    package var ascender: Double { face.ascender }
    /// The hhea descender in font units, positive.
    package var descender: Double { face.descender }
    /// True when the font carries pair kerning (GPOS `kern` or a legacy `kern` table).
    package var hasKerning: Bool { !kerningTable.isEmpty }
    /// Every size this font is asked for is drawn this many times larger, as CSS's
    /// `size-adjust` does for a fallback font: 1 unless the font was opened to match another
    /// font's cap height. Advances, kerning and line metrics scale with it; tracking does not.
    package let sizeAdjust: Double
    /// The OS/2 table's cap height in font units, or nil when the font does not state one.
    package var capHeight: Double? { Self.capHeight(of: face) }

    /// A variable font's axes (empty for a static font).
    package var variationAxes: [VariationAxis] { face.axes }

    /// Opens a font file. A missing or unreadable file throws, naming the path. `variation`
    /// sets a variable font's axes by tag (`wght`, `opsz`), clamped to their ranges.
    package convenience init(path: String, variation: [String: Double] = [:]) throws(TypographyError) {
        self.init(face: try FreeTypeFace(path: path, variation: variation), matchingCapHeight: nil)
    }

    /// Opens a font file sized so that its capitals are `capHeightPerEm` of the requested size
    /// tall (a stand-in matching another font's cap height). A font that states no cap height
    /// is not adjusted.
    package convenience init(path: String, matchingCapHeight capHeightPerEm: Double) throws(TypographyError) {
        self.init(face: try FreeTypeFace(path: path), matchingCapHeight: capHeightPerEm)
    }

    /// Opens a font held in memory that lives as long as the program (a font compiled into the
    /// binary), under `name`, which `path` and errors show; sized to `capHeightPerEm` as
    /// `init(path:matchingCapHeight:)` is when that is given.
    package convenience init(name: String, staticBytes bytes: UnsafeRawBufferPointer, matchingCapHeight capHeightPerEm: Double? = nil) throws(TypographyError) {
        self.init(face: try FreeTypeFace(source: .memory(name: name, bytes: bytes)), matchingCapHeight: capHeightPerEm)
    }

    private init(face: FreeTypeFace, matchingCapHeight capHeightPerEm: Double?) {
        self.face = face
        if let capHeightPerEm, let own = Self.capHeight(of: face) {
            sizeAdjust = capHeightPerEm / (own / face.unitsPerEm)
        } else {
            sizeAdjust = 1
        }
    }

    /// sCapHeight: a signed 16-bit value at byte 88 of an OS/2 table of version 2 or later.
    private static func capHeight(of face: FreeTypeFace) -> Double? {
        guard let os2 = face.table("OS/2"), os2.count >= 90, (Int(os2[0]) << 8 | Int(os2[1])) >= 2 else { return nil }
        let value = Double(Int16(bitPattern: UInt16(os2[88]) << 8 | UInt16(os2[89])))
        return value > 0 ? value : nil
    }

    private var kerningTable: PairKerning {
        caches.withLock { caches in
            if let kerning = caches.kerning { return kerning }
            let parsed = PairKerning(gpos: face.table("GPOS"), kern: face.table("kern"))
            caches.kerning = parsed
            return parsed
        }
    }

    /// The glyph for a character, or nil when the font lacks it.
    package func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? {
        let code = scalar.value
        if let hit = caches.withLock({ $0.cmap[code] }) { return hit == 0 ? nil : hit }
        let index = face.glyphIndex(code) ?? 0
        caches.withLock { $0.cmap[code] = index }
        return index == 0 ? nil : index
    }

    /// The outline (font units, y up) and advance of a glyph, loaded once.
    package func glyph(_ index: UInt32) -> (outline: BezierPath, advance: Double) {
        if let hit = caches.withLock({ $0.glyphs[index] }) { return hit }
        let loaded = face.glyph(index)
        caches.withLock { $0.glyphs[index] = loaded }
        return loaded
    }

    /// A glyph's advance in font units.
    package func advance(_ index: UInt32) -> Double {
        if let hit = caches.withLock({ $0.glyphs[index]?.advance }) { return hit }
        return glyph(index).advance
    }

    /// The glyph's outline in pixels (y down, pen at the origin), flattened to lines within
    /// `Flattening.tolerance`.
    package func flattenedOutline(_ index: UInt32, pixelsPerUnit unit: Double) -> BezierPath {
        glyph(index).outline.applying(Transform(a: unit, b: 0, c: 0, d: -unit, tx: 0, ty: 0)).flattened()
    }

    /// The glyph's exact pixel areas at one size, placed `dx`, `dy` (each in [0, 1)) right of
    /// and below a whole pixel; cached by glyph, size and that exact fraction.
    ///
    /// Positions are never rounded: a glyph is reused only where it lands on the very same
    /// fraction of a pixel, which a label does each time it is drawn again at the same place
    /// (every style of a size in a sheet, every state and appearance of a button).
    package func areaMask(_ index: UInt32, pixelsPerUnit unit: Double, dx: Double, dy: Double) -> AreaMask {
        let key = MaskKey(index: index, pixelsPerUnit: unit, dx: dx, dy: dy)
        if let hit = caches.withLock({ $0.masks[key] }) { return hit }
        let mask = AreaMask(of: flattenedOutline(index, pixelsPerUnit: unit), dx: dx, dy: dy)
        let bytes = mask.areas.count * 5
        caches.withLock { caches in
            // A bound on memory: past it, start again rather than track what is old.
            if caches.maskBytes + bytes > FontFace.maskBudget {
                caches.masks.removeAll(keepingCapacity: true)
                caches.maskBytes = 0
            }
            if caches.masks.updateValue(mask, forKey: key) == nil { caches.maskBytes += bytes }
        }
        return mask
    }

    /// The bytes the glyph masks cached now take.
    var cachedMaskBytes: Int { caches.withLock { $0.maskBytes } }

    /// The most memory one font's glyph masks take, in bytes (a 34 px glyph's mask is ~3 KB,
    /// so a label's glyphs at a few sizes and fractions fit many times over).
    static let maskBudget = 16 << 20
    /// The most kerning pairs kept: every pair of a few hundred labels' characters.
    static let kerningPairBudget = 1 << 16

    /// The kerning adjustment between two glyphs, in font units.
    package func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        let pair = UInt64(left) << 32 | UInt64(right)
        if let hit = caches.withLock({ $0.kerningPairs[pair] }) { return hit }
        let value = kerningTable.adjustment(left, right)
        caches.withLock { caches in
            // Pairs grow with the square of the glyphs met: past the cap the cache starts over.
            if caches.kerningPairs.count >= FontFace.kerningPairBudget { caches.kerningPairs.removeAll(keepingCapacity: true) }
            caches.kerningPairs[pair] = value
        }
        return value
    }
}

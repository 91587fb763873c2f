import Foundation
import Raster

/// A font file: its metrics, cached glyph outlines and pair kerning.
///
/// Guarantees: outlines are loaded from FreeType once per glyph and kept in font units
/// (y up); drawing scales them, so a glyph is never reloaded per draw. Safe to share between
/// threads.
public final class Font: @unchecked Sendable {
    private let face: FreeTypeFace
    private let kerning: PairKerning
    private var cache: [UInt32: (outline: Path, advance: Double)] = [:]
    private let lock = NSLock()

    public var path: String { face.path }
    public var familyName: String { face.familyName }
    public var unitsPerEm: Double { face.unitsPerEm }
    /// hhea ascender and descender in font units, both positive.
    public var ascender: Double { face.ascender }
    public var descender: Double { face.descender }
    /// True when the font carries pair kerning (GPOS `kern` or a legacy `kern` table).
    public var hasKerning: Bool { !kerning.isEmpty }

    /// Opens a font file. A missing or unreadable file throws, naming the path.
    public init(path: String) throws(TypographyError) {
        face = try FreeTypeFace(path: path)
        kerning = PairKerning(gpos: face.table("GPOS"), kern: face.table("kern"))
    }

    public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32? { face.glyphIndex(scalar.value) }

    /// The outline (font units, y up) and advance of a glyph, loaded once.
    public func glyph(_ index: UInt32) -> (outline: Path, advance: Double) {
        lock.lock()
        if let hit = cache[index] {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let loaded = face.glyph(index)
        lock.lock()
        cache[index] = loaded
        lock.unlock()
        return loaded
    }

    /// The kerning adjustment between two glyphs, in font units.
    public func kerning(_ left: UInt32, _ right: UInt32) -> Double { kerning.adjustment(left, right) }
}

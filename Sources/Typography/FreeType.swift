internal import CFreeType
import Foundation
import Raster

/// One font file opened with FreeType: the only Swift code that calls FreeType.
///
/// Guarantees: the face and its library live exactly as long as this object; every FreeType
/// call happens under `lock`, since a face is not safe to use from two threads at once.
final class FreeTypeFace: @unchecked Sendable {
    private var library: FT_Library?
    private var face: FT_Face?
    private let lock = NSLock()
    let path: String
    let familyName: String
    let unitsPerEm: Double
    /// hhea ascender and descender, in font units (descender positive, downward).
    let ascender: Double
    let descender: Double

    init(path: String) throws(TypographyError) {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else { throw .fontFileMissing(path: path) }
        var library: FT_Library?
        var error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .fontUnreadable(path: path, freeTypeError: error) }
        var face: FT_Face?
        error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw .fontUnreadable(path: path, freeTypeError: error)
        }
        self.library = library
        self.face = face
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? URL(fileURLWithPath: path).lastPathComponent
        unitsPerEm = Double(face.pointee.units_per_EM)
        ascender = Double(face.pointee.ascender)
        descender = Double(-face.pointee.descender)
    }

    deinit {
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// The glyph index for a code point, or nil when the font lacks it.
    func glyphIndex(_ codePoint: UInt32) -> UInt32? {
        lock.lock()
        defer { lock.unlock() }
        let index = FT_Get_Char_Index(face, FT_ULong(codePoint))
        return index == 0 ? nil : index
    }

    /// The unhinted, unscaled outline and advance of a glyph, in font units, y up.
    func glyph(_ index: UInt32) -> (outline: Path, advance: Double) {
        lock.lock()
        defer { lock.unlock() }
        guard let face, FT_Load_Glyph(face, index, cft_load_no_scale_outline) == 0, let slot = face.pointee.glyph else {
            return (Path(), 0)
        }
        let advance = Double(slot.pointee.advance.x)
        var outline = slot.pointee.outline
        let collector = OutlineCollector()
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                OutlineCollector.from(user).path.move(to: Point(to!.pointee))
                return 0
            },
            line_to: { to, user in
                OutlineCollector.from(user).path.line(to: Point(to!.pointee))
                return 0
            },
            conic_to: { control, to, user in
                OutlineCollector.from(user).path.quad(to: Point(to!.pointee), control: Point(control!.pointee))
                return 0
            },
            cubic_to: { c1, c2, to, user in
                OutlineCollector.from(user).path.cubic(to: Point(to!.pointee), control1: Point(c1!.pointee), control2: Point(c2!.pointee))
                return 0
            },
            shift: 0, delta: 0)
        withExtendedLifetime(collector) {
            _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
        }
        return (collector.path, advance)
    }

    /// The raw bytes of an sfnt table (`GPOS`, `kern`), or nil when the font has none.
    func table(_ tag: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        let t = tag.utf8.reduce(UInt(0)) { $0 << 8 | UInt($1) }
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, t, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard FT_Load_Sfnt_Table(face, t, 0, &bytes, &length) == 0 else { return nil }
        return bytes
    }
}

/// Receives FreeType's outline callbacks.
private final class OutlineCollector {
    var path = Path()
    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
    }
}

extension Point {
    fileprivate init(_ v: FT_Vector) { self.init(Double(v.x), Double(v.y)) }
}

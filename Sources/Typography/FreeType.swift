internal import CFreeType
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster
import Synchronization

/// Where a font's bytes are: a file, or memory that lives as long as the program (the fonts
/// compiled into the binary). Sendable because that memory is never written.
enum FontSource: @unchecked Sendable {
    case file(path: String)
    case memory(name: String, bytes: UnsafeRawBufferPointer)

    /// The path, or the name of the font in memory: what errors and `FontFace.path` show.
    var name: String {
        switch self {
        case .file(let path): return path
        case .memory(let name, _): return name
        }
    }
}

/// One font opened with FreeType: the only Swift code that calls FreeType.
///
/// An `FT_Face` must not be used by two threads at once, so this keeps a small pool of faces
/// on the same file and lends one to each call: threads laying out text at the same time
/// each load glyphs from their own face instead of queueing for one.
///
/// Guarantees: every face is used by one thread at a time; every face and its library live
/// until this object is released.
final class FreeTypeFace: @unchecked Sendable {
    /// One FreeType library and one face on the file, used by one thread at a time: the pool
    /// lends each to one caller and takes it back, which is what makes passing it between
    /// threads safe.
    private final class Handle: @unchecked Sendable {
        let library: FT_Library
        let face: FT_Face

        init(source: FontSource, variation: [String: Double]) throws(TypographyError) {
            let path = source.name
            var library: FT_Library?
            var error = FT_Init_FreeType(&library)
            guard error == 0, let library else { throw .fontUnreadable(path: path, freeTypeError: error) }
            var face: FT_Face?
            switch source {
            case .file(let path):
                error = FT_New_Face(library, path, 0, &face)
            case .memory(_, let bytes):
                error = FT_New_Memory_Face(library, bytes.baseAddress?.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), 0, &face)
            }
            guard error == 0, let face else {
                FT_Done_FreeType(library)
                throw .fontUnreadable(path: path, freeTypeError: error)
            }
            self.library = library
            self.face = face
            if !variation.isEmpty {
                // Each axis at the asked value, clamped to its range; the others at their defaults.
                let coordinates = Self.axes(face, library).map { axis in
                    FT_Fixed((min(max(variation[axis.tag] ?? axis.defaultValue, axis.minimum), axis.maximum) * 65536).rounded())
                }
                var values = coordinates
                error = values.isEmpty ? 0 : FT_Set_Var_Design_Coordinates(face, FT_UInt(values.count), &values)
                guard error == 0 else { throw .fontUnreadable(path: path, freeTypeError: error) }
            }
        }

        /// The font's variation axes (none for a static font).
        static func axes(_ face: FT_Face, _ library: FT_Library) -> [VariationAxis] {
            var mm: UnsafeMutablePointer<FT_MM_Var>?
            guard FT_Get_MM_Var(face, &mm) == 0, let mm else { return [] }
            defer { FT_Done_MM_Var(library, mm) }
            return (0..<Int(mm.pointee.num_axis)).map { i in
                let a = mm.pointee.axis[i]
                let tag = String(decoding: (0..<4).map { UInt8(truncatingIfNeeded: a.tag >> (24 - 8 * $0)) }, as: UTF8.self)
                return VariationAxis(tag: tag, minimum: Double(a.minimum) / 65536, defaultValue: Double(a.def) / 65536, maximum: Double(a.maximum) / 65536)
            }
        }

        deinit {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
        }
    }

    private let idle: Mutex<[Handle]>
    let source: FontSource
    /// The file's path, or the name of a font in memory.
    var path: String { source.name }
    /// Design coordinates every face of the pool is set to (empty: the font's default instance).
    let variation: [String: Double]
    let axes: [VariationAxis]
    let familyName: String
    let unitsPerEm: Double
    /// hhea ascender and descender, in font units (descender positive, downward).
    let ascender: Double
    let descender: Double

    convenience init(path: String, variation: [String: Double] = [:]) throws(TypographyError) {
        // Checked before FreeType opens it: a FIFO would block the open until a writer came.
        var info = stat()
        guard stat(path, &info) == 0 else { throw .fontFileMissing(path: path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFIFO: throw .notAFontFile(path: path, kind: "a FIFO")
        case S_IFDIR: throw .notAFontFile(path: path, kind: "a folder")
        case S_IFCHR, S_IFBLK: throw .notAFontFile(path: path, kind: "a device")
        case S_IFSOCK: throw .notAFontFile(path: path, kind: "a socket")
        default: throw .notAFontFile(path: path, kind: "not a regular file")
        }
        try self.init(source: .file(path: path), variation: variation)
    }

    init(source: FontSource, variation: [String: Double] = [:]) throws(TypographyError) {
        self.source = source
        self.variation = variation
        let path = source.name
        let first = try Handle(source: source, variation: variation)
        axes = Handle.axes(first.face, first.library)
        let face = first.face
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? URL(fileURLWithPath: path).lastPathComponent
        unitsPerEm = Double(face.pointee.units_per_EM)
        ascender = Double(face.pointee.ascender)
        descender = Double(-face.pointee.descender)
        idle = Mutex([first])
    }

    /// Runs `body` with a face no other thread is using: an idle one, or a new one.
    private func withFace<R>(_ body: (FT_Face) -> R) -> R {
        let lent = idle.withLock { $0.popLast() }
        // Opening the same file again cannot fail where the first open succeeded, short of
        // the file vanishing; then the call waits for a face to come back instead.
        guard let handle = lent ?? (try? Handle(source: source, variation: variation)) else {
            while true {
                if let h = idle.withLock({ $0.popLast() }) {
                    defer { giveBack(h) }
                    return body(h.face)
                }
                sched_yield()
            }
        }
        defer { giveBack(handle) }
        return body(handle.face)
    }

    private func giveBack(_ handle: Handle) {
        idle.withLock { $0.append(handle) }
    }

    /// The glyph index for a code point, or nil when the font lacks it.
    func glyphIndex(_ codePoint: UInt32) -> UInt32? {
        let index = withFace { FT_Get_Char_Index($0, FT_ULong(codePoint)) }
        return index == 0 ? nil : index
    }

    /// The unhinted, unscaled outline and advance of a glyph, in font units, y up.
    func glyph(_ index: UInt32) -> (outline: BezierPath, advance: Double) {
        withFace { face in Self.loadGlyph(face, index) }
    }

    private static func loadGlyph(_ face: FT_Face, _ index: UInt32) -> (outline: BezierPath, advance: Double) {
        guard FT_Load_Glyph(face, index, cft_load_no_scale_outline) == 0, let slot = face.pointee.glyph else {
            return (BezierPath(), 0)
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
        let t = tag.utf8.reduce(UInt(0)) { $0 << 8 | UInt($1) }
        return withFace { face in
            var length: FT_ULong = 0
            guard FT_Load_Sfnt_Table(face, t, 0, nil, &length) == 0, length > 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: Int(length))
            guard FT_Load_Sfnt_Table(face, t, 0, &bytes, &length) == 0 else { return nil }
            return bytes
        }
    }
}

/// One axis of a variable font, in design units (a weight axis runs in weight classes).
package struct VariationAxis: Hashable, Sendable {
    /// The axis's four-letter tag (wght, opsz, ...).
    package let tag: String
    /// The lowest value the axis takes.
    package let minimum: Double
    /// The value the font draws at unless told otherwise.
    package let defaultValue: Double
    /// The highest value the axis takes.
    package let maximum: Double
}

/// Receives FreeType's outline callbacks.
private final class OutlineCollector {
    var path = BezierPath()
    static func from(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
        Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
    }
}

extension Point {
    fileprivate init(_ v: FT_Vector) { self.init(Double(v.x), Double(v.y)) }
}

/// Filter and zlib choices for encoding.
public struct PNGEncodeSettings: Hashable, Sendable {
    /// The PNG row filter (one for every row, or libpng's adaptive choice).
    public enum Filter: Int32, Sendable {
        case none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80
        /// libpng picks Sub or Up per row: Up for a row that repeats the one above, Sub for flat runs.
        case subOrUp = 0x30
        /// libpng tries every filter on every row and keeps the cheapest-looking.
        case adaptive = 0xF8
    }

    /// zlib's match-finding strategy.
    public enum Strategy: Int32, Sendable {
        case `default` = 0, filtered = 1, huffmanOnly = 2, rle = 3
    }

    public var filter: Filter
    public var level: Int32
    public var strategy: Strategy
    /// A row equal to the one above is written with the Up filter (all zeros), others with `filter`.
    public var upForRepeatedRows: Bool

    public init(filter: Filter, level: Int32, strategy: Strategy, upForRepeatedRows: Bool = false) {
        self.filter = filter
        self.level = level
        self.strategy = strategy
        self.upForRepeatedRows = upForRepeatedRows
    }

    /// The project's choice, by measurement (`scripts/bench --sweep-png`, README "Benchmark").
    ///
    /// Button images are flat runs of one color and rows that repeat the row above. A repeated
    /// row is written with Up, which makes it all zeros (found by `memcmp`, not by filtering it
    /// five ways as libpng's adaptive heuristic does); every other row gets libpng's choice of
    /// Sub (flat runs become zeros) or Up. zlib's run-length strategy codes those runs of zeros
    /// about as tightly as a full match search, in a fraction of the time. Measured on two
    /// 400-px-wide button shapes: 1331 and 1481 bytes in 0.42x and 0.39x the time of libpng's
    /// defaults, which give 1564 and 1624 bytes. (RLE with no filter is the worst choice of all,
    /// 35 KB: RGBA pixels never repeat at a distance of one byte.)
    public static let buttonImages = PNGEncodeSettings(filter: .subOrUp, level: 6, strategy: .rle, upForRepeatedRows: true)

    /// libpng's defaults: adaptive filtering, zlib level 6, default strategy.
    public static let libpngDefaults = PNGEncodeSettings(filter: .adaptive, level: 6, strategy: .default)
}

/// Filter and zlib choices for encoding.
public struct PNGEncodeSettings: Hashable, Sendable {
    /// The PNG row filter (one for every row, or libpng's adaptive choice).
    public enum Filter: Int32, Sendable {
        /// The five PNG filters, one for every row: none, the left neighbour, the one above, their average, Paeth's predictor.
        case none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80
        /// libpng picks Sub or Up per row: Up for a row that repeats the one above, Sub for flat runs.
        case subOrUp = 0x30
        /// libpng tries every filter on every row and keeps the cheapest-looking.
        case adaptive = 0xF8
    }

    /// zlib's match-finding strategy.
    public enum Strategy: Int32, Sendable {
        /// zlib's strategies: default matching; filtered data; Huffman codes only; run-length matches only.
        case `default` = 0, filtered = 1, huffmanOnly = 2, rle = 3
    }

    /// The row filter.
    public var filter: Filter
    /// zlib's compression level, 0 (store) to 9 (smallest).
    public var level: Int32
    /// zlib's strategy.
    public var strategy: Strategy
    /// A row equal to the one above is written with the Up filter (all zeros), others with `filter`.
    public var upForRepeatedRows: Bool

    /// Settings from their parts.
    public init(filter: Filter, level: Int32, strategy: Strategy, upForRepeatedRows: Bool = false) {
        self.filter = filter
        self.level = level
        self.strategy = strategy
        self.upForRepeatedRows = upForRepeatedRows
    }

    /// The project's choice, by measurement over the 88 golden images (real buttons with
    /// labels) and the label-free benchmark shape (`scripts/bench --decode-sweep`, README
    /// "Benchmark").
    ///
    /// A row equal to the one above is written with Up (all zeros, found by `memcmp` instead of
    /// filtering every row five ways as libpng's adaptive heuristic does); other rows are left
    /// unfiltered, where a run of one RGBA color repeats at a distance of four bytes. Level 4 is
    /// zlib's first level with lazy matching, and the first that beats libpng's defaults on the
    /// label-free shape (1274 vs 1564 bytes; level 3 gave 1972). On the goldens: 21% fewer bytes
    /// than libpng's defaults (241,173 vs 304,723), about 0.4x their encoding time. Level 3 would
    /// decode a third faster but is 13% larger; levels 5 and 6 save 2-4% more bytes for up to
    /// twice the encoding time. Sub, Paeth and RLE variants lose on real buttons, where rows with
    /// label pixels turn into noise under Sub.
    public static let buttonImages = PNGEncodeSettings(filter: .none, level: 4, strategy: .default, upForRepeatedRows: true)

    /// What `record` writes goldens with: the same filters at level 3.
    ///
    /// Goldens are written once and decoded by every check, and zlib's level 3 (no lazy
    /// matching) decodes about 1.5x faster than level 4 (`--decode-sweep`: 6.4 vs 9.5 ms for
    /// the 88 goldens), which keeps a check's decoding and comparing cheaper than its
    /// rendering. The price is 13% more bytes (273 KB vs 241 KB, still under libpng's
    /// defaults' 305 KB).
    public static let goldens = PNGEncodeSettings(filter: .none, level: 3, strategy: .default, upForRepeatedRows: true)

    /// libpng's defaults: adaptive filtering, zlib level 6, default strategy.
    package static let libpngDefaults = PNGEncodeSettings(filter: .adaptive, level: 6, strategy: .default)
}

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

    /// Who compresses: libpng with zlib, or our chunk writer with libdeflate or with our own
    /// `RowDeflate`.
    package enum Engine: Sendable { case libpng, libdeflate, rowDeflate }
    /// Set by the presets; settings made from their parts are libpng's, as they always were.
    package var engine: Engine = .libpng

    /// Settings from their parts, encoded by libpng and zlib.
    public init(filter: Filter, level: Int32, strategy: Strategy, upForRepeatedRows: Bool = false) {
        self.filter = filter
        self.level = level
        self.strategy = strategy
        self.upForRepeatedRows = upForRepeatedRows
    }

    /// Settings for libdeflate (levels 0 to 12; no strategy) with our chunk writer.
    package static func libdeflate(filter: Filter, level: Int32, upForRepeatedRows: Bool = false) -> PNGEncodeSettings {
        precondition(FilteredRows.supports(filter), "libdeflate encoding writes the none, sub, up and paeth filters")
        var settings = PNGEncodeSettings(filter: filter, level: level, strategy: .default, upForRepeatedRows: upForRepeatedRows)
        settings.engine = .libdeflate
        return settings
    }

    /// Our chunk writer with our own DEFLATE encoder (`RowDeflate`) for the unfiltered rows and
    /// the text chunk.
    package static let rowDeflate: PNGEncodeSettings = {
        var settings = PNGEncodeSettings(filter: .none, level: 1, strategy: .default, upForRepeatedRows: false)
        settings.engine = .rowDeflate
        return settings
    }()

    /// The project's choice, by measurement (`scripts/bench`, `--deflate-sweep`, README
    /// "Benchmark"): our chunk writer with our own DEFLATE encoder (`RowDeflate`) on unfiltered
    /// rows. On the large @2x "Add to Cart" button: a 3,787-byte file (libpng's defaults make
    /// 4,636; libdeflate level 1 made 3,711) in 0.41 of libdeflate level 1's time; on the
    /// goldens 271,944 bytes against its 277,373, in 0.54 of its time. Before it: libdeflate
    /// level 1 with Up for repeated rows (still `libdeflate(filter:level:upForRepeatedRows:)`),
    /// and before that zlib level 4.
    public static let buttonImages = PNGEncodeSettings.rowDeflate

    /// What `record` writes goldens with: the same as `buttonImages`. (With zlib, goldens were
    /// written at a lower level to decode faster; libdeflate decodes its streams equally fast
    /// at every level.)
    public static let goldens = buttonImages

    /// libpng's defaults: adaptive filtering, zlib level 6, default strategy.
    package static let libpngDefaults = PNGEncodeSettings(filter: .adaptive, level: 6, strategy: .default)
}

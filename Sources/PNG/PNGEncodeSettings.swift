/// How a PNG is encoded: the presets `buttonImages` and `goldens` (our one encoder, `RowDeflate`,
/// on unfiltered rows), and settings made from their parts, which the benchmark hands libpng, its
/// independent reference. Users get the presets through `PNG.encode`.
package struct PNGEncodeSettings: Hashable, Sendable {
    /// The PNG row filter (one for every row, or libpng's adaptive choice).
    package enum Filter: Int32, Sendable {
        /// The five PNG filters, one for every row: none, the left neighbour, the one above, their average, Paeth's predictor.
        case none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80
        /// libpng picks Sub or Up per row: Up for a row that repeats the one above, Sub for flat runs.
        case subOrUp = 0x30
        /// libpng tries every filter on every row and keeps the cheapest-looking.
        case adaptive = 0xF8
    }

    /// zlib's match-finding strategy.
    package enum Strategy: Int32, Sendable {
        /// zlib's strategies: default matching; filtered data; Huffman codes only; run-length matches only.
        case `default` = 0, filtered = 1, huffmanOnly = 2, rle = 3
    }

    /// The row filter.
    package var filter: Filter
    /// zlib's compression level, 0 (store) to 9 (smallest).
    package var level: Int32
    /// zlib's strategy.
    package var strategy: Strategy
    /// A row equal to the one above is written with the Up filter (all zeros), others with `filter`.
    package var upForRepeatedRows: Bool

    /// Settings from their parts, for libpng and zlib.
    package init(filter: Filter, level: Int32, strategy: Strategy, upForRepeatedRows: Bool = false) {
        self.filter = filter
        self.level = level
        self.strategy = strategy
        self.upForRepeatedRows = upForRepeatedRows
    }

    /// Our chunk writer with our own DEFLATE encoder (`RowDeflate`) for the unfiltered rows and
    /// the text chunk.
    package static let rowDeflate = PNGEncodeSettings(filter: .none, level: 1, strategy: .default, upForRepeatedRows: false)

    /// The project's choice: our chunk writer with our own DEFLATE encoder (`RowDeflate`) on
    /// unfiltered rows, smaller and faster on button images than zlib behind libpng
    /// (`scripts/bench` prints both; the Benchmarks article has the figures).
    package static let buttonImages = PNGEncodeSettings.rowDeflate

    /// What `record` writes goldens with: the same as `buttonImages`.
    package static let goldens = buttonImages

    /// libpng's defaults: adaptive filtering, zlib level 6, default strategy.
    package static let libpngDefaults = PNGEncodeSettings(filter: .adaptive, level: 6, strategy: .default)
}

/// SF Symbols-style names and the Material Icons code points that stand in for them.
/// Outline variants are chosen where the SF symbol is outlined.
public enum SymbolNames {
    public static let codePoints: [String: UInt32] = [
        "plus": 0xE145,
        "minus": 0xE15B,
        "xmark": 0xE5CD,
        "checkmark": 0xE5CA,
        "info.circle": 0xE88F,
        "plus.circle": 0xE148,
        "questionmark": 0xEB8B,
        "questionmark.circle": 0xE8FD,
        "cart": 0xE8CC,
        "cart.badge.plus": 0xE854,
        "trash": 0xE872,
        "square.and.arrow.up": 0xE6B8,
        "square.and.arrow.down": 0xF090,
        "person.crop.circle.badge.plus": 0xE7FE,
        "chevron.right": 0xE5CC,
        "arrow.right": 0xE5C8,
        "gear": 0xE8B8,
        "heart": 0xE87E,
        "star": 0xE83A,
        "bookmark": 0xE867,
        "magnifyingglass": 0xE8B6,
        "pencil": 0xE3C9,
        "photo": 0xE3F4,
        "square.and.arrow.up.on.square": 0xE80D,
    ]

    /// Every known name, sorted, for error messages and `--help`.
    public static var known: [String] { codePoints.keys.sorted() }

    public static func codePoint(_ name: String) throws(TypographyError) -> UInt32 {
        guard let c = codePoints[name] else { throw .unknownSymbol(name: name, known: known) }
        return c
    }
}

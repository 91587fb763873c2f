/// SF Symbols-style names and the Material Icons code points that stand in for them.
/// Outline variants are chosen where the SF symbol is outlined; names ending in `.fill` map
/// to Material's filled glyphs. Each pairing was checked by eye on a rendered sheet of glyphs.
package enum SymbolNames {
    /// Every symbol name and its code point in Material Icons.
    package static let codePoints: [String: UInt32] = [
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
        "dice": 0xEB40,
        "bookmark": 0xE867,
        "magnifyingglass": 0xE8B6,
        "pencil": 0xE3C9,
        "photo": 0xE3F4,
        "square.and.arrow.up.on.square": 0xE80D,
        "house.fill": 0xE88A,
        "bell.fill": 0xE7F4,
        "envelope.fill": 0xE158,
        "calendar": 0xE935,
        "clock": 0xE8B5,
        "folder.fill": 0xE2C7,
        "lock.fill": 0xE897,
        "globe.americas.fill": 0xE80B,
        "paperplane.fill": 0xE163,
        "play.fill": 0xE037,
        "pause.fill": 0xE034,
        "camera.fill": 0xE412,
        "mic.fill": 0xE029,
        "phone.fill": 0xE0CD,
        "location.fill": 0xE569,
        "ellipsis": 0xE5D3,
        "arrow.left": 0xE5C4,
        "chevron.left": 0xE5CB,
        "doc.text.fill": 0xE873,
        "link": 0xE157,
        "person.fill": 0xE7FD,
        "arrow.clockwise": 0xE5D5,
        "xmark.circle.fill": 0xE5C9,
        "checkmark.circle.fill": 0xE86C,
        "exclamationmark.triangle.fill": 0xE002,
        "chevron.down": 0xE5CF,
        "chevron.up": 0xE5CE,
        "arrow.down": 0xE5DB,
        "arrow.up": 0xE5D8,
        "eye.fill": 0xE8F4,
        "briefcase.fill": 0xE8F9,
        "creditcard": 0xE870,
        "list.bullet": 0xE896,
        "slider.horizontal.3": 0xE429,
        "flag.fill": 0xE153,
        "tag.fill": 0xE892,
        "cloud.fill": 0xE2BD,
        "wifi": 0xE63E,
        "printer.fill": 0xE8AD,
    ]

    /// Every known name, sorted, for error messages and `--help`.
    package static let known: [String] = codePoints.keys.sorted()

    /// The code point for a symbol name, or an error that lists the names.
    package static func codePoint(_ name: String) throws(TypographyError) -> UInt32 {
        guard let c = codePoints[name] else { throw .unknownSymbol(name: name, known: known) }
        return c
    }
}

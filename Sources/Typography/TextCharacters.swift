/// What shaping does with characters that have no ink of their own: one rule for every
/// control and formatting character, instead of whatever a font happens to map.
enum TextCharacters {
    enum Treatment: Equatable {
        case draw
        /// Zero width and no effect on the others: dropped.
        case skip
        /// Changes how the text reads in a way the renderer does not do: an error, with why.
        case refuse(String)
    }

    static func treatment(of scalar: Unicode.Scalar) -> Treatment {
        switch scalar.value {
        case 0x200B, 0x2060, 0xFEFF, 0x00AD:
            // Zero-width space, word joiner, byte-order mark, soft hyphen: invisible on one line.
            return .skip
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
            return .refuse("a bidirectional control; the renderer does not reorder text (give the direction rtl, --direction rtl on the command line, for a right-to-left layout)")
        case 0x200C, 0x200D:
            return .refuse("a zero-width joiner or non-joiner; the renderer does not join glyphs or emoji")
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .control:
            let kind = scalar.value < 0x20 ? "such as a tab or escape" : scalar.value == 0x7F ? "delete" : "C1"
            return .refuse("a control character (\(kind)); a label is one line of printable text (a newline starts a new line where two lines are allowed)")
        case .format:
            return .refuse("an invisible formatting character the renderer does not interpret")
        case .privateUse:
            // The symbol font maps its icons there, so a title would draw an icon by accident.
            return .refuse("a private-use character, which means whatever each font makes of it; name a symbol instead (content.symbol; --symbol on the command line)")
        default:
            return .draw
        }
    }
}

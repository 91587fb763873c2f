/// Why text could not be measured or drawn; each case names the file, character or symbol.
public enum TypographyError: Error, Equatable, CustomStringConvertible {
    /// No font file at the path (with advice on where fonts are looked for).
    case fontFileMissing(path: String)
    /// FreeType refused the file: its error code and the path.
    case fontUnreadable(path: String, freeTypeError: Int32)
    /// The path names something that is not a regular file (a FIFO, a device, a folder), which
    /// is refused before it is opened: reading a FIFO would wait for a writer forever.
    case notAFontFile(path: String, kind: String)
    /// No font of the fallback chain has this character.
    case missingGlyph(character: String, codePoint: UInt32, fonts: [String])
    /// No symbol by that name (with the names that exist).
    case unknownSymbol(name: String, known: [String])
    /// A control or formatting character the renderer cannot honour (it does no bidirectional
    /// reordering and no joining), so drawing the text would misrepresent it.
    case unsupportedCharacter(codePoint: UInt32, reason: String)

    public var description: String {
        switch self {
        case .fontFileMissing(let path):
            return "font file not found: \(path)"
        case let .notAFontFile(path, kind):
            return "\(path) is \(kind), not a font file: give the path of a .otf or .ttf file"
        case let .fontUnreadable(path, code):
            return "font file \(path) cannot be read by FreeType (error \(code)): is it a TrueType or OpenType font?"
        case let .missingGlyph(character, codePoint, fonts):
            return "no font has the character '\(character)' (U+\(String(codePoint, radix: 16, uppercase: true).leftPadded(4))); fonts tried: \(fonts.joined(separator: ", "))"
        case let .unknownSymbol(name, known):
            return "unknown symbol '\(name)'; known symbols: \(known.joined(separator: ", "))"
        case let .unsupportedCharacter(codePoint, reason):
            return "the text holds U+\(String(codePoint, radix: 16, uppercase: true).leftPadded(4)), \(reason)"
        }
    }
}

extension String {
    func leftPadded(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}

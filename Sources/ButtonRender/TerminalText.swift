/// Text from a file, made safe to print: a case name holding an escape sequence would
/// otherwise reach the terminal and act on it.
public enum TerminalText {
    /// `text` with every control and formatting character written as `\u{XX}`.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

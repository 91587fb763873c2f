/// Text from a file, made safe to print: a case name holding an escape sequence would
/// otherwise reach the terminal and act on it.
package enum TerminalText {
    /// `text` with every control and formatting character written as `\u{XX}`; newlines are
    /// kept when `keepingNewlines` (a message of several lines).
    package static func escaped(_ text: String, keepingNewlines: Bool = false) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if keepingNewlines, scalar == "\n" {
                out.unicodeScalars.append(scalar)
                continue
            }
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

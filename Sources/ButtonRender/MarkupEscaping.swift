extension String {
    /// Safe inside HTML and XML text and attribute values, and always well-formed XML 1.0.
    ///
    /// XML 1.0 forbids most control characters even as character references (C0 but tab, line
    /// feed and carriage return; U+FFFE and U+FFFF), so a JUnit file holding one would not
    /// parse: they are written as visible `\u{1B}` text, as the terminal shows them. Tab, line
    /// feed and carriage return become character references, which an attribute value keeps
    /// (a parser turns them into spaces when they are written as they are) and text shows alike.
    package var markupEscaped: String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

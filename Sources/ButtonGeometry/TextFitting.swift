/// Breaks and cuts text to fit a width, measuring through a `TextMeasuring`.
struct TextFitting {
    let measurer: any TextMeasuring
    let font: FontRequest

    /// Lines of `text` no wider than `width` (nil: unlimited), at most `maxLines`: explicit
    /// "\n" breaks first, then word wrapping, the last line cut with "…" if text remains.
    func lines(_ text: String, width: Double?, maxLines: Int) throws -> (lines: [String], truncated: Bool) {
        var paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if maxLines == 1 && paragraphs.count > 1 { paragraphs = [paragraphs.joined(separator: " ")] }
        guard let width else {
            let kept = Array(paragraphs.prefix(maxLines))
            return (kept, kept.count < paragraphs.count)
        }
        var out: [String] = []
        var truncated = false
        outer: for (index, paragraph) in paragraphs.enumerated() {
            var words = paragraph.split(separator: " ").map(String.init)
            if words.isEmpty { words = [""] }
            var current = ""
            var w = 0
            while w < words.count {
                let candidate = current.isEmpty ? words[w] : current + " " + words[w]
                if try measure(candidate) <= width || current.isEmpty && out.count == maxLines - 1 {
                    current = candidate
                    w += 1
                    continue
                }
                if current.isEmpty { current = words[w]; w += 1 }
                if out.count == maxLines - 1 {
                    current = ([current] + words[w...]).joined(separator: " ")
                    w = words.count
                    break
                }
                out.append(current)
                current = ""
            }
            if out.count == maxLines - 1 && index < paragraphs.count - 1 {
                current = ([current] + paragraphs[(index + 1)...]).joined(separator: " ")
                out.append(current)
                break outer
            }
            out.append(current)
            if out.count == maxLines { break }
        }
        // Cut whatever still does not fit.
        for i in out.indices where try measure(out[i]) > width {
            out[i] = try cut(out[i], to: width)
            truncated = true
        }
        return (out, truncated)
    }

    /// The longest prefix of `text` that fits `width` with "…" after it.
    func cut(_ text: String, to width: Double) throws -> String {
        let characters = Array(text)
        var lo = 0, hi = characters.count
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            let candidate = String(characters[..<mid]).trimmingTrailingSpaces() + "…"
            if try measure(candidate) <= width { lo = mid } else { hi = mid - 1 }
        }
        return String(characters[..<lo]).trimmingTrailingSpaces() + "…"
    }

    func measure(_ text: String) throws -> Double {
        try measurer.measure(text, font: font).width
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Double {
    /// The value with `places` digits after the point, rounded as C's `%.*f` rounds (the
    /// exact binary value, ties to even): the figures in reports, sheets and summaries.
    package func decimalText(places: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        while true {
            let needed = buffer.withUnsafeMutableBufferPointer { b in
                withVaList([Int32(places), self]) { vsnprintf(b.baseAddress!, b.count, "%.*f", $0) }
            }
            if needed < buffer.count { return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) } }
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        }
    }

    /// At most `places` digits after the point, trailing zeros and a bare point dropped, never
    /// `-0`: 89.5, 50.5, 2 (the written file's size, an SVG's numbers).
    package func shortDecimalText(places: Int) -> String {
        var text = decimalText(places: places)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}

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
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Asking the system for memory before a buffer is made of it. Swift stops the process when
/// an array cannot be allocated, so a buffer whose size comes from input (a canvas, an image
/// read) is first allocated with `malloc`, which answers nil instead, and released: a size the
/// system cannot give is a `RasterError.outOfMemory` carrying it, and one it can give is made
/// again at once as the array.
package enum Allocation {
    /// Throws `.outOfMemory(bytes:)` when the system cannot give `bytes` now.
    package static func check(bytes: Int) throws(RasterError) {
        guard bytes > 0 else { return }
        guard let block = malloc(bytes) else { throw .outOfMemory(bytes: bytes) }
        free(block)
    }
}

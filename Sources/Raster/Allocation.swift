#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Asking the system for memory before a buffer is made of it. Swift stops the process when
/// an array cannot be allocated, so a buffer whose size comes from input (a canvas, an image
/// read) is first asked of the system as a mapping of that size, as `malloc` maps a large
/// block, and given back untouched: a size the system cannot give (an address-space limit, a
/// strict overcommit policy) is a `RasterError.outOfMemory` carrying it, and one it can give is
/// made at once as the array. `malloc` and `free` in a pair are not used for the question: the
/// optimizer may remove a pair whose block is never used, and with it the answer.
package enum Allocation {
    /// Sizes below this are not asked about: a probe is a system call pair on every button of
    /// a batch (a few percent of a small button's time), and a buffer this small fails only
    /// where the process is already within that much of its limit, when nothing it does next
    /// would succeed either. The buffers input makes large are far above it.
    package static let smallestProbed = 64 << 20

    /// Throws `.outOfMemory(bytes:)` when the system cannot give `bytes` now.
    package static func check(bytes: Int) throws(RasterError) {
        guard bytes >= smallestProbed else { return }
        let block = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let block, block != UnsafeMutableRawPointer(bitPattern: -1) else { throw .outOfMemory(bytes: bytes) }
        munmap(block, bytes)
    }
}

import CDeflate
import Synchronization

/// libdeflate compressors of one level, kept for reuse: a compressor holds hash tables of up to
/// a few hundred kilobytes, and allocating them for every image cost more than compressing a
/// button (fresh pages fault in on first use). A compressor serves one thread at a time; the
/// pool hands each caller its own.
final class DeflateCompressorPool: Sendable {
    /// A compressor owned by the pool; the pointer is used by one thread at a time.
    private struct Compressor: @unchecked Sendable { let pointer: OpaquePointer }

    let level: Int32
    private let idle = Mutex<[Compressor]>([])

    private init(level: Int32) { self.level = level }

    /// The pools of the levels 0 to 12 that libdeflate offers.
    private static let pools: [DeflateCompressorPool] = (0...12).map { DeflateCompressorPool(level: Int32($0)) }

    static func forLevel(_ level: Int32) -> DeflateCompressorPool { pools[Int(min(max(level, 0), 12))] }

    /// The zlib stream (header, DEFLATE data, Adler-32) of `input`, appended to `output`.
    func zlibCompress(_ input: [UInt8], appendingTo output: inout [UInt8]) throws(PNGError) {
        let compressor: Compressor
        if let reused = idle.withLock({ $0.popLast() }) {
            compressor = reused
        } else {
            guard let made = libdeflate_alloc_compressor(level) else { throw .failed("libdeflate could not allocate a compressor") }
            compressor = Compressor(pointer: made)
        }
        defer { idle.withLock { $0.append(compressor) } }
        let bound = libdeflate_zlib_compress_bound(compressor.pointer, input.count)
        let start = output.count
        output += [UInt8](repeating: 0, count: bound)
        let written = input.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_compress(compressor.pointer, input.baseAddress, input.count, out.baseAddress! + start, bound)
            }
        }
        // The bound is libdeflate's own worst case, so 0 (did not fit) cannot happen.
        guard written > 0 else { throw .failed("libdeflate: the compressed stream did not fit its bound") }
        output.removeLast(bound - written)
    }
}

import Testing
@testable import PNG

/// Our Adler-32 against zlib's on the inputs that reach its edges: every length around a step
/// (32 bytes) and a block (4096 steps), every start alignment, all-0xFF bytes (the largest sums,
/// where a reduction too late would overflow) and noise.
@Suite struct Adler32Tests {
    static func both(_ bytes: [UInt8]) -> (ours: UInt32, zlib: UInt32) {
        bytes.withUnsafeBytes { (Adler32.vectorChecksum($0), Zlib.adler32($0)) }
    }

    @Test func emptyIsOne() {
        #expect(Self.both([]) == (1, 1))
    }

    @Test func lengthsAroundAStepAndABlock() {
        var rng = SplitMix(seed: 0xAD1E)
        let block = 32 * Adler32.stepsPerBlock
        let lengths = Array(0...97) + [block - 33, block - 32, block - 1, block, block + 1, block + 31, block + 32, 2 * block + 5, 5 * block + 17]
        for length in lengths {
            let noise = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let (ours, zlib) = Self.both(noise)
            #expect(ours == zlib, "noise, \(length) bytes")
            let full = [UInt8](repeating: 0xFF, count: length)
            let (oursFull, zlibFull) = Self.both(full)
            #expect(oursFull == zlibFull, "0xFF, \(length) bytes")
        }
    }

    /// Unaligned starts: the 32-byte loads are unaligned loads. The buffer is rebased, not
    /// copied, so that each start is its own alignment.
    @Test func everyAlignment() {
        var rng = SplitMix(seed: 0xA119)
        let bytes = (0..<5000).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
        bytes.withUnsafeBytes { whole in
            for start in 0..<33 {
                let slice = UnsafeRawBufferPointer(rebasing: whole[start...])
                #expect(Adler32.vectorChecksum(slice) == Zlib.adler32(slice), "from byte \(start)")
            }
        }
    }

    /// A large image's worth, all 0xFF: many blocks at the largest sums.
    @Test func manyBlocksOfTheLargestBytes() {
        let (ours, zlib) = Self.both([UInt8](repeating: 0xFF, count: 3_000_000))
        #expect(ours == zlib)
    }
}

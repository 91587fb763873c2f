/// The Adler-32 checksum (RFC 1950, section 8.2) that ends a zlib stream, 32 bytes a step.
///
/// Ours because it is measurably better at a user's scale: zlib's (1.2.13, as Debian ships it)
/// takes a byte a step and was the largest single cost of writing a button's PNG; this one is
/// the same sum, checked against zlib's in `Adler32Tests` (`scripts/bench`).
package enum Adler32 {
    static let modulus: UInt64 = 65521
    /// Steps of 32 bytes between reductions: the running totals below stay within 32 bits while
    /// 4 * 255 * steps * (steps + 1) / 2 does.
    static let stepsPerBlock = 2048

    /// The checksum of `bytes`, starting from 1 as zlib's does.
    package static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        #if DEBUG || !_endian(little)
        // Unoptimised, the vector steps below are generic calls, far slower than zlib's C: a
        // debug build (the tests' command line) takes zlib's, the same sum. The steps read a
        // lane's bytes in little-endian order, so a big-endian machine takes zlib's too.
        return Zlib.adler32(bytes)
        #else
        return vectorChecksum(bytes)
        #endif
    }

    /// Ours, in every build: what `checksum` is in a release build, and what `Adler32Tests`
    /// holds to zlib's.
    package static func vectorChecksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        var a: UInt64 = 1, b: UInt64 = 0
        guard let base = bytes.baseAddress else { return 1 }
        let n = bytes.count
        var p = 0
        // A block of k steps of 32 bytes, from (a, b): a gains every byte; b gains n * a and
        // each byte times the number of bytes from it to the block's end, which is
        // 32 * (the sum of the running per-byte totals after each step) - place * (the totals).
        while n - p >= 32 {
            let steps = min((n - p) / 32, stepsPerBlock)
            // Byte 4j + k of a step is byte k of lane j: four totals, one per k, keep the bytes
            // apart without widening them (which was not vectorised); the running total needs
            // only their sum.
            let zero = SIMD8<UInt32>(repeating: 0), low = SIMD8<UInt32>(repeating: 0xFF)
            var t0 = zero, t1 = zero, t2 = zero, t3 = zero, running = zero
            for step in 0..<steps {
                let v = base.loadUnaligned(fromByteOffset: p &+ step &* 32, as: SIMD8<UInt32>.self)
                t0 &+= v & low
                t1 &+= (v &>> 8) & low
                t2 &+= (v &>> 16) & low
                t3 &+= v &>> 24
                running &+= (t0 &+ t1) &+ (t2 &+ t3)
            }
            let length = UInt64(steps * 32)
            var sum: UInt64 = 0, weighted: UInt64 = 0, runningSum: UInt64 = 0
            for j in 0..<8 {
                let (k0, k1, k2, k3) = (UInt64(t0[j]), UInt64(t1[j]), UInt64(t2[j]), UInt64(t3[j]))
                sum += k0 + k1 + k2 + k3
                weighted += UInt64(4 * j) * (k0 + k1 + k2 + k3) + k1 + 2 * k2 + 3 * k3
                runningSum += UInt64(running[j])
            }
            b = (b + length * a + 32 * runningSum - weighted) % modulus
            a = (a + sum) % modulus
            p += steps * 32
        }
        while p < n {
            a = (a + UInt64(base.load(fromByteOffset: p, as: UInt8.self))) % modulus
            b = (b + a) % modulus
            p += 1
        }
        return UInt32(b << 16 | a)
    }
}

/// Bits out, least significant first, as DEFLATE packs them.
extension RowDeflate {
    struct BitWriter {
        private(set) var bytes: [UInt8]
        private var used: Int
        private var pending: UInt64 = 0
        private var pendingBits = 0

        init(out: [UInt8]) {
            bytes = out
            used = out.count
            bytes.append(contentsOf: repeatElement(0, count: 1024))
        }

        /// Room for `bytes` more bytes of codes written with `withReservedBits`.
        mutating func reserve(bytes count: Int) {
            if bytes.count - used < count + 8 { bytes.append(contentsOf: repeatElement(0, count: max(count + 8, bytes.count))) }
        }

        /// Runs `body` with a function writing up to 57 bits at a time into room already
        /// reserved, through the storage's pointer rather than the array.
        mutating func withReservedBits(_ body: ((UInt64, UInt64) -> Void) -> Void) {
            var pending = self.pending, pendingBits = UInt64(self.pendingBits), used = self.used
            bytes.withUnsafeMutableBytes { raw in
                let base = raw.baseAddress!
                body { value, bits in
                    pending |= value << pendingBits
                    pendingBits += bits
                    if pendingBits >= 32 {
                        base.storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: used, as: UInt32.self)
                        used += 4
                        pending >>= 32
                        pendingBits -= 32
                    }
                }
            }
            self.pending = pending
            self.pendingBits = Int(pendingBits)
            self.used = used
        }

        /// Pads the last bits to a whole byte.
        mutating func flushToByte() {
            reserve(bytes: 8)
            while pendingBits > 0 {
                bytes[used] = UInt8(truncatingIfNeeded: pending)
                used += 1
                pending >>= 8
                pendingBits = max(0, pendingBits - 8)
            }
        }

        mutating func appendBytes(_ more: [UInt8]) {
            reserve(bytes: more.count)
            for b in more { bytes[used] = b; used += 1 }
        }

        /// The bytes written.
        mutating func finish() -> [UInt8] {
            bytes.removeSubrange(used...)
            return bytes
        }
    }
}

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

        /// The bit buffer, its fill and the write position, held where the compiler can keep
        /// them in registers through a block's tokens, writing into room already reserved.
        struct ReservedBits {
            fileprivate var pending: UInt64
            fileprivate var pendingBits: UInt64
            fileprivate var used: Int
            fileprivate let base: UnsafeMutableRawPointer

            /// Up to 57 bits, least significant first. Wrapping arithmetic: the fill stays
            /// under 64 and the position inside the reserved room.
            @inline(__always)
            mutating func put(_ value: UInt64, _ bits: UInt64) {
                pending |= value &<< pendingBits
                pendingBits &+= bits
                if pendingBits >= 32 {
                    base.storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, toByteOffset: used, as: UInt32.self)
                    used &+= 4
                    pending &>>= 32
                    pendingBits &-= 32
                }
            }
        }

        /// Runs `body` with the bits to write through: a method call the compiler inlines, not
        /// an indirect call for every code.
        mutating func withReservedBits(_ body: (inout ReservedBits) -> Void) {
            let pending = self.pending, pendingBits = UInt64(self.pendingBits), used = self.used
            let state = bytes.withUnsafeMutableBytes { raw in
                var bits = ReservedBits(pending: pending, pendingBits: pendingBits, used: used, base: raw.baseAddress!)
                body(&bits)
                return bits
            }
            self.pending = state.pending
            self.pendingBits = Int(state.pendingBits)
            self.used = state.used
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

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// DEFLATE (RFC 1951) in a zlib stream (RFC 1950), written for the rows of our PNGs.
///
/// Button images are runs of one color, rows equal to the row above, and a label's antialiased
/// edges. Each position looks for a match at three places only: four bytes back (the pixel
/// before), one row back (the pixel above) and the last position whose four bytes hashed alike
/// (a glyph's edge seen before); the longest wins, greedily, compared 32 bytes at a time while
/// they agree. Where nothing matches, the literals up to the next pixel's start go out at once.
/// Tokens are coded in blocks of dynamic Huffman codes built for them, limited to 15 bits (7 for
/// the code-length code) by JPEG's Annex K adjustment, which keeps every code complete. All
/// Swift, the Adler-32 included in a release build (`Adler32`); the output depends on nothing but
/// the input (no CPU dispatch).
///
/// Ours because it is measurably better at a user's scale: on button images it writes smaller
/// files than libpng's zlib defaults in a fraction of the time (`scripts/bench`).
package enum RowDeflate {
    /// Tokens per block: bounds the token buffer (256 KB, pooled) on canvases of any size. A
    /// block may run three past it (the literals of one pixel), which the buffer's slack holds.
    static let blockTokens = 1 << 16
    static let hashBits = 13
    /// For text (rows one byte long): a few hundred bytes of JSON fill a small table, and
    /// clearing the large one cost more than compressing the text.
    static let textHashBits = 9
    static let windowSize = 32768

    /// The zlib stream of `data`, whose rows are `rowBytes` long, appended to `out`. Text is
    /// rows one byte long: a match may then start at any byte (with pixels, only where one
    /// starts), and "the pixel above" is the byte before.
    package static func zlib(_ data: UnsafeRawBufferPointer, rowBytes: Int, appendingTo out: inout [UInt8]) {
        out.append(0x78)  // deflate, 32 KB window
        out.append(0x01)  // fastest-compression hint, no dictionary; header check: 0x7801 % 31 == 0
        var writer = BitWriter(out: out)  // takes the bytes so far; they come back with the stream
        out = []
        let n = data.count
        var tokenizer = Tokenizer(rowBytes: rowBytes)
        defer { tokenizer.finish() }
        var p = 0
        repeat {
            let end = tokenizer.tokenize(data, from: p)
            BlockCodes.writeBlock(tokenizer.tokens, count: tokenizer.count, literalFrequencies: tokenizer.literalFrequencies,
                                  distanceFrequencies: tokenizer.distanceFrequencies, final: end >= n, to: &writer)
            p = end
        } while p < n
        writer.flushToByte()
        let a = Adler32.checksum(data)
        writer.appendBytes([UInt8(a >> 24), UInt8(truncatingIfNeeded: a >> 16), UInt8(truncatingIfNeeded: a >> 8), UInt8(truncatingIfNeeded: a)])
        out = writer.finish()
    }
}

// MARK: - Finding matches

extension RowDeflate {
    /// A literal byte (below 256), or a match: bit 31 set, the distance's symbol in bits
    /// 25...29, the length in bits 16...24, the distance in bits 0...15.
    struct Tokenizer {
        let rowBytes: Int
        var tokens: UnsafeMutableBufferPointer<UInt32>
        var count = 0
        var table: UnsafeMutableBufferPointer<Int32>
        let hashBits: Int
        let literalFrequencies: UnsafeMutableBufferPointer<Int>
        let distanceFrequencies: UnsafeMutableBufferPointer<Int>
        private var owner: TokenStorage

        /// A tokenizer for rows `rowBytes` long, with a buffer from the pool (fresh pages for
        /// every image cost more than coding a button: they fault in, and are returned to the
        /// system when freed).
        init(rowBytes: Int) {
            self.rowBytes = rowBytes
            owner = TokenStorage.take()
            tokens = owner.tokens
            // Rows of one byte are text: the small table. What the table holds depends on the
            // input alone, so the output does too.
            hashBits = rowBytes == 1 ? RowDeflate.textHashBits : RowDeflate.hashBits
            table = UnsafeMutableBufferPointer(rebasing: owner.table[0..<(1 << hashBits)])
            literalFrequencies = owner.literalFrequencies
            distanceFrequencies = owner.distanceFrequencies
            // All bits set is -1: one memset (the element loop was not vectorised: 8,192 stores).
            memset(table.baseAddress!, 0xFF, table.count * MemoryLayout<Int32>.stride)
        }

        /// Gives the buffer back to the pool.
        func finish() { TokenStorage.give(owner) }

        /// Tokens from `start` until the block is full or the data ends; returns where it stopped.
        mutating func tokenize(_ data: UnsafeRawBufferPointer, from start: Int) -> Int {
            let n = data.count
            guard let base = data.baseAddress else { return n }
            count = 0
            literalFrequencies.update(repeating: 0)
            distanceFrequencies.update(repeating: 0)
            literalFrequencies[256] = 1  // the block's end
            let stride = rowBytes, tokens = self.tokens, table = self.table
            let limitTokens = RowDeflate.blockTokens
            var count = 0, p = start
            // p's place in its row: 0 is the filter byte, and pixels start at 1, 5, 9, ...
            var column = start % stride
            let shift = UInt32(32 - hashBits)
            let lit = literalFrequencies, dist = distanceFrequencies
            // Wrapping arithmetic in this loop: every value is a position in the data or a count
            // of tokens, far from overflow, and the checks were a tenth of the encode.
            RowDeflate.lengthSymbol.withUnsafeBufferPointer { lengthSymbols in
                RowDeflate.distanceSymbols.withUnsafeBufferPointer { distanceSymbols in
                    while p &+ 8 <= n, count < limitTokens {
                        let word = base.loadUnaligned(fromByteOffset: p, as: UInt32.self)
                        let limit = min(258, n &- p)
                        var best = 0, distance = 0
                        if p >= 4, base.loadUnaligned(fromByteOffset: p &- 4, as: UInt32.self) == word {
                            best = RowDeflate.matchLength(base, p, p &- 4, limit)
                            distance = 4
                        }
                        if best < limit, p >= stride, stride <= RowDeflate.windowSize,
                           base.loadUnaligned(fromByteOffset: p &- stride, as: UInt32.self) == word {
                            let length = RowDeflate.matchLength(base, p, p &- stride, limit)
                            if length > best { (best, distance) = (length, stride) }
                        }
                        let slot = Int((word &* 0x9E37_79B1) &>> shift)
                        if best < 32 {
                            let candidate = Int(table[slot])
                            if candidate >= 0, candidate < p, p &- candidate <= RowDeflate.windowSize, p &- candidate != distance,
                               base.loadUnaligned(fromByteOffset: candidate, as: UInt32.self) == word {
                                let length = RowDeflate.matchLength(base, p, candidate, limit)
                                if length > best { (best, distance) = (length, p &- candidate) }
                            }
                        }
                        table[slot] = Int32(truncatingIfNeeded: p)
                        if best >= 4 {
                            let d = distance &- 1
                            let symbol = UInt32(d < 256 ? distanceSymbols[d] : distanceSymbols[256 &+ (d &>> 7)])
                            tokens[count] = 0x8000_0000 | symbol &<< 25 | UInt32(truncatingIfNeeded: best) &<< 16 | UInt32(truncatingIfNeeded: distance)
                            lit[257 &+ Int(lengthSymbols[best])] &+= 1
                            dist[Int(symbol)] &+= 1
                            count &+= 1
                            p &+= best
                            column &+= best
                            while column >= stride { column &-= stride }
                        } else {
                            // No match: literals up to the next pixel's start (a match starting
                            // inside a pixel is rare, and looking for one costs three times the time).
                            let run = column == 0 ? 1 : 4 &- ((column &- 1) & 3)
                            for k in 0..<run {
                                let byte = base.load(fromByteOffset: p &+ k, as: UInt8.self)
                                tokens[count &+ k] = UInt32(byte)
                                lit[Int(byte)] &+= 1
                            }
                            count &+= run
                            p &+= run
                            column &+= run
                            if column >= stride { column &-= stride }
                        }
                    }
                }
            }
            // The last few bytes, as literals.
            if p + 8 > n {
                while p < n {
                    let byte = base.load(fromByteOffset: p, as: UInt8.self)
                    tokens[count] = UInt32(byte)
                    lit[Int(byte)] += 1
                    p += 1
                    count += 1
                }
            }
            self.count = count
            return p
        }
    }

    /// A token buffer (one block, plus slack), hash table and a block's symbol counts, used by
    /// one encode at a time and kept for the next in a pool (as many as encodes ran at once).
    final class TokenStorage: @unchecked Sendable {
        let tokens: UnsafeMutableBufferPointer<UInt32>
        let table: UnsafeMutableBufferPointer<Int32>
        let literalFrequencies: UnsafeMutableBufferPointer<Int>
        let distanceFrequencies: UnsafeMutableBufferPointer<Int>
        private static let idle = Mutex<[TokenStorage]>([])

        private init() {
            tokens = .allocate(capacity: RowDeflate.blockTokens + 8)
            table = .allocate(capacity: 1 << RowDeflate.hashBits)
            table.initialize(repeating: -1)
            literalFrequencies = .allocate(capacity: 286)
            literalFrequencies.initialize(repeating: 0)
            distanceFrequencies = .allocate(capacity: 30)
            distanceFrequencies.initialize(repeating: 0)
        }

        static func take() -> TokenStorage { idle.withLock { $0.popLast() } ?? TokenStorage() }
        static func give(_ storage: TokenStorage) { idle.withLock { $0.append(storage) } }

        deinit {
            tokens.deallocate()
            table.deallocate()
            literalFrequencies.deallocate()
            distanceFrequencies.deallocate()
        }
    }

    /// How many bytes at `p` equal those at `q`, up to `limit`: 32 at a time while they all
    /// agree (a run of one color goes by in eight steps), then eight, then one.
    @inline(__always)
    static func matchLength(_ base: UnsafeRawPointer, _ p: Int, _ q: Int, _ limit: Int) -> Int {
        var length = 0
        while length &+ 32 <= limit {
            let a = base + (p &+ length), b = base + (q &+ length)
            let x = (a.loadUnaligned(as: UInt64.self) ^ b.loadUnaligned(as: UInt64.self))
                | (a.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                | (a.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                | (a.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
            if x != 0 { break }
            length &+= 32
        }
        while length &+ 8 <= limit {
            let x = base.loadUnaligned(fromByteOffset: p &+ length, as: UInt64.self) ^ base.loadUnaligned(fromByteOffset: q &+ length, as: UInt64.self)
            if x != 0 { return length &+ x.trailingZeroBitCount &>> 3 }
            length &+= 8
        }
        while length < limit, base.load(fromByteOffset: p &+ length, as: UInt8.self) == base.load(fromByteOffset: q &+ length, as: UInt8.self) { length &+= 1 }
        return length
    }
}

// MARK: - The code tables of RFC 1951

extension RowDeflate {
    static let lengthBase: [UInt16] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [UInt16] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtraBits: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// Match length 3...258 -> its length symbol less 257.
    static let lengthSymbol: [UInt8] = (0...258).map { length in length < 3 ? 0 : UInt8(lengthBase.lastIndex { $0 <= length }!) }
    /// Distance - 1 below 256 -> its symbol; from 256 on, entry 256 + (distance - 1) >> 7: every
    /// distance symbol from 16 on spans a multiple of 128.
    static let distanceSymbols: [UInt8] = (0..<512).map { i in
        let distance = i < 256 ? i + 1 : ((i - 256) << 7) + 1
        return UInt8(distanceBase.lastIndex { Int($0) <= distance }!)
    }
    /// The order the code-length code's lengths are stored in.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}

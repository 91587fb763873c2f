/// One block of `RowDeflate`: code lengths for its tokens, canonical codes, and the block written
/// with them (RFC 1951, 3.2.7).
extension RowDeflate {
    /// Builds a block's codes and writes the block. Every working table is on the stack: the
    /// text chunk is a block of a few hundred bytes, where a dozen heap arrays would outweigh
    /// the coding itself.
    enum BlockCodes {
        static func writeBlock(
            _ tokens: UnsafeMutableBufferPointer<UInt32>, count: Int, literalFrequencies: UnsafeMutableBufferPointer<Int>,
            distanceFrequencies: UnsafeMutableBufferPointer<Int>, final: Bool, to writer: inout BitWriter
        ) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 286 + 30 + 316 + 19) { bytes in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 286 + 30 + 19) { words in
                    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 316) { runs in
                        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 286 + 30 + 259) { entries in
                            write(tokens, count: count, literalFrequencies: UnsafeBufferPointer(literalFrequencies),
                                  distanceFrequencies: UnsafeBufferPointer(distanceFrequencies), final: final, to: &writer,
                                  bytes: bytes, words: words, runs: runs, entries: entries)
                        }
                    }
                }
            }
        }

        private static func write(
            _ tokens: UnsafeMutableBufferPointer<UInt32>, count: Int, literalFrequencies: UnsafeBufferPointer<Int>,
            distanceFrequencies: UnsafeBufferPointer<Int>, final: Bool, to writer: inout BitWriter,
            bytes: UnsafeMutableBufferPointer<UInt8>, words: UnsafeMutableBufferPointer<UInt32>,
            runs: UnsafeMutableBufferPointer<UInt16>, entries: UnsafeMutableBufferPointer<UInt64>
        ) {
            bytes.initialize(repeating: 0)
            words.initialize(repeating: 0)
            let literalLengths = UnsafeMutableBufferPointer(rebasing: bytes[0..<286])
            let distanceLengths = UnsafeMutableBufferPointer(rebasing: bytes[286..<316])
            let sequence = UnsafeMutableBufferPointer(rebasing: bytes[316..<632])
            let codeLengthLengths = UnsafeMutableBufferPointer(rebasing: bytes[632..<651])
            let literal = UnsafeMutableBufferPointer(rebasing: words[0..<286])
            let distance = UnsafeMutableBufferPointer(rebasing: words[286..<316])
            let codeLengthCodes = UnsafeMutableBufferPointer(rebasing: words[316..<335])

            // A block with no match still sends a distance code: `codeLengths` gives two.
            RowDeflate.codeLengths(literalFrequencies, limit: 15, into: literalLengths)
            RowDeflate.codeLengths(distanceFrequencies, limit: 15, into: distanceLengths)
            let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
            let distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)

            // The two code lengths sequences, run-length coded (16: the previous length 3-6
            // more times; 17 and 18: 3-10 and 11-138 zeros). Runs are symbol | extra << 5.
            let sequenceCount = literalCount + distanceCount
            for i in 0..<literalCount { sequence[i] = literalLengths[i] }
            for i in 0..<distanceCount { sequence[literalCount + i] = distanceLengths[i] }
            var runCount = 0
            func append(_ run: UInt16) {
                runs[runCount] = run
                runCount += 1
            }
            var i = 0
            while i < sequenceCount {
                let value = sequence[i]
                var run = 1
                while i + run < sequenceCount, sequence[i + run] == value { run += 1 }
                var left = run
                if value == 0 {
                    while left >= 11 { let r = min(left, 138); append(18 | UInt16(r - 11) << 5); left -= r }
                    if left >= 3 { append(17 | UInt16(left - 3) << 5); left = 0 }
                } else {
                    append(UInt16(value))
                    left -= 1
                    while left >= 3 { let r = min(left, 6); append(16 | UInt16(r - 3) << 5); left -= r }
                }
                for _ in 0..<left { append(UInt16(value)) }
                i += run
            }
            withUnsafeTemporaryAllocation(of: Int.self, capacity: 19) { lengthFrequencies in
                lengthFrequencies.initialize(repeating: 0)
                for r in runs[0..<runCount] { lengthFrequencies[Int(r & 31)] += 1 }
                RowDeflate.codeLengths(UnsafeBufferPointer(lengthFrequencies), limit: 7, into: codeLengthLengths)
            }
            RowDeflate.canonicalCodes(UnsafeBufferPointer(codeLengthLengths), into: codeLengthCodes)
            let order = RowDeflate.codeLengthOrder
            let codeLengthCount = max(4, (order.lastIndex { codeLengthLengths[$0] > 0 } ?? 0) + 1)

            RowDeflate.canonicalCodes(UnsafeBufferPointer(literalLengths), into: literal)
            RowDeflate.canonicalCodes(UnsafeBufferPointer(distanceLengths), into: distance)
            // Code (bit-reversed, as DEFLATE sends it) in the low 32 bits, its length above;
            // for each match length, the length symbol's code followed by its extra bits.
            let literalCodes = UnsafeMutableBufferPointer(rebasing: entries[0..<286])
            let distanceCodes = UnsafeMutableBufferPointer(rebasing: entries[286..<316])
            let lengthCodes = UnsafeMutableBufferPointer(rebasing: entries[316..<575])
            for s in 0..<286 { literalCodes[s] = UInt64(literal[s]) | UInt64(literalLengths[s]) << 32 }
            for s in 0..<30 { distanceCodes[s] = UInt64(distance[s]) | UInt64(distanceLengths[s]) << 32 }
            // Only the lengths of symbols the block uses: no token asks for the others.
            let bases = RowDeflate.lengthBase, extras = RowDeflate.lengthExtraBits
            for s in 0..<29 where literalLengths[257 + s] > 0 {
                let code = UInt64(literal[257 + s]), bits = UInt64(literalLengths[257 + s]), extraBits = UInt64(extras[s])
                let base = Int(bases[s]), end = s < 28 ? Int(bases[s + 1]) : 259
                for length in base..<end {
                    lengthCodes[length] = (code | UInt64(length - base) << bits) | (bits + extraBits) << 32
                }
            }

            // The header (at most 17 + 19 * 3 + 316 * 14 bits) and at most 48 bits a token.
            writer.reserve(bytes: 600 + count * 6)
            let lit = literalCodes, len = lengthCodes, dist = distanceCodes
            distanceBase.withUnsafeBufferPointer { bases in
                distanceExtraBits.withUnsafeBufferPointer { extras in
                    writer.withReservedBits { bits in
                        bits.put(final ? 1 : 0, 1)
                        bits.put(2, 2)  // dynamic Huffman codes
                        bits.put(UInt64(literalCount - 257), 5)
                        bits.put(UInt64(distanceCount - 1), 5)
                        bits.put(UInt64(codeLengthCount - 4), 4)
                        for k in 0..<codeLengthCount { bits.put(UInt64(codeLengthLengths[order[k]]), 3) }
                        for r in runs[0..<runCount] {
                            let symbol = Int(r & 31), extra = UInt64(r >> 5)
                            bits.put(UInt64(codeLengthCodes[symbol]), UInt64(codeLengthLengths[symbol]))
                            if symbol == 16 { bits.put(extra, 2) } else if symbol == 17 { bits.put(extra, 3) } else if symbol == 18 { bits.put(extra, 7) }
                        }
                        for j in 0..<count {
                            let t = tokens[j]
                            if t & 0x8000_0000 == 0 {
                                let e = lit[Int(t)]
                                bits.put(e & 0xFFFF_FFFF, e >> 32)
                            } else {
                                let e = len[Int(t >> 16 & 0x1FF)]
                                bits.put(e & 0xFFFF_FFFF, e >> 32)
                                let d = Int(t & 0xFFFF), s = Int(t >> 25 & 0x1F)
                                let code = dist[s], codeBits = code >> 32
                                bits.put((code & 0xFFFF_FFFF) | UInt64(truncatingIfNeeded: d &- Int(bases[s])) &<< codeBits, codeBits &+ UInt64(extras[s]))
                            }
                        }
                        bits.put(lit[256] & 0xFFFF_FFFF, lit[256] >> 32)  // the block's end
                    }
                }
            }
        }
    }

    /// `codeLengths(_:limit:into:)` into a new array.
    static func codeLengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        frequencies.withUnsafeBufferPointer { f in
            lengths.withUnsafeMutableBufferPointer { codeLengths(f, limit: limit, into: $0) }
        }
        return lengths
    }

    /// Huffman code lengths for `frequencies`, none longer than `limit`, forming a complete
    /// prefix code (as zlib's inflate requires) whenever two or more symbols occur, written
    /// into `lengths` (as long as `frequencies`, zero on entry). The working arrays are on the
    /// stack.
    static func codeLengths(_ frequencies: UnsafeBufferPointer<Int>, limit: Int, into lengths: UnsafeMutableBufferPointer<UInt8>) {
        let n = frequencies.count
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 3 * n) { nodes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 4 * n + max(n, limit) + 2) { ints in
                // Leaves sorted by frequency, then symbol: keys of frequency << 16 | symbol; then
                // up to 2n - 1 weights of leaves and inner nodes.
                let leaves = UnsafeMutableBufferPointer(rebasing: nodes[0..<n])
                var m = 0
                for s in 0..<n where frequencies[s] > 0 {
                    leaves[m] = UInt64(frequencies[s]) << 16 | UInt64(s)
                    m += 1
                }
                // One symbol or none: two one-bit codes (a second, unused symbol), which every
                // inflater accepts as a complete code.
                if m < 2 {
                    let used = m == 1 ? Int(leaves[0] & 0xFFFF) : 0
                    lengths[used] = 1
                    lengths[used == 0 ? 1 : 0] = 1
                    return
                }
                var used = UnsafeMutableBufferPointer(rebasing: leaves[0..<m])
                used.sort()
                // Huffman's algorithm with two queues: leaves in order, internal nodes as made.
                let weight = UnsafeMutableBufferPointer(rebasing: nodes[n..<(n + 2 * m - 1)])
                let parent = UnsafeMutableBufferPointer(rebasing: ints[0..<(2 * m - 1)])
                let depth = UnsafeMutableBufferPointer(rebasing: ints[(2 * n)..<(2 * n + 2 * m - 1)])
                let perLength = UnsafeMutableBufferPointer(rebasing: ints[(4 * n)..<(4 * n + max(m, limit) + 1)])
                perLength.initialize(repeating: 0)
                for i in 0..<m { weight[i] = leaves[i] >> 16 }
                var leaf = 0, inner = m, next = m
                while next < 2 * m - 1 {
                    var pair = (0, 0)
                    for k in 0..<2 {
                        let pick: Int
                        if leaf < m && (inner >= next || weight[leaf] <= weight[inner]) { pick = leaf; leaf += 1 } else { pick = inner; inner += 1 }
                        if k == 0 { pair.0 = pick } else { pair.1 = pick }
                    }
                    weight[next] = weight[pair.0] + weight[pair.1]
                    parent[pair.0] = Int32(next)
                    parent[pair.1] = Int32(next)
                    next += 1
                }
                // Depths, and how many leaves there are at each depth.
                depth[2 * m - 2] = 0
                for node in stride(from: 2 * m - 3, through: 0, by: -1) { depth[node] = depth[Int(parent[node])] + 1 }
                var deepest = 0
                for i in 0..<m {
                    perLength[Int(depth[i])] += 1
                    deepest = max(deepest, Int(depth[i]))
                }
                // Too deep: the adjustment of JPEG's Annex K.3 (libjpeg's jpeg_gen_optimal_table). Two
                // leaves at the deepest level become one a level up, and a leaf from the deepest level
                // below that with any leaf makes room for the other: the code stays complete.
                if deepest > limit {
                    for i in stride(from: deepest, to: limit, by: -1) {
                        while perLength[i] > 0 {
                            var j = i - 2
                            while perLength[j] == 0 { j -= 1 }
                            perLength[i] -= 2
                            perLength[i - 1] += 1
                            perLength[j + 1] += 2
                            perLength[j] -= 1
                        }
                    }
                }
                // The longest codes go to the least frequent leaves.
                var index = 0
                for bits in stride(from: limit, through: 1, by: -1) {
                    for _ in 0..<Int(perLength[bits]) {
                        lengths[Int(leaves[index] & 0xFFFF)] = UInt8(bits)
                        index += 1
                    }
                }
            }
        }
    }

    /// Canonical codes for these lengths (RFC 1951, 3.2.2), bit-reversed: DEFLATE sends a
    /// code's most significant bit first into a least-significant-first stream. Written into
    /// `codes` (as long as `lengths`; entries of unused symbols are left as they are).
    static func canonicalCodes(_ lengths: UnsafeBufferPointer<UInt8>, into codes: UnsafeMutableBufferPointer<UInt32>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 32) { table in
            table.initialize(repeating: 0)
            let perLength = UnsafeMutableBufferPointer(rebasing: table[0..<16]), next = UnsafeMutableBufferPointer(rebasing: table[16..<32])
            for l in lengths where l > 0 { perLength[Int(l)] += 1 }
            var code: UInt32 = 0
            for bits in 1..<16 {
                code = (code + perLength[bits - 1]) << 1
                next[bits] = code
            }
            reversedBytes.withUnsafeBufferPointer { reversed in
                for s in 0..<lengths.count where lengths[s] > 0 {
                    let l = lengths[s]
                    let c = next[Int(l)]
                    next[Int(l)] += 1
                    codes[s] = (UInt32(reversed[Int(c & 0xFF)]) << 8 | UInt32(reversed[Int(c >> 8)])) >> (16 - UInt32(l))
                }
            }
        }
    }

    /// Each byte with its bits in reverse order.
    static let reversedBytes: [UInt8] = (0..<256).map { v in
        var r: UInt8 = 0
        for i in 0..<8 where v & (1 << i) != 0 { r |= 1 << (7 - i) }
        return r
    }
}

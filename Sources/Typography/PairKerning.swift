/// Pair kerning read in place from a font's GPOS `kern` feature (PairPos formats 1 and 2,
/// through Extension lookups too) or, failing that, from a legacy `kern` table (format 0).
///
/// Nothing is parsed up front: coverage tables, class definitions and pair sets are sorted,
/// so each lookup is a few binary searches in the table's bytes. That keeps opening a font
/// cheap (Inter's class-pair matrices are large, and most pairs are never asked for) and lets
/// threads share it without a lock. Values are x-advance adjustments in font units;
/// malformed tables yield no kerning rather than a crash: every read is bounds-checked.
struct PairKerning: Sendable {
    private let gpos: Reader?
    /// Offsets of the PairPos subtables of the `kern` feature, in lookup order.
    private let subtables: [Int]
    private let kern: Reader?
    /// Offset and pair count of the first horizontal format-0 `kern` subtable.
    private let kernPairs: (offset: Int, count: Int)?

    init(gpos: [UInt8]?, kern: [UInt8]?) {
        let g = gpos.map(Reader.init)
        let found = g.flatMap { try? Self.pairSubtables($0) } ?? []
        self.gpos = found.isEmpty ? nil : g
        subtables = found
        if found.isEmpty, let kern {
            let k = Reader(kern)
            self.kern = k
            kernPairs = try? Self.kernFormat0(k)
        } else {
            self.kern = nil
            kernPairs = nil
        }
    }

    var isEmpty: Bool { subtables.isEmpty && kernPairs == nil }

    /// The adjustment between two glyphs, in font units (negative: closer).
    func adjustment(_ left: UInt32, _ right: UInt32) -> Double {
        if let gpos {
            for base in subtables {
                if let value = try? Self.pairValue(gpos, base, UInt16(truncatingIfNeeded: left), UInt16(truncatingIfNeeded: right)) {
                    return Double(value)
                }
            }
            return 0
        }
        guard let kern, let (offset, count) = kernPairs else { return 0 }
        let key = left << 16 | right
        var lo = 0, hi = count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            guard let pair = try? kern.u32(offset + mid * 6) else { return 0 }
            if pair == key { return Double(Int16(bitPattern: (try? kern.u16(offset + mid * 6 + 4)) ?? 0)) }
            if pair < key { lo = mid + 1 } else { hi = mid - 1 }
        }
        return 0
    }

    // MARK: - GPOS

    /// The PairPos subtables reached from the `kern` feature's lookups.
    private static func pairSubtables(_ r: Reader) throws -> [Int] {
        let featureList = Int(try r.u16(6)), lookupList = Int(try r.u16(8))
        var lookupIndices = Set<Int>()
        for i in 0..<Int(try r.u16(featureList)) {
            let record = featureList + 2 + i * 6
            guard try r.tag(record) == "kern" else { continue }
            let feature = featureList + Int(try r.u16(record + 4))
            for j in 0..<Int(try r.u16(feature + 2)) { lookupIndices.insert(Int(try r.u16(feature + 4 + j * 2))) }
        }
        var out: [Int] = []
        for index in lookupIndices.sorted() {
            let lookup = lookupList + Int(try r.u16(lookupList + 2 + index * 2))
            let type = try r.u16(lookup)
            for s in 0..<Int(try r.u16(lookup + 4)) {
                var sub = lookup + Int(try r.u16(lookup + 6 + s * 2))
                var subType = type
                if type == 9 {  // Extension: the real subtable is further on.
                    subType = try r.u16(sub + 2)
                    sub += Int(try r.u32(sub + 4))
                }
                let format = try r.u16(sub)
                if subType == 2 && (format == 1 || format == 2) { out.append(sub) }
            }
        }
        return out
    }

    /// The first glyph's x advance from one PairPos subtable, or nil when it has no such pair.
    private static func pairValue(_ r: Reader, _ base: Int, _ left: UInt16, _ right: UInt16) throws -> Int16? {
        guard let coverageIndex = try coverage(r, base + Int(try r.u16(base + 2)), left) else { return nil }
        let vf1 = try r.u16(base + 4), vf2 = try r.u16(base + 6)
        let size1 = vf1.nonzeroBitCount * 2, size2 = vf2.nonzeroBitCount * 2
        // Only the first glyph's x advance is read: bit 2 of its value format.
        func xAdvance(_ at: Int) throws -> Int16 {
            guard vf1 & 0x4 != 0 else { return 0 }
            return Int16(bitPattern: try r.u16(at + (vf1 & 0x3).nonzeroBitCount * 2))
        }
        if try r.u16(base) == 1 {
            guard coverageIndex < Int(try r.u16(base + 8)) else { return nil }
            let set = base + Int(try r.u16(base + 10 + coverageIndex * 2))
            let record = 2 + size1 + size2
            var lo = 0, hi = Int(try r.u16(set)) - 1
            while lo <= hi {
                let mid = (lo + hi) / 2
                let second = try r.u16(set + 2 + mid * record)
                if second == right { return try xAdvance(set + 2 + mid * record + 2) }
                if second < right { lo = mid + 1 } else { hi = mid - 1 }
            }
            return nil
        }
        let class1 = Int(try classOf(r, base + Int(try r.u16(base + 8)), left))
        let class2 = Int(try classOf(r, base + Int(try r.u16(base + 10)), right))
        let class1Count = Int(try r.u16(base + 12)), class2Count = Int(try r.u16(base + 14))
        guard class1 < class1Count, class2 < class2Count else { return nil }
        return try xAdvance(base + 16 + (class1 * class2Count + class2) * (size1 + size2))
    }

    /// A glyph's index in a coverage table, or nil when it is not covered.
    private static func coverage(_ r: Reader, _ base: Int, _ glyph: UInt16) throws -> Int? {
        let format = try r.u16(base), count = Int(try r.u16(base + 2))
        var lo = 0, hi = count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if format == 1 {
                let g = try r.u16(base + 4 + mid * 2)
                if g == glyph { return mid }
                if g < glyph { lo = mid + 1 } else { hi = mid - 1 }
            } else {
                let start = try r.u16(base + 4 + mid * 6), end = try r.u16(base + 6 + mid * 6)
                if glyph < start { hi = mid - 1 } else if glyph > end { lo = mid + 1 } else {
                    return Int(try r.u16(base + 8 + mid * 6)) + Int(glyph - start)
                }
            }
        }
        return nil
    }

    /// A glyph's class in a class definition table (0 when it is not listed).
    private static func classOf(_ r: Reader, _ base: Int, _ glyph: UInt16) throws -> UInt16 {
        if try r.u16(base) == 1 {
            let start = try r.u16(base + 2), count = try r.u16(base + 4)
            guard glyph >= start, glyph - start < count else { return 0 }
            return try r.u16(base + 6 + Int(glyph - start) * 2)
        }
        var lo = 0, hi = Int(try r.u16(base + 2)) - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let start = try r.u16(base + 4 + mid * 6), end = try r.u16(base + 6 + mid * 6)
            if glyph < start { hi = mid - 1 } else if glyph > end { lo = mid + 1 } else { return try r.u16(base + 8 + mid * 6) }
        }
        return 0
    }

    // MARK: - kern

    private static func kernFormat0(_ r: Reader) throws -> (Int, Int)? {
        var offset = 4
        for _ in 0..<Int(try r.u16(2)) {
            let length = Int(try r.u16(offset + 2))
            let coverage = try r.u16(offset + 4)
            if coverage >> 8 == 0 && coverage & 1 == 1 { return (offset + 14, Int(try r.u16(offset + 6))) }
            offset += max(length, 6)
        }
        return nil
    }
}

/// Big-endian reads that throw instead of trapping past the end.
struct Reader: Sendable {
    struct Malformed: Error {}
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func u16(_ at: Int) throws -> UInt16 {
        guard at >= 0, at + 2 <= bytes.count else { throw Malformed() }
        return UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }

    func u32(_ at: Int) throws -> UInt32 {
        UInt32(try u16(at)) << 16 | UInt32(try u16(at + 2))
    }

    func tag(_ at: Int) throws -> String {
        guard at >= 0, at + 4 <= bytes.count else { throw Malformed() }
        return String(decoding: bytes[at..<at + 4], as: UTF8.self)
    }
}

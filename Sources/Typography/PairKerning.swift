/// Pair kerning read from a font's GPOS `kern` feature (PairPos formats 1 and 2, through
/// Extension lookups too) or, failing that, from a legacy `kern` table (format 0).
///
/// Values are x-advance adjustments in font units. Malformed tables yield no kerning rather
/// than a crash: every read is bounds-checked.
struct PairKerning: Sendable {
    private var subtables: [PairSubtable] = []
    private var legacy: [UInt64: Int16] = [:]

    init(gpos: [UInt8]?, kern: [UInt8]?) {
        if let gpos { subtables = (try? Self.parseGPOS(Reader(gpos))) ?? [] }
        if subtables.isEmpty, let kern { legacy = (try? Self.parseKern(Reader(kern))) ?? [:] }
    }

    var isEmpty: Bool { subtables.isEmpty && legacy.isEmpty }

    /// The adjustment between two glyphs, in font units (negative: closer).
    func adjustment(_ left: UInt32, _ right: UInt32) -> Double {
        for subtable in subtables {
            if let value = subtable.value(left, right) { return Double(value) }
        }
        return Double(legacy[UInt64(left) << 32 | UInt64(right)] ?? 0)
    }

    // MARK: - GPOS

    private static func parseGPOS(_ r: Reader) throws -> [PairSubtable] {
        let featureList = Int(try r.u16(6)), lookupList = Int(try r.u16(8))
        var lookupIndices: [Int] = []
        let featureCount = Int(try r.u16(featureList))
        for i in 0..<featureCount {
            let record = featureList + 2 + i * 6
            guard try r.tag(record) == "kern" else { continue }
            let feature = featureList + Int(try r.u16(record + 4))
            let count = Int(try r.u16(feature + 2))
            for j in 0..<count { lookupIndices.append(Int(try r.u16(feature + 4 + j * 2))) }
        }
        var seen = Set<Int>()
        var out: [PairSubtable] = []
        for index in lookupIndices.sorted() where seen.insert(index).inserted {
            let lookup = lookupList + Int(try r.u16(lookupList + 2 + index * 2))
            let type = try r.u16(lookup)
            let subCount = Int(try r.u16(lookup + 4))
            for s in 0..<subCount {
                var sub = lookup + Int(try r.u16(lookup + 6 + s * 2))
                var subType = type
                if type == 9 {  // Extension: the real subtable is further on.
                    subType = try r.u16(sub + 2)
                    sub += Int(try r.u32(sub + 4))
                }
                guard subType == 2, let parsed = try? PairSubtable(r, at: sub) else { continue }
                out.append(parsed)
            }
        }
        return out
    }

    // MARK: - kern

    private static func parseKern(_ r: Reader) throws -> [UInt64: Int16] {
        var pairs: [UInt64: Int16] = [:]
        let count = Int(try r.u16(2))
        var offset = 4
        for _ in 0..<count {
            let length = Int(try r.u16(offset + 2))
            let coverage = try r.u16(offset + 4)
            if coverage >> 8 == 0 && coverage & 1 == 1 {  // format 0, horizontal
                let n = Int(try r.u16(offset + 6))
                for i in 0..<n {
                    let p = offset + 14 + i * 6
                    pairs[UInt64(try r.u16(p)) << 32 | UInt64(try r.u16(p + 2))] = Int16(bitPattern: try r.u16(p + 4))
                }
            }
            offset += max(length, 6)
        }
        return pairs
    }
}

/// One PairPos subtable (format 1: explicit pairs; format 2: class pairs).
private struct PairSubtable: Sendable {
    let coverage: [UInt32: Int]
    let format: UInt16
    /// Format 1: per coverage index, second glyph -> x advance of the first glyph.
    let pairs: [[UInt32: Int16]]
    /// Format 2: class definitions and the class-pair matrix.
    let classDef1: [UInt32: UInt16]
    let classDef2: [UInt32: UInt16]
    let class2Count: Int
    let matrix: [Int16]

    init(_ r: Reader, at base: Int) throws {
        format = try r.u16(base)
        coverage = try Self.coverage(r, at: base + Int(try r.u16(base + 2)))
        let vf1 = try r.u16(base + 4), vf2 = try r.u16(base + 6)
        let size1 = vf1.nonzeroBitCount * 2, size2 = vf2.nonzeroBitCount * 2
        // Only the first glyph's x advance is read: bit 2 of its value format.
        func xAdvance(_ at: Int) throws -> Int16 {
            guard vf1 & 0x4 != 0 else { return 0 }
            let before = (vf1 & 0x3).nonzeroBitCount * 2
            return Int16(bitPattern: try r.u16(at + before))
        }
        if format == 1 {
            let setCount = Int(try r.u16(base + 8))
            var pairs: [[UInt32: Int16]] = []
            for i in 0..<setCount {
                let set = base + Int(try r.u16(base + 10 + i * 2))
                let count = Int(try r.u16(set))
                var map: [UInt32: Int16] = [:]
                for j in 0..<count {
                    let record = set + 2 + j * (2 + size1 + size2)
                    map[UInt32(try r.u16(record))] = try xAdvance(record + 2)
                }
                pairs.append(map)
            }
            self.pairs = pairs
            classDef1 = [:]; classDef2 = [:]; class2Count = 0; matrix = []
        } else if format == 2 {
            classDef1 = try Self.classDef(r, at: base + Int(try r.u16(base + 8)))
            classDef2 = try Self.classDef(r, at: base + Int(try r.u16(base + 10)))
            let class1Count = Int(try r.u16(base + 12))
            class2Count = Int(try r.u16(base + 14))
            var matrix: [Int16] = []
            matrix.reserveCapacity(class1Count * class2Count)
            for c1 in 0..<class1Count {
                for c2 in 0..<class2Count {
                    matrix.append(try xAdvance(base + 16 + (c1 * class2Count + c2) * (size1 + size2)))
                }
            }
            self.matrix = matrix
            pairs = []
        } else {
            throw Reader.Malformed()
        }
    }

    func value(_ left: UInt32, _ right: UInt32) -> Int16? {
        guard let index = coverage[left] else { return nil }
        if format == 1 {
            return index < pairs.count ? pairs[index][right] : nil
        }
        let c1 = Int(classDef1[left] ?? 0), c2 = Int(classDef2[right] ?? 0)
        let i = c1 * class2Count + c2
        return i < matrix.count ? matrix[i] : nil
    }

    static func coverage(_ r: Reader, at base: Int) throws -> [UInt32: Int] {
        var out: [UInt32: Int] = [:]
        let format = try r.u16(base), count = Int(try r.u16(base + 2))
        if format == 1 {
            for i in 0..<count { out[UInt32(try r.u16(base + 4 + i * 2))] = i }
        } else {
            for i in 0..<count {
                let start = try r.u16(base + 4 + i * 6), end = try r.u16(base + 6 + i * 6)
                let first = Int(try r.u16(base + 8 + i * 6))
                guard start <= end else { continue }
                for g in start...end { out[UInt32(g)] = first + Int(g - start) }
            }
        }
        return out
    }

    static func classDef(_ r: Reader, at base: Int) throws -> [UInt32: UInt16] {
        var out: [UInt32: UInt16] = [:]
        let format = try r.u16(base)
        if format == 1 {
            let start = try r.u16(base + 2), count = Int(try r.u16(base + 4))
            for i in 0..<count { out[UInt32(Int(start) + i)] = try r.u16(base + 6 + i * 2) }
        } else {
            let count = Int(try r.u16(base + 2))
            for i in 0..<count {
                let start = try r.u16(base + 4 + i * 6), end = try r.u16(base + 6 + i * 6)
                let cls = try r.u16(base + 8 + i * 6)
                guard start <= end else { continue }
                for g in start...end { out[UInt32(g)] = cls }
            }
        }
        return out
    }
}

/// Big-endian reads that throw instead of trapping past the end.
struct Reader {
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

import Foundation
import Testing
@testable import PNG
import Raster

/// Our DEFLATE encoder: every stream inflates, through zlib directly and through libpng, to
/// exactly its input, on inputs chosen to reach each of its edges; its Huffman codes are
/// complete and within their length limits; its output is deterministic.
@Suite struct RowDeflateTests {
    /// Inflates a zlib stream with zlib (not our code), checking the Adler-32 as it goes.
    static func inflate(_ stream: [UInt8], size: Int) -> [UInt8]? {
        Zlib.inflate(stream, limit: size).flatMap { $0.count == size ? $0 : nil }
    }

    static func deflate(_ data: [UInt8], rowBytes: Int) -> [UInt8] {
        var out: [UInt8] = []
        data.withUnsafeBytes { RowDeflate.zlib($0, rowBytes: rowBytes, appendingTo: &out) }
        return out
    }

    /// Byte strings that reach the encoder's edges: shorter than a word, runs ending on every
    /// length around 258 (the longest match) and 3 (the shortest), rows longer than the 32 KB
    /// window, noise (literals only, every byte value), more tokens than one block holds, and
    /// the skewed literal counts that push Huffman codes past 15 bits.
    static func inputs() -> [(String, [UInt8], Int)] {
        var rng = SplitMix(seed: 0x5EED)
        var out: [(String, [UInt8], Int)] = []
        out.append(("one byte", [7], 1))
        out.append(("seven bytes", [0, 1, 2, 3, 4, 5, 6], 7))
        for run in [3, 4, 5, 257, 258, 259, 260, 516, 517] {
            out.append(("run \(run)", [UInt8](repeating: 0, count: 1) + [UInt8](repeating: 9, count: run) + [1, 2, 3, 4, 5, 6, 7, 8], 17))
        }
        out.append(("zeros", [UInt8](repeating: 0, count: 100_000), 1001))
        out.append(("noise", (0..<70_000).map { _ in UInt8(truncatingIfNeeded: rng.next()) }, 4001))
        // Rows wider than the window: the row above is out of reach.
        let wide = (0..<3).flatMap { _ in [UInt8(0)] + (0..<33_000).map { UInt8(truncatingIfNeeded: $0 / 7) } }
        out.append(("rows past the window", wide, 33_001))
        // Pixels of a few colors in random order: matches at every distance, many blocks.
        let palette: [[UInt8]] = [[0, 0, 0, 0], [0, 122, 255, 255], [255, 255, 255, 255], [0, 122, 255, 128]]
        var pixels: [UInt8] = []
        for y in 0..<300 {
            pixels.append(0)
            for _ in 0..<400 { pixels += palette[Int(rng.next() % (y % 7 == 0 ? 1 : 4))] }
        }
        out.append(("pixels, many blocks", pixels, 1601))
        // Literal counts in Fibonacci proportions: an unlimited Huffman code would be 20+ bits deep.
        var fib = [1, 1]
        while fib.count < 26 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
        var skewed: [UInt8] = []
        for (symbol, count) in fib.enumerated() { skewed += [UInt8](repeating: UInt8(symbol * 9 + 1), count: min(count, 3000)).enumerated().map { $0.offset % 2 == 0 ? $0.element : UInt8(symbol * 9 + 2) } }
        out.append(("skewed literals", skewed, 97))
        // Text, as the iTXt chunk sends it: rows one byte long, a match from any byte, the small table.
        let json = Array((0..<40).map { "{\"style\":\"filled\",\"size\":\"large\",\"scale\":\($0)}" }.joined(separator: ",").utf8)
        out.append(("text", json, 1))
        out.append(("noise as text", Array(out[out.firstIndex { $0.0 == "noise" }!].1.prefix(40_000)), 1))
        out.append(("zeros as text", [UInt8](repeating: 0, count: 40_000), 1))
        return out
    }

    @Test func everyStreamInflatesToItsInput() throws {
        for (name, data, rowBytes) in Self.inputs() {
            let stream = Self.deflate(data, rowBytes: rowBytes)
            #expect(Self.inflate(stream, size: data.count) == data, "\(name): \(stream.count) bytes")
            // zlib (through libpng's own inflater is not reachable for raw streams): Foundation's
            // zlib-compatible check is the header's.
            #expect((UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0, "\(name)")
            #expect(Self.deflate(data, rowBytes: rowBytes) == stream, "\(name): deterministic")
        }
    }

    /// Whole images through our chunk writer with RowDeflate decode through libpng (zlib's
    /// inflate, which refuses incomplete codes) to the same pixels.
    @Test func imagesDecodeThroughLibpng() throws {
        var images = try ChunkWriterTests.images()
        var wide = try Pixmap(width: 8200, height: 3, fill: RGBA(red: 1, green: 2, blue: 3, alpha: 200))
        for x in stride(from: 0, to: 8200, by: 3) { wide[x, 1] = RGBA(red: 200, green: 0, blue: 0).premultiplied }
        images.append(("wider than the window", wide))
        for (name, image) in images {
            let data = try PNG.encode(image, scale: 2, metadata: "{\"a\":1}", settings: .rowDeflate)
            let decoded = try PNG.withStraightRGBA(data) { w, h, bytes in (w, h, Array(bytes)) }
            #expect(decoded.0 == image.width && decoded.1 == image.height, "\(name)")
            #expect(decoded.2 == image.roundTrippedThroughStraightAlpha().straightRGBA(), "\(name)")
        }
    }

    /// Code lengths form a complete prefix code (Kraft sum exactly 1) within the limit, for
    /// any counts, and give no symbol that occurs a zero length.
    @Test func huffmanCodesAreCompleteAndLimited() {
        var rng = SplitMix(seed: 42)
        var fib = [1, 1]
        while fib.count < 40 { fib.append(fib[fib.count - 1] + fib[fib.count - 2]) }
        var cases: [([Int], Int)] = [(fib + [Int](repeating: 0, count: 246), 15), (Array(fib.prefix(19)), 7), ([0, 0, 5, 0], 15), ([0, 0, 0], 7)]
        for _ in 0..<200 { cases.append(((0..<286).map { _ in rng.next() % 3 == 0 ? 0 : Int(rng.next() % 5000) }, 15)) }
        for (frequencies, limit) in cases {
            let lengths = RowDeflate.codeLengths(frequencies, limit: limit)
            #expect(lengths.allSatisfy { Int($0) <= limit })
            for (f, l) in zip(frequencies, lengths) where f > 0 { #expect(l > 0) }
            let kraft = lengths.filter { $0 > 0 }.reduce(0.0) { $0 + 1 / Double(1 << Int($1)) }
            #expect(kraft == 1, "\(frequencies.prefix(8))… limit \(limit): Kraft sum \(kraft)")
        }
    }
}

extension RowDeflateTests {
    /// Where no code needs to be cut to the limit, the lengths are a Huffman code's: their cost
    /// (the sum of frequency x length) is the sum of the weights Huffman's algorithm merges,
    /// computed here by the textbook method (always merge the two lightest).
    @Test func huffmanCodesAreOptimalWhereTheLimitDoesNotBind() {
        var rng = SplitMix(seed: 7)
        var compared = 0
        for round in 0..<300 {
            let symbols = round % 3 == 0 ? 19 : 286
            let frequencies = (0..<symbols).map { _ in rng.next() % 4 == 0 ? 0 : Int(rng.next() % (round % 2 == 0 ? 40 : 5000)) + 1 }
            let used = frequencies.filter { $0 > 0 }
            guard used.count >= 2 else { continue }
            var weights = used.map { (weight: $0, depth: 0) }
            var optimal = 0
            while weights.count > 1 {
                weights.sort { ($0.weight, $0.depth) > ($1.weight, $1.depth) }
                let a = weights.removeLast(), b = weights.removeLast()
                optimal += a.weight + b.weight
                weights.append((a.weight + b.weight, max(a.depth, b.depth) + 1))
            }
            let limit = symbols == 19 ? 7 : 15
            guard weights[0].depth <= limit else { continue }
            let lengths = RowDeflate.codeLengths(frequencies, limit: limit)
            let cost = zip(frequencies, lengths).reduce(0) { $0 + $1.0 * Int($1.1) }
            #expect(cost == optimal, "round \(round): cost \(cost), Huffman's \(optimal)")
            compared += 1
        }
        #expect(compared > 200)
    }
}

/// A small deterministic generator, so that failures reproduce.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

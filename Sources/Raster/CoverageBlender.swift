/// Source-over of one color at coverage levels 1...255.
///
/// Text mostly lands on one flat color (the button's fill), and a shape's antialiased edge on
/// one background: for pixels over the first background met, each level's result is worked
/// out once and looked up after.
struct CoverageBlender: ~Copyable {
    let solid: UInt32
    let opaque: Bool
    /// The background expected under most pixels (a guess; others are blended directly).
    private let common: UInt32
    /// Results for the common background by level, and a bit per level already worked out.
    private let results: UnsafeMutablePointer<UInt32>
    private let known: UnsafeMutablePointer<UInt64>

    init(color: RGBA, over common: UInt32) {
        self.common = common
        solid = color.premultiplied.packed
        opaque = color.alpha == 255
        results = .allocate(capacity: 256)
        known = .allocate(capacity: 4)
        known.initialize(repeating: 0, count: 4)
    }

    deinit {
        results.deallocate()
        known.deallocate()
    }

    @inline(__always) mutating func blend(_ alpha: UInt32, over under: UInt32) -> UInt32 {
        if alpha == 255 && opaque { return solid }
        guard under == common else { return Blend.sourceOver(Blend.scale(solid, alpha), under) }
        let level = Int(alpha)
        let bit: UInt64 = 1 &<< UInt64(level & 63)
        if known[level >> 6] & bit == 0 {
            results[level] = Blend.sourceOver(Blend.scale(solid, alpha), under)
            known[level >> 6] |= bit
        }
        return results[level]
    }
}

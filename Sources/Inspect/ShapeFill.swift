import Raster

/// A shape's fill as each of its pixels shows it: one color, or a color at an alpha over each
/// pixel's own backdrop, `behind (1 - alpha) + premultiplied`.
///
/// Over one backdrop color every fill is the one color it shows. Over a backdrop image a
/// translucent fill shows as many colors as there are behind it, and is solved from them.
enum ShapeFill {
    /// The same color over any backdrop.
    case opaque(ColorVector)
    /// Translucent: `premultiplied` is the fill's own color times `alpha`.
    case translucent(premultiplied: ColorVector, alpha: Double)

    /// What the fill shows over `behind`.
    func over(_ behind: ColorVector) -> ColorVector {
        switch self {
        case let .opaque(color): return color
        case let .translucent(premultiplied, alpha): return behind * (1 - alpha) + premultiplied
        }
    }

    /// The fill's own opaque color and its alpha, when translucent.
    var ink: (color: RGBA, alpha: Double)? {
        guard case let .translucent(premultiplied, alpha) = self else { return nil }
        return (Self.color(premultiplied: premultiplied, alpha: alpha), alpha)
    }

    /// The opaque color that `premultiplied` is at `alpha`, rounded to whole levels.
    static func color(premultiplied: ColorVector, alpha: Double) -> RGBA {
        func c(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v / alpha).rounded()))) }
        return RGBA(red: c(premultiplied.r), green: c(premultiplied.g), blue: c(premultiplied.b))
    }

    /// A fill is translucent when the backdrop shows through it by at least this much (1 - alpha),
    /// as over stripes (`StripedBackdrop`).
    static let leastShowThrough = StripedBackdrop.leastShowThrough
    /// ... and when what shows through moves the fill by more than this many levels between the
    /// lighter and the darker part of the backdrop behind it: a blurred glass over stripes moves
    /// by a level or two, and is a fill of its own.
    static let leastMovement = 2 * Inspector.noise
    /// At least this share of the pixels measured lies within `leastMovement` of the solved fill:
    /// the rest is label ink and antialiasing.
    static let leastAgreement = 0.5

    /// The fill of the shape `mask` holds, over a backdrop image: read from the patch's pixels at
    /// least `inset` pixels clear of its edge (and so of a rim), with their own backdrop pixels.
    /// Translucent when the darker and the lighter third of those backdrops (by their sum of
    /// channels) show through it by different amounts, solved from the two thirds' medians (a
    /// label's ink, a minority, moves no median) and then by least squares over the pixels that
    /// show that fill; else the median of each channel. Nil when no pixel is that clear.
    static func measure(_ plane: PixelPlane, backdrop: BackdropPlane, mask: ShapeMask, inset: Int) -> ShapeFill? {
        var pairs: [(behind: ColorVector, seen: ColorVector)] = []
        mask.forEach { x, y in
            if mask.isClear(x, y, by: inset) { pairs.append((backdrop[x: x, y: y], plane[x: x, y: y])) }
        }
        guard !pairs.isEmpty else { return nil }
        let median = Self.median(pairs.map(\.seen))
        guard pairs.count >= 3 else { return .opaque(median) }
        // Stable, so that pixels with the same backdrop keep their row-major order.
        let sorted = pairs.enumerated().sorted { a, b in
            let ka = a.element.behind.r + a.element.behind.g + a.element.behind.b, kb = b.element.behind.r + b.element.behind.g + b.element.behind.b
            return ka != kb ? ka < kb : a.offset < b.offset
        }.map(\.element)
        let third = sorted.count / 3
        let darker = sorted.prefix(third), lighter = sorted.suffix(third)
        let db = Self.median(lighter.map(\.behind)) - Self.median(darker.map(\.behind))
        let ds = Self.median(lighter.map(\.seen)) - Self.median(darker.map(\.seen))
        guard db.lengthSquared > 0 else { return .opaque(median) }
        let showThrough = ds.dot(db) / db.lengthSquared
        guard showThrough >= leastShowThrough, showThrough <= 1 - leastShowThrough,
              (db * showThrough).distance(to: ColorVector(r: 0, g: 0, b: 0, a: 0)) > leastMovement
        else { return .opaque(median) }
        let premultiplied = Self.median(pairs.map { $0.seen - $0.behind * showThrough })
        let rough = ShapeFill.translucent(premultiplied: premultiplied, alpha: 1 - showThrough)
        let agreeing = pairs.filter { rough.shows($0.seen, over: $0.behind) }
        guard Double(agreeing.count) >= leastAgreement * Double(pairs.count) else { return .opaque(median) }
        return refined(agreeing) ?? rough
    }

    /// The least-squares fill over the pixels that show it, `seen = behind u + premultiplied`
    /// with one show-through `u` for every channel: each pixel stores its level rounded, and
    /// thousands of them pin the fill down where two medians leave it a level or two off (its
    /// own color, divided by its alpha, by several). Nil when the backdrops behind them are one
    /// color, or the show-through leaves what a fill can be.
    private static func refined(_ pairs: [(behind: ColorVector, seen: ColorVector)]) -> ShapeFill? {
        let n = Double(pairs.count)
        let zero = ColorVector(r: 0, g: 0, b: 0, a: 0)
        let meanBehind = pairs.reduce(zero) { $0 + $1.behind } * (1 / n), meanSeen = pairs.reduce(zero) { $0 + $1.seen } * (1 / n)
        var across = 0.0, spread = 0.0
        for pair in pairs {
            let db = pair.behind - meanBehind
            across += db.dot(pair.seen - meanSeen)
            spread += db.lengthSquared
        }
        guard spread > 0 else { return nil }
        let showThrough = across / spread
        guard showThrough >= leastShowThrough, showThrough <= 1 - leastShowThrough else { return nil }
        return .translucent(premultiplied: meanSeen - meanBehind * showThrough, alpha: 1 - showThrough)
    }

    /// Whether `seen` shows the fill over `behind`, within `leastMovement`: not a label's ink, nor
    /// an edge's antialiasing.
    func shows(_ seen: ColorVector, over behind: ColorVector) -> Bool {
        seen.distance(to: over(behind)) <= Self.leastMovement
    }

    /// The median of each channel on its own.
    private static func median(_ colors: [ColorVector]) -> ColorVector {
        func middle(_ values: [Double]) -> Double {
            let s = values.sorted()
            return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
        }
        return ColorVector(r: middle(colors.map(\.r)), g: middle(colors.map(\.g)), b: middle(colors.map(\.b)), a: middle(colors.map(\.a)))
    }
}

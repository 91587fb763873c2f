import Testing
@testable import Raster

@Suite struct RoundedRectFastPathTests {
    /// On whole pixels the fast path takes its own route; its every pixel is within one level
    /// of the exact area (circular corners, integrated independently).
    @Test func circularCornersMatchExactArea() throws {
        var rng = SplitMix64(state: 0xFA57_0A7)
        for index in 0..<30 {
            let w = Double(Int.random(in: 8...60, using: &rng)), h = Double(Int.random(in: 8...40, using: &rng))
            let x = Double(Int.random(in: 0...3, using: &rng)), y = Double(Int.random(in: 0...3, using: &rng))
            let r = Double.random(in: 0.5...(min(w, h) / 2), using: &rng)
            var image = try Pixmap(width: Int(x + w) + 2, height: Int(y + h) + 2)
            var raster = Rasterizer(width: image.width, height: image.height)
            raster.fillRoundedRect(Rect(x: x, y: y, width: w, height: h), radius: r, curve: .circular, with: .black, into: &image)
            let exact = CircularRoundedRectArea(x0: x, y0: y, x1: x + w, y1: y + h, r: r)
            var worst = 0.0
            for py in 0..<image.height {
                for px in 0..<image.width { worst = max(worst, abs(Double(image[px, py].alpha) - 255 * exact.area(px: px, py: py))) }
            }
            #expect(worst <= 1, "case \(index): \(w)x\(h) at \(x),\(y) r=\(r) misses by \(worst)/255")
        }
    }

    /// Fast and general paths agree within one level, for both curves, colors with and without
    /// alpha, over a non-empty background; fractional rects fall back and agree exactly.
    @Test func agreesWithTheGeneralPath() throws {
        var rng = SplitMix64(state: 0xC0FFEE)
        for _ in 0..<40 {
            let fractional = Bool.random(using: &rng)
            let w = Double(Int.random(in: 10...120, using: &rng)) + (fractional ? 0.37 : 0)
            let h = Double(Int.random(in: 10...60, using: &rng))
            let rect = Rect(x: Double(Int.random(in: 0...4, using: &rng)), y: 1, width: w, height: h)
            let radius = Double.random(in: 0...(h / 2 + 4), using: &rng)
            let curve: CornerCurve = Bool.random(using: &rng) ? .continuous : .circular
            let color = RGBA(red: 0, green: 122, blue: 255, alpha: Bool.random(using: &rng) ? 255 : 90)
            var fast = try Pixmap(width: 130, height: 70, fill: RGBA(red: 200, green: 10, blue: 10, alpha: 120))
            var general = fast
            var raster = Rasterizer(width: 130, height: 70)
            raster.fillRoundedRect(rect, radius: radius, curve: curve, with: color, into: &fast)
            raster.fill(Shapes.roundedRect(rect, radius: radius, curve: curve), with: color, into: &general)
            var worst = 0
            for i in fast.pixels.indices {
                let a = PremultipliedColor(packed: fast.pixels[i]), b = PremultipliedColor(packed: general.pixels[i])
                worst = max(worst, abs(Int(a.alpha) - Int(b.alpha)), abs(Int(a.blue) - Int(b.blue)), abs(Int(a.red) - Int(b.red)))
            }
            #expect(worst <= 1, "\(rect) r=\(radius) \(curve): differs by \(worst)")
        }
    }

    /// A corner taken from the cache draws exactly what a corner computed afresh draws: for
    /// both curves at one radius, also where their corners are the same size (under a pixel,
    /// the key must still tell them apart), for radii a bit apart,
    /// and past the cache's bound (it starts again, and keeps drawing the same).
    @Test func cachedCornersDrawWhatFreshOnesDraw() throws {
        let color = RGBA(red: 0, green: 122, blue: 255)
        var shapes: [(Rect, Double, CornerCurve)] = []
        for curve in [CornerCurve.continuous, .circular, .continuous] {
            shapes.append((Rect(x: 2, y: 3, width: 90, height: 40), 12, curve))
            shapes.append((Rect(x: 2, y: 3, width: 90, height: 40), 12.000001, curve))
            shapes.append((Rect(x: 2, y: 3, width: 90, height: 40), 0.6, curve))
        }
        for k in 0..<(CornerMask.cacheLimit + 6) {
            shapes.append((Rect(x: 1, y: 1, width: 100, height: 60), 3 + Double(k) * 0.37, k % 2 == 0 ? .continuous : .circular))
        }
        for (rect, radius, curve) in shapes + shapes {
            var cached = try Pixmap(width: 104, height: 64, fill: RGBA(red: 240, green: 240, blue: 240))
            var fresh = cached
            cached.fillRoundedRect(rect, radius: radius, curve: curve, with: color)
            fresh.fillRoundedRectComputingCorner(rect, radius: radius, curve: curve, with: color)
            #expect(cached.pixels == fresh.pixels, "\(rect) r=\(radius) \(curve)")
        }
        #expect(CornerMask.cachedCount <= CornerMask.cacheLimit)
    }
}

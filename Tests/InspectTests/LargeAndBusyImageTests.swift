import Inspect
import Raster
import Testing

/// `Inspector` on images far larger or busier than a button's: a 1024 px capsule measured with
/// its radius, and noise said to hold no button rather than measured as a label.
@Suite struct LargeAndBusyImageTests {
    /// A 1024 x 1024 px circle drawn on whole pixels: a capsule of radius 512 px (256 pt at @2x),
    /// for all three curves. A fit that drew every candidate over the whole box would take hours
    /// here, so the suite would not finish; how long it takes is the benchmarks' business.
    @Test func measuresA1024PixelCapsule() throws {
        let side = 1024
        var image = try Pixmap(width: side + 20, height: side + 20, fill: .white)
        image.fillRoundedRect(Rect(x: 10, y: 10, width: Double(side), height: Double(side)), radius: Double(side) / 2, curve: .circular,
                              with: RGBA(red: 0, green: 122, blue: 255))
        let shape = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: 2)).shape)
        #expect(shape.isCapsule)
        #expect(abs(shape.radius - 256) <= 0.05, "\(shape.radius)")
        #expect(abs(shape.frame.width - 512) <= 0.05 && abs(shape.frame.x - 5) <= 0.05, "\(shape.frame)")
    }

    /// A large rounded rect with Core Animation's corner on whole pixels: the layer fit reads
    /// the radius back (120 px), and no other curve fits as well.
    @Test func fitsALargeLayerCorner() throws {
        var image = try Pixmap(width: 1400, height: 900, fill: .white)
        image.fillRoundedRectComputingCorner(Rect(x: 20, y: 30, width: 1300, height: 800), radius: 120, curve: .layer, with: .black)
        let shape = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: 1)).shape)
        let layer = try #require(shape.layer)
        #expect(shape.betterCurve == .layer, "continuous \(shape.continuous.rmsError), layer \(layer.rmsError)")
        #expect(abs(layer.radius - 120) <= 0.05, "\(layer.radius)")
        #expect(layer.rmsError < 0.001, "\(layer.rmsError)")
    }

    /// An opaque capsule on a striped backdrop (10 pt stripes of white and #FFCC00, @2x): the
    /// border's two colors are both backdrop, so the capsule is found and measured (the
    /// stripes joined it into one thing 120 pt tall, "no button found").
    @Test func findsACapsuleOnStripes() throws {
        let s = 2.0
        var image = try Pixmap(width: Int(300 * s), height: Int(120 * s), fill: .white)
        var r = Rasterizer(width: image.width, height: image.height)
        for x in stride(from: 10.0, to: 300, by: 20) {
            r.fill(Shapes.rect(Rect(x: x * s, y: 0, width: 10 * s, height: 120 * s)), with: RGBA(red: 255, green: 204, blue: 0), into: &image)
        }
        r.fill(Shapes.capsule(Rect(x: 50.25 * s, y: 40 * s, width: 200 * s, height: 50 * s)), with: RGBA(red: 0, green: 122, blue: 255), into: &image)
        let shape = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: s)).shape)
        #expect(abs(shape.frame.x - 50.25) <= 0.05 && abs(shape.frame.width - 200) <= 0.05, "\(shape.frame)")
        #expect(abs(shape.frame.y - 40) <= 0.05 && abs(shape.frame.height - 50) <= 0.05, "\(shape.frame)")
        #expect(shape.isCapsule && shape.capsuleEnd?.curve == .circular, "\(shape)")
    }

    /// A translucent capsule (#007AFF at 0.5) on the same stripes: it shows two colors, one
    /// over each stripe, and neither is the half of its box a fill needs, so it was not found
    /// even with `--region` and `--background` ("nothing to measure" or a label). Solved against
    /// both stripes, it is measured with its frame and the color and alpha it was drawn with;
    /// with and without a region.
    @Test(arguments: [false, true])
    func findsATranslucentCapsuleOnStripes(region: Bool) throws {
        let s = 2.0, drawn = RGBA(red: 0, green: 122, blue: 255, alpha: 128)
        var image = try Pixmap(width: Int(300 * s), height: Int(120 * s), fill: .white)
        var r = Rasterizer(width: image.width, height: image.height)
        for x in stride(from: 10.0, to: 300, by: 20) {
            r.fill(Shapes.rect(Rect(x: x * s, y: 0, width: 10 * s, height: 120 * s)), with: RGBA(red: 255, green: 204, blue: 0), into: &image)
        }
        r.fill(Shapes.capsule(Rect(x: 50.25 * s, y: 40 * s, width: 200 * s, height: 50 * s)), with: drawn, into: &image)
        var options = InspectionOptions(scale: s)
        if region {
            options.region = PixelRegion(x: Int(40 * s), y: Int(30 * s), width: Int(220 * s), height: Int(70 * s))
            options.backdrop = .white
        }
        let shape = try #require(try Inspector.inspect(image, options: options).shape)
        let origin = region ? 40.0 : 0, top = region ? 30.0 : 0
        #expect(abs(shape.frame.x + origin - 50.25) <= 0.05 && abs(shape.frame.width - 200) <= 0.05, "\(shape.frame)")
        #expect(abs(shape.frame.y + top - 40) <= 0.05 && abs(shape.frame.height - 50) <= 0.05, "\(shape.frame)")
        #expect(shape.isCapsule && shape.capsuleEnd?.curve == .circular, "\(shape)")
        let ink = try #require(shape.fill.ink)
        #expect(abs(Int(ink.red) - 0) <= 2 && abs(Int(ink.green) - 122) <= 2 && abs(Int(ink.blue) - 255) <= 2, "\(ink)")
        #expect(abs(shape.fill.alpha - 128.0 / 255) <= 0.02, "\(shape.fill.alpha)")
    }

    /// A capsule whose fill is dithered a level either way, as Apple's simulators draw a
    /// translucent fill over a gradient (watchOS 26's buttons): no one pixel value covers half
    /// of it, and it was read as a label on the backdrop, no shape. The pattern is written out
    /// here: (x + 2y) mod 3 - 1 added to every channel of the fill.
    @Test func findsADitheredFill() throws {
        var image = try Pixmap(width: 420, height: 120, fill: RGBA(17, 24, 26))
        image.fillRoundedRect(Rect(x: 20, y: 10, width: 356, height: 104), radius: 52, curve: .circular, with: RGBA(73, 66, 33))
        let fill = RGBA(73, 66, 33).premultiplied
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] == fill {
                let d = (x + 2 * y) % 3 - 1
                func c(_ v: Int) -> UInt8 { UInt8(v + d) }
                image[x, y] = RGBA(c(73), c(66), c(33)).premultiplied
            }
        }
        let inspection = try Inspector.inspect(image, options: InspectionOptions(scale: 2))
        let shape = try #require(inspection.shape, "no shape: \(inspection)")
        #expect(shape.isCapsule && abs(shape.frame.width - 178) <= 0.05 && abs(shape.frame.height - 52) <= 0.05, "\(shape.frame)")
        let seen = shape.fill.seen
        #expect(abs(Int(seen.red) - 73) <= 1 && abs(Int(seen.green) - 66) <= 1 && abs(Int(seen.blue) - 33) <= 1, "\(seen)")
    }

    /// A light gray capsule cut off at its own edges, as a disabled large SwiftUI button is when
    /// a screenshot is cropped to it (shayke-cohen/Odyssey's is 233, 233, 235 on white, 50.33 pt
    /// tall): its top and bottom rows are the fill, easing into white at the ends a level up and
    /// down about the noise's bound, and the border read as stripes of white and the fill; the
    /// fill was flattened into the backdrop, and nothing was left to measure.
    @Test func findsALightFillCroppedToItsFrame() throws {
        var image = try Pixmap(width: 1152, height: 201, fill: RGBA(255, 255, 255))
        image.fill(Shapes.continuousCapsule(Rect(x: 0, y: 0, width: 1152, height: 201)), with: RGBA(120, 120, 128, 42))
        for backdrop in [RGBA(255, 255, 255), nil] {
            let inspection = try Inspector.inspect(image, options: InspectionOptions(scale: 4, backdrop: backdrop))
            let shape = try #require(inspection.shape, "no shape: \(inspection)")
            #expect(shape.isCapsule && abs(shape.frame.width - 288) <= 0.05 && abs(shape.frame.height - 50.25) <= 0.05, "\(shape.frame)")
            let seen = shape.fill.seen
            #expect(abs(Int(seen.red) - 233) <= 1 && abs(Int(seen.blue) - 234) <= 1, "\(seen)")
        }
    }

    /// Noise from a linear congruential generator: every pixel differs from the corners' color,
    /// nothing has a fill, and the ink spans the image. Reported as no button (it was measured
    /// as a label 299 pt tall, exit 0).
    @Test func noiseHoldsNoButton() throws {
        let side = 512
        var image = try Pixmap(width: side, height: side)
        var state: UInt64 = 12345
        for y in 0..<side {
            for x in 0..<side {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let v = UInt32(truncatingIfNeeded: state >> 33)
                image[x, y] = RGBA(red: UInt8(v & 255), green: UInt8((v >> 8) & 255), blue: UInt8((v >> 16) & 255)).premultiplied
            }
        }
        #expect(throws: InspectError.noButtonFound(inkWidth: 256, inkHeight: 256, tallest: 100)) {
            try Inspector.inspect(image, options: InspectionOptions(scale: 2))
        }
    }

    /// A one-pixel checkerboard reads as a white shape with black ink across all of it: a
    /// "label" 128 pt tall is no button's title, so it is reported as no button (it was
    /// measured as a button with a 124.5 pt cap height, exit 0).
    @Test func aCheckerboardHoldsNoButton() throws {
        let side = 256
        var image = try Pixmap(width: side, height: side)
        for y in 0..<side {
            for x in 0..<side { image[x, y] = ((x + y) % 2 == 0 ? RGBA.black : RGBA.white).premultiplied }
        }
        #expect {
            try Inspector.inspect(image, options: InspectionOptions(scale: 2))
        } throws: { error in
            guard case InspectError.noButtonFound(_, let height, let tallest, let inShape)? = error as? InspectError else { return false }
            return inShape && height > tallest
        }
    }

    /// Scales that are not a number of pixels per point from 0.1 to 100 throw, typed: 1e300
    /// trapped converting a length in pixels to an integer.
    @Test(arguments: [1e300, .infinity, -.infinity, .nan, 0, -2, 1e-300, 100.5, 0.09])
    func refusesScalesOutsideTheRange(scale: Double) throws {
        var image = try Pixmap(width: 200, height: 100, fill: .white)
        image.fillRoundedRect(Rect(x: 20, y: 20, width: 160, height: 60), radius: 12, curve: .continuous, with: .black)
        #expect {
            try Inspector.inspect(image, options: InspectionOptions(scale: scale))
        } throws: { error in
            guard case InspectError.badScale(let s)? = error as? InspectError else { return false }
            return s.bitPattern == scale.bitPattern
        }
    }

    /// The ends of the range are measured.
    @Test(arguments: [0.1, 100.0])
    func measuresAtTheRangesEnds(scale: Double) throws {
        var image = try Pixmap(width: 200, height: 100, fill: .white)
        image.fillRoundedRect(Rect(x: 20, y: 20, width: 160, height: 60), radius: 12, curve: .circular, with: .black)
        let shape = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: scale)).shape)
        #expect(abs(shape.frame.width * scale - 160) <= 0.05)
    }
}

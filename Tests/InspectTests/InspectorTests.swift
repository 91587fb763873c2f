import Inspect
import PNG
import Raster
import Testing

/// `Inspector` on shapes drawn with known frames, radii, curves and colors: what it measures
/// must be what was drawn, at every scale and on light, dark and transparent backdrops.
@Suite struct InspectorTests {
    static let backdrops: [RGBA] = [.white, RGBA(red: 0, green: 0, blue: 0), .clear, RGBA(red: 242, green: 242, blue: 247)]

    /// A rounded rect at a fractional position (points), drawn at `scale` on `backdrop`.
    static func shape(
        scale s: Double, curve: CornerCurve, radius: Double, backdrop: RGBA, fill: RGBA,
        frame: Rect = Rect(x: 7.3, y: 5.6, width: 96.4, height: 50.3)
    ) throws -> Pixmap {
        let w = Int(((frame.maxX + 7) * s).rounded(.up)), h = Int(((frame.maxY + 6) * s).rounded(.up))
        var image = try Pixmap(width: w, height: h, fill: backdrop)
        var r = Rasterizer(width: w, height: h)
        let px = Rect(x: frame.x * s, y: frame.y * s, width: frame.width * s, height: frame.height * s)
        r.fill(Shapes.roundedRect(px, radius: radius * s, curve: curve), with: fill, into: &image)
        return image
    }

    /// A word whose ascender stands taller than its capital ("Rounded": the d above the R):
    /// the cap height is the capital's (12 pt here), not the ascender's (13 pt), nor the
    /// x-height letters' (9 pt). Drawn as blocks on the baseline at @3x.
    @Test func capHeightIsTheCapitalsNotTheAscenders() throws {
        let s = 3.0, baseline = 20.0
        var image = try Pixmap(width: Int(60 * s), height: Int(30 * s), fill: .white)
        var r = Rasterizer(width: image.width, height: image.height)
        // Letters of 1.2 pt strokes: a stem each side and a bar along the top and the baseline.
        func letter(x: Double, width: Double, height: Double) {
            for stroke in [Rect(x: x, y: baseline - height, width: 1.2, height: height),
                           Rect(x: x + width - 1.2, y: baseline - height, width: 1.2, height: height),
                           Rect(x: x, y: baseline - height, width: width, height: 1.2),
                           Rect(x: x, y: baseline - 1.2, width: width, height: 1.2)] {
                r.fill(Shapes.rect(Rect(x: stroke.x * s, y: stroke.y * s, width: stroke.width * s, height: stroke.height * s)), with: .black, into: &image)
            }
        }
        letter(x: 3, width: 8, height: 12)  // a capital's flat top
        for x in [13.0, 21, 29] { letter(x: x, width: 6, height: 9) }  // x-height letters
        r.fill(Shapes.rect(Rect(x: 37 * s, y: (baseline - 13) * s, width: 1.6 * s, height: 13 * s)), with: .black, into: &image)  // an ascender
        letter(x: 41, width: 6, height: 9)
        let label = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: s)).label)
        #expect(abs(label.capHeight - 12) <= 0.05, "\(label.capHeight)")
        #expect(abs(label.ink.height - 13) <= 0.05)
    }

    /// Without a region, a screenshot holding a banner above a button is measured at the
    /// button (it took the 343 x 463 pt banner as a "label"), and the choice is reported.
    @Test func choosesTheButtonBelowABanner() throws {
        let s = 2.0
        var image = try Pixmap(width: Int(375 * s), height: Int(600 * s), fill: .white)
        var r = Rasterizer(width: image.width, height: image.height)
        r.fill(Shapes.rect(Rect(x: 16 * s, y: 20 * s, width: 343 * s, height: 463 * s)), with: RGBA(red: 88, green: 86, blue: 214), into: &image)
        r.fill(Shapes.roundedRect(Rect(x: 16 * s, y: 510 * s, width: 343 * s, height: 50 * s), radius: 12 * s, curve: .continuous),
               with: RGBA(red: 0, green: 122, blue: 255), into: &image)
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: s))
        let chosen = try #require(m.chosenRegion)
        #expect(chosen.reason.contains("button-sized"))
        let shape = try #require(m.shape)
        #expect(abs(shape.frame.width - 343) <= 0.05 && abs(shape.frame.height - 50) <= 0.05, "\(shape.frame)")
        #expect(abs(shape.radius - 12) <= 0.1)
    }

    /// A list cell around an activity indicator: the indicator is the subject, not the cell.
    @Test func choosesTheIndicatorInsideACell() throws {
        let s = 3.0
        var image = try Pixmap(width: Int(428 * s), height: Int(120 * s), fill: RGBA(red: 242, green: 242, blue: 247))
        var r = Rasterizer(width: image.width, height: image.height)
        r.fill(Shapes.roundedRect(Rect(x: 20 * s, y: 35 * s, width: 388 * s, height: 44 * s), radius: 10 * s, curve: .continuous), with: .white, into: &image)
        // Eight ticks from r/3 to r around (214, 57) pt, r = 10 pt, r/4 wide, fading.
        let radius = 10 * s, w = radius / 4
        let tick = Shapes.capsule(Rect(x: -w / 2, y: -radius, width: w, height: radius * 2 / 3))
        for k in 0..<8 {
            let t = Transform.rotation(Double(k) * .pi / 4).concatenating(.translation(214 * s, 57 * s))
            r.fill(tick, with: RGBA(red: 60, green: 60, blue: 67, alpha: UInt8(130 - min(k, 4) * 22)), transform: t, into: &image)
        }
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: s))
        #expect(m.chosenRegion?.reason.contains("activity indicator") == true)
        let spinner = try #require(m.spinner)
        #expect(spinner.tickCount == 8)
        #expect(abs(spinner.outerRadius - 10) <= 0.25 && abs(spinner.innerRadius - 10.0 / 3) <= 0.25)
    }

    /// `--background white` on a transparent PNG lays the image on white, as a viewer shows it:
    /// the shape's radius is measured, not 0 (it was, when transparent pixels were read as ink
    /// against white).
    @Test func givenBackdropUnderATransparentImage() throws {
        let fill = RGBA(red: 0, green: 122, blue: 255)
        let image = try Self.shape(scale: 3, curve: .continuous, radius: 9, backdrop: .clear, fill: fill)
        let inspection = try Inspector.inspect(image, options: InspectionOptions(scale: 3, backdrop: .white))
        let m = try #require(inspection.shape)
        #expect(abs(m.radius - 9) <= 0.05, "\(m.radius)")
        #expect(abs(m.frame.width - 96.4) <= 0.05)
        #expect(inspection.backdrop == .white)
    }

    @Test(arguments: [1.0, 2.0, 3.0], CornerCurve.allCases)
    func recoversFrameRadiusCurveAndFill(scale: Double, curve: CornerCurve) throws {
        let fill = RGBA(red: 37, green: 28, blue: 152)
        for backdrop in Self.backdrops {
            let image = try Self.shape(scale: scale, curve: curve, radius: 9, backdrop: backdrop, fill: fill)
            let m = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: scale)).shape)
            #expect(abs(m.frame.x - 7.3) <= 0.05 && abs(m.frame.y - 5.6) <= 0.05, "\(m.frame) on \(backdrop)")
            #expect(abs(m.frame.width - 96.4) <= 0.05 && abs(m.frame.height - 50.3) <= 0.05, "\(m.frame) on \(backdrop)")
            #expect(m.betterCurve == curve, "on \(backdrop): continuous rms \(m.continuous.rmsError), circular \(m.circular.rmsError)")
            #expect(abs(m.radius - 9) <= 0.1, "radius \(m.radius) on \(backdrop)")
            #expect(m.fill.seen == fill)
            #expect(!m.isCapsule)
        }
    }

    /// A white face with a one-pixel ring outside it, darker than the #ECECEC backdrop (a macOS
    /// push button's edge, without the shadow): the face's edge pixels hold the face and the
    /// ring, so against the backdrop a pixel less than about 0.6 covered read as uncovered, and
    /// the corner read a pixel in (5.57 pt continuous for a 5.13 pt circular one). Read against
    /// the ring, the frame and radius are the face's (within 0.25 pt at @1x, where the corner is
    /// five pixels and half its edge pixels are the ring's too). Issue 38, item 6.
    @Test(arguments: [1.0, 2.0, 3.0], [CornerCurve.circular, .continuous])
    func fitsTheFaceInsideARing(scale s: Double, curve: CornerCurve) throws {
        let frame = Rect(x: 5, y: 4, width: 70, height: 22), radius = 5.13
        var image = try Pixmap(width: Int(80 * s), height: Int(30 * s), fill: RGBA(red: 236, green: 236, blue: 236))
        var r = Rasterizer(width: image.width, height: image.height)
        let px = Rect(x: frame.x * s, y: frame.y * s, width: frame.width * s, height: frame.height * s)
        r.fill(Shapes.roundedRect(px.insetBy(-1), radius: radius * s + 1, curve: curve), with: RGBA(red: 0, green: 0, blue: 0, alpha: 40), into: &image)
        r.fill(Shapes.roundedRect(px, radius: radius * s, curve: curve), with: .white, into: &image)
        let m = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: s)).shape)
        #expect(abs(m.frame.x - frame.x) <= 0.05 && abs(m.frame.width - frame.width) <= 0.05, "\(m.frame)")
        #expect(abs(m.frame.y - frame.y) <= 0.05 && abs(m.frame.height - frame.height) <= 0.05, "\(m.frame)")
        #expect(m.betterCurve == curve, "continuous \(m.continuous), circular \(m.circular)")
        #expect(abs(m.radius - radius) <= (s == 1 ? 0.25 : 0.1), "\(m.radius)")
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func capsuleIsHalfTheShortSide(scale: Double) throws {
        let image = try Self.shape(scale: scale, curve: .circular, radius: 100, backdrop: .white, fill: RGBA(red: 0, green: 122, blue: 255),
                                   frame: Rect(x: 3.5, y: 2, width: 71, height: 34))
        let m = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: scale)).shape)
        #expect(m.isCapsule)
        #expect(abs(m.radius - 17) <= 0.1)
    }

    /// A capsule's ends are classified: half circles whose sides start to curve 1.0 r from the
    /// end, and continuous ends (a long rounded rect with the largest continuous radius its
    /// short side allows, 17 / 1.53 pt: its corners meet in the middle of each end). Both read
    /// "capsule" without a curve before.
    @Test(arguments: [1.0, 2.0, 3.0])
    func classifiesCapsuleEnds(scale: Double) throws {
        let frame = Rect(x: 3.5, y: 2, width: 140, height: 34)
        let circular = try Self.shape(scale: scale, curve: .circular, radius: 17, backdrop: .white, fill: RGBA(red: 0, green: 122, blue: 255), frame: frame)
        let round = try #require(try Inspector.inspect(circular, options: InspectionOptions(scale: scale)).shape)
        let roundEnd = try #require(round.capsuleEnd)
        #expect(round.isCapsule && roundEnd.curve == .circular)
        // A half circle's side sinks 0.05 px sqrt(2 r 0.05) px after it starts: 0.94 r at 17 px.
        let start = try #require(roundEnd.curveStart)
        #expect(start > 0.92 && start <= 1.0, "\(start)")

        let radius = ContinuousCorner.maximumRadius(width: frame.width, height: frame.height)
        let continuous = try Self.shape(scale: scale, curve: .continuous, radius: radius, backdrop: .white, fill: RGBA(red: 0, green: 122, blue: 255), frame: frame)
        let squircle = try #require(try Inspector.inspect(continuous, options: InspectionOptions(scale: scale)).shape)
        #expect(squircle.isCapsule, "\(squircle)")
        #expect(squircle.capsuleEnd?.curve == .continuous, "\(squircle)")
    }

    /// Every row inside a shape is searched for the label: rows whose coverage the
    /// rasterizer's running sum left a rounding short of 1 were skipped, and with them the last
    /// row of a light macOS push's "Cancel" stems, so its baseline read 13.49 pt, not 14.0.
    /// The same geometry at @2x: a white 76 x 20 pt face at (4, 5) pt over #ECECEC with a
    /// darker halo around it (one of the faces whose rows fell short), and stems ending on the
    /// baseline 14 pt below the face's top.
    @Test func everyRowInsideTheShapeHoldsLabel() throws {
        var image = try Pixmap(width: 168, height: 60, fill: RGBA(red: 236, green: 236, blue: 236))
        var r = Rasterizer(width: image.width, height: image.height)
        r.fill(Shapes.roundedRect(Rect(x: 5, y: 7, width: 158, height: 47), radius: 14, curve: .circular), with: RGBA(red: 226, green: 226, blue: 226), into: &image)
        r.fill(Shapes.roundedRect(Rect(x: 8, y: 10, width: 152, height: 40), radius: 10.4, curve: .continuous), with: .white, into: &image)
        for x in stride(from: 44.0, through: 120, by: 8) {
            r.fill(Shapes.rect(Rect(x: x, y: 20, width: 3, height: 18)), with: RGBA(red: 38, green: 38, blue: 38), into: &image)
        }
        let label = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: 2)).label)
        #expect(abs(label.baseline - 14) <= 0.02, "\(label.baseline)")
    }

    /// A fill at alpha 0.18 over white (what a tinted button shows): the alpha is solved
    /// against the tint that is given as the fill's ink.
    @Test func solvesTranslucentFillAlpha() throws {
        let tint = RGBA(red: 0, green: 122, blue: 255)
        for alpha in [0.12, 0.18, 0.26] {
            let image = try Self.shape(scale: 2, curve: .continuous, radius: 9, backdrop: .white, fill: tint.withAlpha(times: alpha))
            let m = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: 2, fillInk: tint)).shape)
            #expect(abs(m.fill.alpha - alpha) <= 0.005, "solved \(m.fill.alpha) for \(alpha)")
            #expect(m.fill.ink == tint)
        }
    }

    /// A label stand-in: a bar with a known ink box whose bottom is the baseline.
    @Test(arguments: [1.0, 2.0, 3.0])
    func measuresLabelInkAndBaseline(scale s: Double) throws {
        var image = try Self.shape(scale: s, curve: .continuous, radius: 9, backdrop: .white, fill: RGBA(red: 37, green: 28, blue: 152))
        var r = Rasterizer(width: image.width, height: image.height)
        let ink = Rect(x: 30.25 * s, y: 20.4 * s, width: 40.5 * s, height: 12.3 * s)
        r.fill(Shapes.rect(ink), with: .white, into: &image)
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: s))
        let label = try #require(m.label)
        let shape = try #require(m.shape)
        #expect(label.color.seen == .white)
        #expect(abs(label.ink.x - 30.25) <= 0.05 && abs(label.ink.width - 40.5) <= 0.05, "\(label.ink)")
        #expect(abs(label.ink.y - 20.4) <= 0.05 && abs(label.ink.height - 12.3) <= 0.05, "\(label.ink)")
        #expect(abs(label.baseline - (32.7 - 5.6)) <= 0.05, "baseline \(label.baseline)")
        #expect(abs(label.capHeight - 12.3) <= 0.05)
        #expect(abs(try #require(label.paddingLeft) - (30.25 - 7.3)) <= 0.05)
        #expect(abs(try #require(label.paddingRight) - (7.3 + 96.4 - 70.75)) <= 0.05)
        #expect(abs(shape.radius - 9) <= 0.1)
    }

    @Test func plainLabelHasNoShape() throws {
        var image = try Pixmap(width: 120, height: 60, fill: .white)
        var r = Rasterizer(width: 120, height: 60)
        // Three thin stems, as a label's strokes are: no color covers half their box.
        for x in [20.5, 50.0, 87.0] {
            r.fill(Shapes.rect(Rect(x: x, y: 15, width: 3.5, height: 24)), with: RGBA(red: 0, green: 122, blue: 255), into: &image)
        }
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: 2))
        #expect(m.shape == nil)
        #expect(m.label?.color.seen == RGBA(red: 0, green: 122, blue: 255))
        #expect(abs((m.label?.ink.x ?? 0) - 10.25) <= 0.03)
    }

    @Test func refusesRegionsOutsideAndBlankImages() throws {
        let image = try Pixmap(width: 40, height: 30, fill: .white)
        #expect(throws: InspectError.regionOutsideImage(region: PixelRegion(x: 30, y: 0, width: 20, height: 10), width: 40, height: 30)) {
            try Inspector.inspect(image, options: InspectionOptions(region: PixelRegion(x: 30, y: 0, width: 20, height: 10)))
        }
        #expect(throws: InspectError.self) { try Inspector.inspect(image) }
        // Sizes as large as Int allows are refused, not overflowed (that trapped).
        for region in [PixelRegion(x: 1, y: 0, width: .max, height: 1), PixelRegion(x: .max, y: .max, width: 1, height: 1),
                       PixelRegion(x: 0, y: 1, width: 1, height: .max)] {
            #expect(throws: InspectError.regionOutsideImage(region: region, width: 40, height: 30)) {
                try Inspector.inspect(image, options: InspectionOptions(region: region))
            }
        }
        #expect(throws: InspectError.badScale(0)) { try Inspector.inspect(image, options: InspectionOptions(scale: 0)) }
    }

    @Test func regionMeasuresOnlyItsPart() throws {
        var image = try Self.shape(scale: 2, curve: .continuous, radius: 9, backdrop: .white, fill: RGBA(red: 255, green: 59, blue: 48))
        var wide = try Pixmap(width: image.width + 100, height: image.height, fill: .white)
        wide.draw(image, atX: 100, y: 0)
        image = wide
        let m = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: 2, region: PixelRegion(x: 100, y: 0, width: image.width - 100, height: image.height))).shape)
        #expect(abs(m.frame.x - 7.3) <= 0.05)
    }

    /// 72 dpi is one pixel a point: @3x files say 216 dpi.
    @Test(arguments: [1.0, 2.0, 3.0])
    func scaleFromPHYs(scale: Double) throws {
        let data = try PNG.encode(try Pixmap(width: 2, height: 2), scale: scale)
        #expect(abs(try #require(PNG.pixelsPerPoint(data)) - scale) < 0.001)
    }
}

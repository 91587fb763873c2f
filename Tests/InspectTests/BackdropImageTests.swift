import Inspect
import Raster
import Testing

/// `Inspector` with a backdrop image: a button drawn with known numbers over a busy backdrop
/// (diagonal stripes of two colors, each a gradient from top to bottom), measured with the
/// backdrop alone given as the backdrop image. Every expected figure is what was drawn, or read
/// from the drawn pixels, never from the inspector.
@Suite struct BackdropImageTests {
    static let scale = 2.0
    /// The canvas, in points: room below the shape for a soft shadow to fade out.
    static let canvas = (width: 100.0, height: 64.0)

    /// Stripes 3 px wide running down to the right, one warm and one cool, each darkening or
    /// lightening from top to bottom: no two neighbouring rows or columns alike. Far apart in
    /// red and blue, so that levels rounded to whole ones still pin a translucent fill's alpha
    /// down (over stripes 75 levels apart rounding alone moves it by 0.005, and its color, the
    /// fill divided by that alpha, by three levels), and light enough in every pixel for a faint
    /// shadow to darken it visibly.
    static func stripes() throws -> Pixmap {
        let w = Int(canvas.width * scale), h = Int(canvas.height * scale)
        var image = try Pixmap(width: w, height: h)
        for y in 0..<h {
            let t = Double(y) / Double(h - 1)
            let warm = RGBA(red: 245, green: UInt8(225 - 40 * t), blue: 120)
            let cool = RGBA(red: UInt8(90 + 60 * t), green: 200, blue: 250)
            for x in 0..<w { image[x, y] = ((x + y) / 3 % 2 == 0 ? warm : cool).premultiplied }
        }
        return image
    }

    /// `rect` (points) in pixels.
    static func pixels(_ r: Rect) -> Rect { Rect(x: r.x * scale, y: r.y * scale, width: r.width * scale, height: r.height * scale) }

    /// Three bars of a label stand-in, 2 x 10 pt each, inside `frame`: their box is 12 x 10 pt at
    /// (frame.x + 20, frame.y + 7).
    static func bars(in frame: Rect) -> [Rect] {
        (0..<3).map { Rect(x: frame.x + 20 + Double($0) * 5, y: frame.y + 7, width: 2, height: 10) }
    }

    static func fill(_ path: BezierPath, _ color: RGBA, into image: inout Pixmap) {
        var r = Rasterizer(width: image.width, height: image.height)
        r.fill(path, with: color, into: &image)
    }

    /// Liquid Glass's parts, each known: a capsule 60 x 24 pt at a fraction of a pixel, an opaque
    /// blue fill with a rim of white at 0.3 over it for 1 pt inside the edge, and a soft shadow
    /// (black at 0.1, box-blurred thrice by 10 px, 2 pt down). A black label stand-in is drawn
    /// in both images, the same.
    static let glassFrame = Rect(x: 20.3, y: 12.2, width: 60, height: 24)
    static let glassFill = RGBA(red: 0, green: 100, blue: 220)
    static let rimAlpha = 0.3

    static func glass() throws -> (image: Pixmap, backdrop: Pixmap) {
        var backdrop = try stripes()
        for bar in bars(in: glassFrame) { fill(Shapes.rect(pixels(bar)), .black, into: &backdrop) }
        var image = try stripes()
        let outline = pixels(glassFrame)
        image.drawBlurredShadow(of: Shapes.capsule(outline.offsetBy(0, 2 * scale)), color: RGBA(red: 0, green: 0, blue: 0, alpha: 26), radius: 10, passes: 3)
        let f = glassFill
        func lit(_ v: UInt8) -> UInt8 { UInt8((Double(v) + rimAlpha * (255 - Double(v))).rounded()) }
        fill(Shapes.capsule(outline), RGBA(red: lit(f.red), green: lit(f.green), blue: lit(f.blue)), into: &image)
        fill(Shapes.capsule(outline.insetBy(scale)), f, into: &image)
        for bar in bars(in: glassFrame) { fill(Shapes.rect(pixels(bar)), .black, into: &image) }
        return (image, backdrop)
    }

    static func expectFrame(_ frame: MeasuredRect, _ drawn: Rect, within pixels: Double = 1) {
        let t = pixels / scale
        #expect(abs(frame.x - drawn.x) <= t && abs(frame.y - drawn.y) <= t, "\(frame) for \(drawn)")
        #expect(abs(frame.width - drawn.width) <= t && abs(frame.height - drawn.height) <= t, "\(frame) for \(drawn)")
    }

    /// The frame to a pixel, a capsule of half the height, the fill to 2 levels, the rim's
    /// width and alpha, and the shadow's alpha just below the edge as the drawn pixel there
    /// shows it over its own stripe. The label, the same in both images, is said not to be
    /// measured.
    @Test func glassOverStripes() throws {
        let (image, backdrop) = try Self.glass()
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: Self.scale, backdropImage: backdrop))
        let shape = try #require(m.shape)
        Self.expectFrame(shape.frame, Self.glassFrame)
        #expect(shape.isCapsule && abs(shape.radius - 12) <= 0.25, "\(shape)")
        #expect(shape.fill.seen.distance(to: Self.glassFill) <= 2, "\(shape.fill)")
        let rim = try #require(shape.rim)
        #expect(abs(rim.width - 1) <= 1 / Self.scale, "\(rim)")
        #expect(abs(rim.color.alpha - Self.rimAlpha) <= 0.02, "\(rim)")
        let shadow = try #require(shape.shadow)
        let below = (x: Int(Self.pixels(Self.glassFrame).midX), y: Int(Self.pixels(Self.glassFrame).maxY.rounded(.up)))
        let seen = image[below.x, below.y].straight, behind = backdrop[below.x, below.y].straight
        let drawnAlpha = 1 - Double(seen.red) / Double(behind.red)
        #expect(drawnAlpha > 0.03, "the drawn shadow below the edge: \(seen) over \(behind)")
        #expect(abs(shadow.alphaBelow - drawnAlpha) <= 0.02, "\(shadow) against \(drawnAlpha)")
        #expect(shadow.reachBelow > shadow.reachAbove)
        #expect(m.label == nil && m.labelNotMeasured == "the same in the backdrop image", "\(String(describing: m.label))")
        #expect(m.measuredOverBackdropImage == true)
    }

    /// A fill of #007AFF at alpha 0.35 in a rounded rect (circular corners of 6 pt): over the
    /// stripes it shows as many colors as lie behind it, and its own color and alpha are solved
    /// from them; given its ink, its alpha is solved over the backdrop's mean alike.
    @Test func translucentFillOverStripes() throws {
        let frame = Rect(x: 15.6, y: 14.3, width: 66, height: 30), tint = RGBA(red: 0, green: 122, blue: 255), alpha = 0.35
        let backdrop = try Self.stripes()
        var image = backdrop
        Self.fill(Shapes.roundedRect(Self.pixels(frame), radius: 6 * Self.scale, curve: .circular), tint.withAlpha(times: alpha), into: &image)
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: Self.scale, backdropImage: backdrop))
        let shape = try #require(m.shape)
        Self.expectFrame(shape.frame, frame)
        #expect(shape.betterCurve == .circular && abs(shape.radius - 6) <= 0.25, "\(shape)")
        let ink = try #require(shape.fill.ink)
        #expect(ink.distance(to: tint) <= 2, "\(shape.fill)")
        #expect(abs(shape.fill.alpha - alpha) <= 0.02, "\(shape.fill)")
        var given = InspectionOptions(scale: Self.scale, fillInk: tint)
        given.backdropImage = backdrop
        let solved = try #require(try Inspector.inspect(image, options: given).shape)
        #expect(abs(solved.fill.alpha - alpha) <= 0.02, "\(solved.fill)")
    }

    /// Black at 0.12 over the stripes is the backdrop darkened, a little and smoothly, as a soft
    /// shadow is: but its edge is a step, and what that edge encloses is the shape. Without
    /// that the shape was its edge alone, and its fill a shadow.
    @Test func aFillThatPassesForAShadowIsTheShape() throws {
        let frame = Rect(x: 12.4, y: 16.7, width: 70, height: 28)
        let backdrop = try Self.stripes()
        var image = backdrop
        Self.fill(Shapes.capsule(Self.pixels(frame)), RGBA(red: 0, green: 0, blue: 0, alpha: 31), into: &image)
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: Self.scale, backdropImage: backdrop))
        let shape = try #require(m.shape)
        Self.expectFrame(shape.frame, frame)
        #expect(shape.isCapsule && abs(shape.radius - 14) <= 0.25, "\(shape)")
        #expect(abs(shape.fill.alpha - 31.0 / 255) <= 0.02 && shape.fill.ink.map { $0.distance(to: .black) <= 8 } == true, "\(shape.fill)")
    }

    /// A white label on an opaque fill, over the same label in black in the backdrop image (a
    /// prominent button over a plain snapshot): the label differs there, and is measured. The
    /// backdrop reported (what our render is drawn on with `--expect`) is the stripes' mean
    /// under the fill, not under the black label too, which no pixel of the button shows.
    @Test func aLabelThatDiffersIsMeasured() throws {
        let frame = Rect(x: 18.5, y: 15.25, width: 62, height: 24)
        var backdrop = try Self.stripes()
        for bar in Self.bars(in: frame) { Self.fill(Shapes.rect(Self.pixels(bar)), .black, into: &backdrop) }
        var image = try Self.stripes()
        Self.fill(Shapes.roundedRect(Self.pixels(frame), radius: 8 * Self.scale, curve: .continuous), RGBA(red: 0, green: 136, blue: 255), into: &image)
        for bar in Self.bars(in: frame) { Self.fill(Shapes.rect(Self.pixels(bar)), .white, into: &image) }
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: Self.scale, backdropImage: backdrop))
        let shape = try #require(m.shape)
        Self.expectFrame(shape.frame, frame)
        #expect(shape.betterCurve == .continuous && abs(shape.radius - 8) <= 0.25, "\(shape)")
        let label = try #require(m.label)
        #expect(m.labelNotMeasured == nil)
        #expect(label.color.seen == .white)
        let first = Self.bars(in: frame)[0]
        Self.expectFrame(label.ink, Rect(x: first.x, y: first.y, width: 12, height: 10))
        #expect(abs(label.baseline - 17) <= 0.5 / Self.scale, "\(label.baseline)")
        let stripes = try Self.stripes()
        let inside = Self.pixels(frame).insetBy(8 * Self.scale)
        let bars = Self.bars(in: frame).map(Self.pixels)
        /// Whether pixel (x, y) touches a bar.
        func onBar(_ x: Int, _ y: Int) -> Bool {
            let left = Double(x), top = Double(y)
            return bars.contains { bar in left + 1 > bar.x && left < bar.maxX && top + 1 > bar.y && top < bar.maxY }
        }
        var sum: [Double] = [0, 0, 0], count = 0.0
        for y in Int(inside.y)..<Int(inside.maxY) {
            for x in Int(inside.x)..<Int(inside.maxX) where !onBar(x, y) {
                let p = stripes[x, y].straight
                sum[0] += Double(p.red)
                sum[1] += Double(p.green)
                sum[2] += Double(p.blue)
                count += 1
            }
        }
        let reported = [m.backdrop.red, m.backdrop.green, m.backdrop.blue].map(Double.init)
        let off = zip(reported, sum).map { abs($0 - $1 / count) }.max() ?? 0
        #expect(off <= 2, "\(m.backdrop) for the stripes' mean \(sum.map { $0 / count })")
    }

    /// A backdrop image of another size, one given with a backdrop color, one for an activity
    /// indicator, and an image that is its own backdrop are refused, each saying so.
    @Test func refusals() throws {
        let backdrop = try Self.stripes()
        let smaller = try Pixmap(width: backdrop.width - 1, height: backdrop.height)
        #expect(throws: InspectError.backdropImageSize(width: smaller.width, height: smaller.height, imageWidth: backdrop.width, imageHeight: backdrop.height)) {
            try Inspector.inspect(backdrop, options: InspectionOptions(scale: Self.scale, backdropImage: smaller))
        }
        var colored = InspectionOptions(scale: Self.scale, backdrop: .white)
        colored.backdropImage = backdrop
        #expect(throws: InspectError.backdropImageWithColor) { try Inspector.inspect(backdrop, options: colored) }
        var spinner = InspectionOptions(scale: Self.scale, subject: .spinner)
        spinner.backdropImage = backdrop
        #expect(throws: InspectError.backdropImageWithSubject(.spinner)) { try Inspector.inspect(backdrop, options: spinner) }
        #expect(throws: InspectError.sameAsBackdropImage) {
            try Inspector.inspect(backdrop, options: InspectionOptions(scale: Self.scale, backdropImage: backdrop))
        }
        #expect(InspectError.backdropImageSize(width: 1, height: 2, imageWidth: 3, imageHeight: 4).description.contains("the same size as the image"))
    }
}

extension RGBA {
    /// The largest difference in a channel, alpha included.
    fileprivate func distance(to other: RGBA) -> Int {
        [Int(red) - Int(other.red), Int(green) - Int(other.green), Int(blue) - Int(other.blue), Int(alpha) - Int(other.alpha)].map(abs).max()!
    }
}

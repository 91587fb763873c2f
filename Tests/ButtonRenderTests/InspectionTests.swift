import ButtonGeometry
import Inspect
import Raster
import Testing
@testable import ButtonRender

/// `inspect` on our own renders recovers what the layout says: frame, radius, curve, fill and
/// label colors, within the tolerances `inspect --expect` judges by.
@Suite struct InspectionTests {
    static let renderer = try! Renderer()
    static let t = InspectionTolerances.standard

    static func backdrop(_ a: Appearance) -> RGBA { a == .light ? .white : RGBA(red: 0, green: 0, blue: 0) }

    @Test(arguments: [1.0, 2.0, 3.0], [Appearance.light, .dark])
    func recoversLayout(scale: Double, appearance: Appearance) throws {
        let specs = [
            ButtonSpec(style: .filled, size: .large, appearance: appearance, scale: scale),
            ButtonSpec(style: .filled, size: .large, appearance: appearance, cornerCurve: .circular, scale: scale),
            ButtonSpec(style: .gray, size: .medium, appearance: appearance, scale: scale),
            ButtonSpec(style: .tinted, size: .large, appearance: appearance, scale: scale),
        ]
        for spec in specs {
            let layout = try Self.renderer.layout(spec)
            let image = try Self.renderer.draw(layout, background: Self.backdrop(appearance))
            let shape = try #require(layout.shape)
            let fillInk = shape.fill.map { RGBA(red: $0.rgba.red, green: $0.rgba.green, blue: $0.rgba.blue) }
            let m = try Inspector.inspect(image, options: InspectionOptions(scale: scale, fillInk: fillInk))
            let measured = try #require(m.shape)
            let f = shape.frame.points
            let what = "\(spec.style) \(spec.size) @\(scale) \(appearance)"
            #expect(abs(measured.frame.x - f.x) <= Self.t.length && abs(measured.frame.width - f.width) <= Self.t.length, "\(what)")
            #expect(abs(measured.frame.y - f.y) <= Self.t.length && abs(measured.frame.height - f.height) <= Self.t.length, "\(what)")
            if shape.kind == .capsule {
                #expect(measured.isCapsule, "\(what)")
            } else {
                #expect(measured.betterCurve.rawValue == shape.cornerCurve.rawValue, "\(what)")
                #expect(abs(measured.radius - shape.cornerRadius) <= Self.t.radius, "\(what): \(measured.radius) vs \(shape.cornerRadius)")
            }
            let fill = try #require(shape.fill)
            #expect(abs(measured.fill.alpha - Double(fill.rgba.alpha) / 255) <= Self.t.alpha, "\(what): alpha \(measured.fill.alpha)")
            let label = try #require(m.label)
            let want = try #require(layout.title).color.rgba
            // At @1x a 17 pt label's strokes are about 1.5 px wide: no pixel shows its full color.
            if want.alpha == 255, scale >= 2 {
                let seen = label.color.seen
                let levels = max(abs(Int(seen.red) - Int(want.red)), abs(Int(seen.green) - Int(want.green)), abs(Int(seen.blue) - Int(want.blue)))
                #expect(Double(levels) <= Self.t.colorLevels, "\(what): label \(seen) vs \(want)")
            }
        }
    }

    /// The standalone indicators read back as Apple's measured: medium 8 ticks from r/3 to r,
    /// r/4 wide (r = 10 pt); large 12 ticks from 7.53 to 17.45 pt, 3.0 pt wide (the calibration
    /// entries' figures); and the ramp from the head, read against the system ink by default.
    @Test(arguments: [1.0, 2.0, 3.0], [false, true])
    func recoversSpinner(scale: Double, large: Bool) throws {
        let spinner = StandaloneSpinner(large: large, appearance: .light, scale: scale)
        let drawn = try spinner.image(frame: 3)
        var image = try Pixmap(width: drawn.width + 20, height: drawn.height + 20, fill: .white)
        image.draw(drawn, atX: 10, y: 10)
        let m = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: scale)).spinner)
        let (count, inner, outer, width) = large ? (12, 7.53, 17.45, 3.0) : (8, 10.0 / 3, 10.0, 2.5)
        #expect(m.tickCount == count)
        #expect(abs(m.innerRadius - inner) <= Self.t.length, "inner \(m.innerRadius)")
        #expect(abs(m.outerRadius - outer) <= Self.t.length, "outer \(m.outerRadius)")
        #expect(abs(m.tickWidth - width) <= Self.t.length, "width \(m.tickWidth)")
        let ramp = try #require(RenderTests.measuredAlphas[large])
        for (measured, alpha) in zip(m.alphas, ramp.prefix(1) + ramp.dropFirst().reversed()) {
            #expect(abs(measured - Double(alpha) / 255) <= Self.t.alpha, "alphas \(m.alphas)")
        }
        #expect(abs(m.headAngle - Double(3 * 360 / count)) <= 1)
    }

    /// A large indicator is read as 12 ticks, not as the 6 darkest of them: every other tick
    /// of a 12-tick ramp holds more ink than the rest, which fooled a count chosen by contrast
    /// with its own worst phase.
    @Test func twelveTicksAreNotReadAsSix() throws {
        let spinner = StandaloneSpinner(large: true, appearance: .light, scale: 2)
        let image = try spinner.image(frame: 9, background: .white)
        #expect(try Inspector.inspect(image, options: InspectionOptions(scale: 2)).spinner?.tickCount == 12)
    }

    /// Our render held against itself agrees on every judged figure; against a different
    /// radius it does not, and says which figure.
    @Test func comparisonJudgesFigures() throws {
        let spec = ButtonSpec(style: .filled, size: .large, scale: 2)
        let (image, _) = try Self.renderer.render(spec, background: .white)
        let same = try ButtonInspection.compare(image, options: InspectionOptions(scale: 2), with: .button(spec), renderer: Self.renderer)
        #expect(same.agrees, "\(same.figures.filter { $0.verdict == .differs })")
        var other = spec
        other.cornerRadius = 6
        let differs = try ButtonInspection.compare(image, options: InspectionOptions(scale: 2), with: .button(other), renderer: Self.renderer)
        #expect(!differs.agrees)
        // The radius, and with it the corner's pixels laid over ours.
        #expect(differs.figures.filter { $0.verdict == .differs }.map(\.figure) == ["corner radius", "corner pixels"])
    }
}

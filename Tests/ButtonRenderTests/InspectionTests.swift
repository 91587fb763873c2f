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

    /// The standalone indicator: 8 ticks from r/3 to r, r/4 wide, with the layout's alphas.
    @Test(arguments: [1.0, 2.0, 3.0], [false, true])
    func recoversSpinner(scale: Double, large: Bool) throws {
        let spinner = StandaloneSpinner(large: large, appearance: .light, scale: scale)
        let drawn = try spinner.image(frame: 3)
        var image = try Pixmap(width: drawn.width + 20, height: drawn.height + 20, fill: .white)
        image.draw(drawn, atX: 10, y: 10)
        let ink = RGBA(red: spinner.color.red, green: spinner.color.green, blue: spinner.color.blue)
        let m = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: scale, labelInk: ink)).spinner)
        let r = spinner.diameter / 2
        #expect(m.tickCount == 8)
        #expect(abs(m.innerRadius - r / 3) <= Self.t.length, "inner \(m.innerRadius)")
        #expect(abs(m.outerRadius - r) <= Self.t.length, "outer \(m.outerRadius)")
        #expect(abs(m.tickWidth - r / 4) <= Self.t.length, "width \(m.tickWidth)")
        for (measured, alpha) in zip(m.alphas, ActivityIndicator.alphas.prefix(1) + ActivityIndicator.alphas.dropFirst().reversed()) {
            #expect(abs(measured - Double(alpha) / 255) <= Self.t.alpha, "alphas \(m.alphas)")
        }
        #expect(abs(m.headAngle - 135) <= 1)
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
        #expect(differs.figures.filter { $0.verdict == .differs }.map(\.figure) == ["corner radius"])
    }
}

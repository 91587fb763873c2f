import ButtonGeometry
import Inspect
import Raster
import Testing
@testable import ButtonRender

/// `inspect --subject switch` on our own switches recovers what the layout says, and takes a
/// known overlay back out.
@Suite struct SwitchInspectionTests {
    static let renderer = try! Renderer()
    static let t = InspectionTolerances.standard

    @Test(arguments: [1.0, 2.0, 3.0], [Appearance.light, .dark])
    func recoversTrackKnobAndColors(scale: Double, appearance: Appearance) throws {
        let backdrop = appearance == .light ? RGBA.white : RGBA(red: 0, green: 0, blue: 0)
        let specs = [
            ButtonSpec(style: .switch, appearance: appearance, scale: scale),
            ButtonSpec(style: .switch, appearance: appearance, scale: scale, value: .off),
            ButtonSpec(platform: .macOS, style: .switch, size: .small, appearance: appearance, scale: scale, value: .off),
            ButtonSpec(style: .switch, appearance: appearance, direction: .rightToLeft, scale: scale),
        ]
        for spec in specs {
            let layout = try Self.renderer.layout(spec)
            let control = try #require(layout.switchControl)
            // The canvas is the track: pad it so that the track's edges can be found.
            let drawn = try Self.renderer.draw(layout)
            var image = try Pixmap(width: drawn.width + 8, height: drawn.height + 8, fill: backdrop)
            image.draw(drawn, atX: 4, y: 4)
            let m = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: scale, subject: .switch)).switchControl)
            let what = "\(spec.platform) \(spec.value!) \(spec.direction) @\(scale) \(appearance)"
            let pad = 4 / scale
            let track = control.track.frame.points, knob = control.knob.frame.points
            #expect(abs(m.track.x - pad - track.x) <= Self.t.length && abs(m.track.width - track.width) <= Self.t.length, "\(what) \(m.track)")
            #expect(abs(m.track.height - track.height) <= Self.t.length, "\(what)")
            #expect(abs(m.knob.x - pad - knob.x) <= Self.t.length && abs(m.knob.width - knob.width) <= Self.t.length, "\(what) \(m.knob)")
            #expect(abs(m.knob.height - knob.height) <= Self.t.length, "\(what)")
            #expect(m.knobAtRight == (knob.midX > track.midX), "\(what)")
            // The track's color as seen over the backdrop, composited apart from the renderer.
            let fill = try #require(control.track.fill).rgba
            let a = Double(fill.alpha) / 255
            func over(_ c: UInt8, _ b: UInt8) -> Int { Int((Double(c) * a + Double(b) * (1 - a)).rounded()) }
            let seen = m.trackColor.seen
            let levels = [abs(Int(seen.red) - over(fill.red, backdrop.red)), abs(Int(seen.green) - over(fill.green, backdrop.green)),
                          abs(Int(seen.blue) - over(fill.blue, backdrop.blue))].max()!
            #expect(Double(levels) <= Self.t.colorLevels, "\(what): track \(seen) vs \(fill)")
        }
    }

    /// A cyan marker at 0.3 laid over a render is taken back out to within a level.
    @Test func overlayIsTakenOut() throws {
        let (drawn, _) = try Self.renderer.render(ButtonSpec(style: .switch, scale: 3, value: .off), background: .white)
        let plain = try #require(try Inspector.inspect(drawn, options: InspectionOptions(scale: 3, backdrop: .white, subject: .switch)).switchControl)
        var marked = drawn
        let marker = try Pixmap(width: drawn.width, height: drawn.height, fill: RGBA(red: 0, green: 255, blue: 255, alpha: 77))
        marked.draw(marker, atX: 0, y: 0)
        var options = InspectionOptions(scale: 3, backdrop: .white, subject: .switch)
        options.overlay = .init(color: RGBA(red: 0, green: 255, blue: 255), alpha: 77.0 / 255)
        let m = try #require(try Inspector.inspect(marked, options: options).switchControl)
        #expect(abs(Int(m.trackColor.seen.red) - Int(plain.trackColor.seen.red)) <= 1)
        #expect(abs(m.knob.width - plain.knob.width) <= 0.05 && abs(m.track.width - plain.track.width) <= 0.05)
        #expect(abs(m.shadowBelow - plain.shadowBelow) <= 0.01)
    }
}

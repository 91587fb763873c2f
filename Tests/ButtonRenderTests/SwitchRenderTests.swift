import ButtonGeometry
import Raster
import Testing
@testable import ButtonRender

/// The switch and the macOS toggles as drawn, checked against independent numbers.
@Suite struct SwitchRenderTests {
    static let renderer = try! Renderer()

    /// On: the far end of the track is systemGreen, the knob's centre white, and nothing is
    /// drawn outside the capsule (the knob's shadow stops at the track).
    @Test func onSwitchColorsAndClip() throws {
        let (image, layout) = try Self.renderer.render(ButtonSpec(style: .switch, scale: 2))
        #expect(image.width == 102 && image.height == 62)
        #expect(image[8, 31] == RGBA(red: 52, green: 199, blue: 89).premultiplied)
        let knob = try #require(layout.switchControl).knob.frame.pixels
        #expect(image[knob.x + knob.width / 2, knob.y + knob.height / 2] == RGBA(red: 255, green: 255, blue: 255).premultiplied)
        // Every pixel wholly outside the 102 x 62 px capsule (ends: circles of radius 31 about
        // (31, 31) and (71, 31)) is clear; near the knob the unclipped shadow would show there.
        var outside = 0
        for y in 0..<62 {
            for x in 0..<102 {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                let dx = cx < 31 ? 31 - cx : cx > 71 ? cx - 71 : 0
                if (dx * dx + (cy - 31) * (cy - 31)).squareRoot() > 31 + 0.75 {
                    outside += 1
                    #expect(image[x, y].alpha == 0, "(\(x), \(y))")
                }
            }
        }
        #expect(outside > 100)
        // Below the knob the track is darkened by the shadow: less green than at the far end.
        #expect(image[knob.x + knob.width / 2, 60].green < 199)
    }

    /// Disabled: one layer at half opacity. On white, the knob's centre stays pure white (the
    /// track does not show through it) and the far track is systemGreen at half over white.
    @Test func disabledIsOneTranslucentLayer() throws {
        let (image, layout) = try Self.renderer.render(ButtonSpec(style: .switch, state: .disabled, scale: 2), background: .white)
        let knob = try #require(layout.switchControl).knob.frame.pixels
        #expect(image[knob.x + knob.width / 2, knob.y + knob.height / 2] == RGBA.white.premultiplied)
        let far = image[8, 31].straight
        // 52 * 0.5 + 255 * 0.5 = 153.5 (128/255 of the layer: 153.1), and so on.
        #expect(abs(Int(far.red) - 153) <= 1 && abs(Int(far.green) - 227) <= 1 && abs(Int(far.blue) - 172) <= 1)
    }

    /// On/Off Labels draw white ink in the bare track (on) or gray ink (off).
    @Test func onOffLabelsAddInk() throws {
        let plain = try Self.renderer.render(ButtonSpec(style: .switch, scale: 2)).image
        let (labelled, layout) = try Self.renderer.render(ButtonSpec(style: .switch, scale: 2, onOffLabels: true))
        let bar = try #require(layout.switchControl?.glyphs.first).frame.pixels
        let centre = labelled[bar.x + bar.width / 2, bar.y + bar.height / 2].straight
        #expect(centre.red > 200 && centre.green > 230 && centre.blue > 200)  // white over green
        #expect(plain[bar.x + bar.width / 2, bar.y + bar.height / 2] == RGBA(red: 52, green: 199, blue: 89).premultiplied)
    }

    /// A macOS gradient button that is on: the darker face and an accent-colored symbol.
    @Test func macOSTogglesOn() throws {
        let content = Content(title: "", symbol: "plus")
        let off = try Self.renderer.layout(ButtonSpec(platform: .macOS, style: .gradient, content: content))
        let on = try Self.renderer.layout(ButtonSpec(platform: .macOS, style: .gradient, content: content, value: .on))
        #expect(on.shape?.fill?.rgba == MacGradientButtonTable.table(.guidelines).onFaceLight.value && off.shape?.fill?.rgba != on.shape?.fill?.rgba)
        #expect(on.symbol?.color.rgba == RGBA(0, 122, 255))
        let image = try Self.renderer.layout(ButtonSpec(platform: .macOS, style: .image, content: Content(title: "Favorite", symbol: "star"), value: .on))
        #expect(image.symbol?.color.rgba == RGBA(0, 122, 255))
        #expect(image.title?.color.token == "controlTextColor")  // the label keeps its color
    }
}

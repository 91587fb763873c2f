import Foundation
import Testing
@testable import ButtonGeometry

/// The switch's layout against the numbers measured from Apple's UISwitch renders
/// (AccessibilitySnapshot's reference images, iOS 17.5 and 18.5 @3x: a 153 x 93 px track with
/// an 81 px knob 6 px from the track's edges), and its refusals.
@Suite struct SwitchTests {
    @Test(arguments: [Platform.iOS, .iPadOS])
    func iOSTrackAndKnobAreTheMeasuredOnes(platform: Platform) throws {
        for (value, knobX) in [(ToggleValue.on, 51.0 - 2 - 27), (.off, 2.0)] {
            let l = try layout(ButtonSpec(platform: platform, style: .switch, scale: 3, value: value))
            let s = try #require(l.switchControl)
            #expect(s.track.frame.pixels == PixelRect(x: 0, y: 0, width: 153, height: 93))
            #expect(s.track.kind == .capsule && s.track.cornerRadius == 15.5)
            #expect(s.knob.frame.pixels == PixelRect(x: Int(knobX * 3), y: 6, width: 81, height: 81))
            #expect(s.value == value && s.opacity == 1 && s.glyphs.isEmpty)
            #expect(l.canvas.pixels.width == 153 && l.canvas.pixels.height == 93)
            #expect(l.hitTarget.points.width == 51 && l.hitTarget.points.height == 44)
        }
    }

    /// The colors the monochrome render's luminance confirms: systemGreen on, secondarySystemFill
    /// off, a white knob, half opacity when disabled; the shadow as fitted.
    @Test func iOSColorsAndShadow() throws {
        let on = try #require(try layout(ButtonSpec(style: .switch)).switchControl)
        #expect(on.track.fill?.rgba == RGBA(52, 199, 89))
        #expect(on.knob.fill.rgba == RGBA(255, 255, 255))
        #expect(on.knob.shadow.color.rgba == RGBA(0, 0, 0, 35) && on.knob.shadow.offsetY == 1.9 && on.knob.shadow.sigma == 2.5)
        let off = try #require(try layout(ButtonSpec(style: .switch, value: .off)).switchControl)
        // secondarySystemFill: 0.16 and 0.32 of 255 as UIKit rounds them (nativebook-outline, light and dark).
        #expect(off.track.fill?.rgba == RGBA(120, 120, 128, 41))
        let dark = try #require(try layout(ButtonSpec(style: .switch, appearance: .dark, value: .off)).switchControl)
        #expect(dark.track.fill?.rgba == RGBA(120, 120, 128, 82))
        let disabled = try #require(try layout(ButtonSpec(style: .switch, state: .disabled)).switchControl)
        #expect(disabled.opacity == 0.5)
        let tinted = try #require(try layout(ButtonSpec(style: .switch, tint: ColorSet("#FF9500"))).switchControl)
        #expect(tinted.track.fill?.rgba == RGBA(255, 149, 0))
    }

    @Test func everyNumberCitesItsSource() throws {
        let ios = try #require(try layout(ButtonSpec(style: .switch, onOffLabels: true)).switchControl)
        #expect(Set(ios.sources.keys) == ["track", "knob", "knob shadow", "colors", "opacity", "glyphs"])
        #expect(ios.sources["track"]!.contains("a11ysnapshot-uiswitch-on-ios18"))
        #expect(ios.sources["glyphs"]!.hasPrefix("ours"))
        let mac = try #require(try layout(ButtonSpec(platform: .macOS, style: .switch)).switchControl)
        #expect(mac.sources.values.allSatisfy { $0.hasPrefix("ours") })
    }

    @Test func onOffLabelsSitInTheBareTrack() throws {
        let on = try #require(try layout(ButtonSpec(style: .switch, onOffLabels: true)).switchControl)
        let bar = try #require(on.glyphs.first)
        #expect(on.glyphs.count == 1 && bar.kind == .bar)
        #expect(bar.frame.points.maxX < on.knob.frame.points.x && abs(bar.frame.points.midY - 15.5) < 1e-9)
        #expect(abs(bar.frame.points.height - 10) < 1e-9 && abs(bar.frame.points.midX - 12) < 1e-9)
        let off = try #require(try layout(ButtonSpec(style: .switch, value: .off, onOffLabels: true)).switchControl)
        let ring = try #require(off.glyphs.first)
        #expect(ring.kind == .ring && ring.frame.points.x > off.knob.frame.points.maxX && abs(ring.frame.points.midX - 39) < 1e-9)
    }

    @Test func rightToLeftPutsTheOnKnobOnTheLeft() throws {
        let rtl = try #require(try layout(ButtonSpec(style: .switch, direction: .rightToLeft, onOffLabels: true)).switchControl)
        #expect(rtl.knob.frame.points.x == 2)
        #expect(rtl.glyphs[0].frame.points.x > rtl.knob.frame.points.maxX)
    }

    @Test func macOSControlSizes() throws {
        for (size, w, h) in [(Size.mini, 26.0, 15.0), (.small, 32, 18), (.regular, 38, 22)] {
            let s = try #require(try layout(ButtonSpec(platform: .macOS, style: .switch, size: size)).switchControl)
            #expect(s.track.frame.points.width == w && s.track.frame.points.height == h)
            #expect(s.knob.frame.points.width == h - 2 && s.knob.ring != nil)
            #expect(s.track.fill?.rgba == RGBA(0, 122, 255))
        }
    }

    @Test func refusalsNameTheRule() {
        func message(_ spec: ButtonSpec) -> String {
            do { _ = try layout(spec); return "" } catch { return "\(error)" }
        }
        #expect(message(ButtonSpec(style: .switch, size: .small)).contains("it has one size"))
        #expect(message(ButtonSpec(platform: .macOS, style: .switch, size: .large)).contains("valid sizes: mini, small, regular"))
        #expect(message(ButtonSpec(style: .switch, state: .highlighted)).contains("valid states: normal, disabled"))
        #expect(message(ButtonSpec(style: .switch, content: Content(title: "Wi-Fi"))).contains("cannot have a title"))
        #expect(message(ButtonSpec(platform: .macOS, style: .switch, onOffLabels: true)).contains("macOS draws none"))
        #expect(message(ButtonSpec(style: .filled, onOffLabels: true)).contains("switches only"))
        #expect(message(ButtonSpec(style: .filled, value: .on)).contains("have an on state"))
        #expect(message(ButtonSpec(platform: .tvOS, style: .switch)).contains("does not exist on tvos"))
        #expect(message(ButtonSpec(style: .switch, width: 80)).contains("width has no effect"))
    }

    @Test func specJSONCarriesValueAndLabelsOnlyWhenSet() throws {
        let plain = String(decoding: try JSONEncoder().encode(ButtonSpec(style: .filled)), as: UTF8.self)
        #expect(!plain.contains("value") && !plain.contains("onOffLabels"))
        let spec = try JSONDecoder().decode(ButtonSpec.self, from: Data(#"{"style":"switch","onOffLabels":true}"#.utf8))
        #expect(spec.value == .on && spec.onOffLabels)
        let off = try JSONDecoder().decode(ButtonSpec.self, from: Data(#"{"style":"switch","value":"off"}"#.utf8))
        #expect(!off.isOn)
    }
}

import ButtonGeometry
import Raster
import Testing
@testable import ButtonRender

/// What a button is drawn on when no background is given: a dark button on the dark
/// systemBackground (black), so that it reads as dark in any viewer; a light one on nothing.
@Suite struct BackdropTests {
    /// The top-left pixel lies outside every button's rounded corner.
    func corner(_ spec: ButtonSpec, background: RGBA? = nil) throws -> PremultipliedColor {
        let renderer = try Renderer()
        return try renderer.render(spec, background: background).image[0, 0]
    }

    @Test(arguments: [Platform.iOS, .iPadOS, .macOS])
    func aDarkRenderSitsOnTheDarkSystemBackground(platform: Platform) throws {
        let style: Style = platform == .macOS ? .push : .filled
        let black = RGBA(red: 0, green: 0, blue: 0).premultiplied
        #expect(try corner(ButtonSpec(platform: platform, style: style, appearance: .dark)) == black)
        #expect(try corner(ButtonSpec(platform: platform, style: style, appearance: .light)).alpha == 0)
        // Transparency on request.
        #expect(try corner(ButtonSpec(platform: platform, style: style, appearance: .dark), background: .clear).alpha == 0)
    }

    /// The command line's and a case list's path: a background given as `#00000000` is transparent.
    @Test func transparencyThroughATint() throws {
        let spec = ButtonSpec(style: .filled, appearance: .dark)
        let transparent = try #require(ColorSet("#00000000"))
        #expect(Backdrop.color(transparent, for: spec).alpha == 0)
        #expect(Backdrop.color(nil, for: spec) == RGBA(red: 0, green: 0, blue: 0))
    }

    /// The activity indicator alone, which has no platform, follows the same rule.
    @Test func aDarkSpinnerSitsOnTheDarkSystemBackground() {
        #expect(Backdrop.color(nil, appearance: .dark) == RGBA(red: 0, green: 0, blue: 0))
        #expect(Backdrop.color(nil, appearance: .light).alpha == 0)
    }

    /// Platforms with a backdrop of their own keep it in either appearance.
    @Test func platformBackdropsStay() throws {
        #expect(try corner(ButtonSpec(platform: .tvOS, appearance: .dark)) == RGBA(red: 0x20, green: 0x20, blue: 0x24).premultiplied)
        #expect(try corner(ButtonSpec(platform: .watchOS)) == RGBA(red: 0, green: 0, blue: 0).premultiplied)
    }
}

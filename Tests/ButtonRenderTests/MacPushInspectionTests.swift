import ButtonGeometry
import Inspect
import Raster
import Testing
@testable import ButtonRender

/// `inspect` on our own light macOS push (`--platform macos --title Cancel`, @2x, on
/// windowBackgroundColor's #ECECEC): what the layout JSON says.
@Suite struct MacPushInspectionTests {
    static let renderer = try! Renderer()
    static let backdrop = RGBA(red: 236, green: 236, blue: 236)

    static func render() throws -> (image: Pixmap, layout: ButtonLayout) {
        var spec = ButtonSpec(platform: .macOS, scale: 2)
        spec.content.title = "Cancel"
        return try renderer.render(spec, background: backdrop)
    }

    /// The baseline, from the shape's top, is the title line's (14.0 pt).
    @Test func baselineIsTheLayouts() throws {
        let (image, layout) = try Self.render()
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: 2))
        let shape = try #require(layout.shape), line = try #require(layout.title?.lines.first)
        let label = try #require(m.label)
        #expect(abs(label.baseline - (line.baseline - shape.frame.points.y)) <= 0.05, "\(label.baseline)")
    }

    /// The corner is 5.13 pt circular. The one-pixel ring and the shadow outside it darken the
    /// face's edge pixels, so against the backdrop the edge read farther in: 5.57 pt, continuous
    /// (issue 38, item 6). Read against the ring, it is the layout's.
    @Test func radiusIsTheLayouts() throws {
        let (image, layout) = try Self.render()
        let shape = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: 2)).shape)
        let radius = try #require(layout.shape?.cornerRadius)
        #expect(abs(shape.radius - radius) <= 0.1, "\(shape.radius)")
        #expect(shape.betterCurve == .circular)
        #expect(abs(shape.frame.width - (layout.shape?.frame.points.width ?? 0)) <= 0.05, "\(shape.frame)")
    }
}

import Inspect
import Raster
import Testing

/// A rim built pixel by pixel: a band along the inside of a rectangle's edge, lighter than its
/// fill, on black, at half-pixel edges. The edge must be measured against the rim, not the fill.
@Suite struct RimmedEdgeTests {
    /// A 40 x 15 pt rectangle at (10.25, 7.75) pt, @2x, filled 18 (Liquid Glass's dark fill),
    /// with a rim of white at 0.2 over it for 2 px and at 0.1 for half a pixel more: its edges
    /// fall in the middle of pixels, and each side's rim ends on a pixel edge, 2.5 px in.
    static func rimmedRectangle() throws -> Pixmap {
        var image = try Pixmap(width: 120, height: 60, fill: RGBA(red: 0, green: 0, blue: 0))
        var r = Rasterizer(width: image.width, height: image.height)
        func level(_ alpha: Double) -> UInt8 { UInt8((18 + alpha * 237).rounded()) }
        let outer = RGBA(red: level(0.2), green: level(0.2), blue: level(0.2)), inner = RGBA(red: level(0.1), green: level(0.1), blue: level(0.1))
        r.fill(Shapes.rect(Rect(x: 20.5, y: 15.5, width: 80, height: 30)), with: outer, into: &image)
        r.fill(Shapes.rect(Rect(x: 22.5, y: 17.5, width: 76, height: 26)), with: inner, into: &image)
        r.fill(Shapes.rect(Rect(x: 23, y: 18, width: 75, height: 25)), with: RGBA(red: 18, green: 18, blue: 18), into: &image)
        return image
    }

    /// Against the fill, the half-covered edge pixels (32 of 65) read as full and the frame
    /// read half a pixel out on every side (x 10.0 pt, 40.5 pt wide): this failed so before
    /// `RimmedEdge`.
    @Test func theEdgeIsMeasuredAgainstTheRim() throws {
        let m = try Inspector.inspect(Self.rimmedRectangle(), options: InspectionOptions(scale: 2))
        let shape = try #require(m.shape)
        #expect(abs(shape.frame.x - 10.25) <= 0.02 && abs(shape.frame.y - 7.75) <= 0.02, "\(shape.frame)")
        #expect(abs(shape.frame.width - 40) <= 0.02 && abs(shape.frame.height - 15) <= 0.02, "\(shape.frame)")
        #expect(shape.fill.seen == RGBA(red: 18, green: 18, blue: 18))
    }

    /// Its width is edge to fill, 2.5 px (1.25 pt), on all four sides; its color at the outer
    /// full pixel is white at 0.2 over the fill (65 over 18: 0.198 once stored as a level).
    @Test func theRimsWidthAndAlpha() throws {
        let m = try Inspector.inspect(Self.rimmedRectangle(), options: InspectionOptions(scale: 2))
        let rim = try #require(m.shape?.rim)
        #expect(rim.sides == 4)
        #expect(abs(rim.width - 1.25) <= 0.02, "\(rim.width)")
        #expect(abs(rim.color.alpha - 0.2) <= 0.005, "\(rim.color.alpha)")
        #expect(rim.color.ink == .white)
        #expect(m.shape?.shadow == nil, "no shadow on black")
    }

    /// A plain filled rectangle at the same half-pixel edges has no rim: its partial edge pixel
    /// lies between the backdrop and the fill, and the fill follows it.
    @Test func aPlainFillHasNoRim() throws {
        var image = try Pixmap(width: 120, height: 60, fill: .white)
        var r = Rasterizer(width: image.width, height: image.height)
        r.fill(Shapes.rect(Rect(x: 20.5, y: 15.5, width: 80, height: 30)), with: RGBA(red: 0, green: 122, blue: 255), into: &image)
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: 2))
        #expect(m.shape != nil && m.shape?.rim == nil)
    }
}

import Raster
import Testing
@testable import ButtonRender

/// "corner pixels" judges coverage, so a shape error reads the same whatever the fill's colors.
@Suite struct CornerPatchesTests {
    static let scale = 2.0
    static let frame = Rect(x: 10, y: 10, width: 200, height: 88)

    /// A rounded rect of `radius` points on white, drawn at @2x in `fill`.
    static func drawn(radius: Double, fill: RGBA) throws -> CornerPatches.Drawn {
        var image = try Pixmap(width: 220, height: 108, fill: .white)
        var r = Rasterizer(width: image.width, height: image.height)
        r.fill(Shapes.roundedRect(frame, radius: radius * scale, curve: .circular), with: fill, into: &image)
        // The fill as it is seen over the backdrop: its middle pixel.
        let seen = image[110, 54].straight
        return CornerPatches.Drawn(image: image, frame: frame, fill: seen)
    }

    /// A 12 pt against a 10 pt corner leaves the corner's diagonal (2 pt x 0.41 = 1.7 px)
    /// covered in one and not in the other: a whole pixel of difference. On a faint
    /// translucent gray over white (black at 0.03: 8 levels from the backdrop, within the old
    /// 8-level tolerance) it must read 1 as it does on an opaque green.
    @Test(arguments: [RGBA(red: 0, green: 0, blue: 0, alpha: 8), RGBA(red: 52, green: 199, blue: 89)])
    func aWholePixelOfShapeErrorReadsOneOnAnyFill(fill: RGBA) throws {
        let image = try Self.drawn(radius: 12, fill: fill), ours = try Self.drawn(radius: 10, fill: fill)
        let d = try #require(CornerPatches.largestDifference(image, ours, backdrop: .white, scale: Self.scale))
        #expect(d.difference >= 0.99, "\(d)")
        // A level is 1/8 of the gray's coverage, 1/203 of the green's (its red channel's span).
        #expect(abs(d.step - (fill.alpha == 255 ? 1.0 / 203 : 1.0 / 8)) <= 0.01, "\(d.step)")
        #expect(d.difference > InspectionTolerances.standard.cornerPixels + d.step)
        let same = try #require(CornerPatches.largestDifference(image, image, backdrop: .white, scale: Self.scale))
        #expect(same.difference == 0)
    }
}

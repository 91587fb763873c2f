import Testing
@testable import Raster

@Suite struct AreaMaskTests {
    /// Two rectangles meeting at x = 10.4 inside one pixel: their areas add, so that pixel is
    /// fully covered (255), where drawing one over the other would leave it at
    /// 1 - (1 - 0.4)(1 - 0.6) = 0.76 (194).
    @Test func adjacentShapesAddUpToTheirUnion() throws {
        let left = AreaMask(of: Shapes.rect(Rect(x: 2, y: 1, width: 8.4, height: 3)), dx: 0, dy: 0)
        let right = AreaMask(of: Shapes.rect(Rect(x: 10.4, y: 1, width: 5, height: 3)), dx: 0, dy: 0)
        var image = try Pixmap(width: 20, height: 6)
        image.fill([PlacedMask(left, x: 0, y: 0), PlacedMask(right, x: 0, y: 0)], with: .black)
        #expect(image[10, 2].alpha == 255)
        #expect(image[9, 2].alpha == 255 && image[11, 2].alpha == 255)
        #expect(image[15, 2].alpha == 102)  // 0.4 of the pixel: 102
        #expect(image[1, 2].alpha == 0 && image[10, 0].alpha == 0)
    }

    /// The winding's direction does not matter: a rectangle traced either way gives the same
    /// areas, each the exact share of its pixel.
    @Test func windingDirectionIsIgnored() {
        var reversed = BezierPath()
        reversed.move(to: Point(1.25, 0.5))
        reversed.line(to: Point(1.25, 3.5))
        reversed.line(to: Point(4.75, 3.5))
        reversed.line(to: Point(4.75, 0.5))
        reversed.close()
        let a = AreaMask(of: Shapes.rect(Rect(x: 1.25, y: 0.5, width: 3.5, height: 3)), dx: 0.5, dy: 0)
        let b = AreaMask(of: reversed, dx: 0.5, dy: 0)
        #expect(a.areas == b.areas)
        // Moved by 0.5: x from 1.75 to 5.25; the box starts at pixel 1.
        #expect(a.x == 1 && a.width == 5)
        #expect(abs(a.areas[0] - 0.25 * 0.5) < 1e-6)  // pixel (1, 0): 0.25 wide, 0.5 high
        #expect(abs(a.areas[a.width + 1] - 1) < 1e-6)  // pixel (2, 1): inside
    }

    /// Masks partly outside the image are clipped, and what is inside is unchanged.
    @Test func masksAreClippedToTheImage() throws {
        let mask = AreaMask(of: Shapes.rect(Rect(x: 0, y: 0, width: 6.5, height: 4)), dx: 0, dy: 0)
        var image = try Pixmap(width: 4, height: 3)
        image.fill([PlacedMask(mask, x: -3, y: -2)], with: .black)
        #expect(image[0, 0].alpha == 255 && image[2, 1].alpha == 255)
        #expect(image[3, 0].alpha == 128)  // x 6 ... 6.5 of the mask lands on pixel 3
        #expect(image[0, 2].alpha == 0)
    }
}

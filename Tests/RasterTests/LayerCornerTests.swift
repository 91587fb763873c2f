import Testing
@testable import Raster

/// Core Animation's corner (`CornerCurve.layer`) against UIKit's own pixels.
@Suite struct LayerCornerTests {
    /// The top-left corner of psharanda/NativeBook's filled medium "Rounded" button
    /// (`cornerStyle = .medium`, iOS 17, @3x, 277 x 103 px on a transparent backdrop; the
    /// `nativebook-rounded-default` calibration entry): alpha, the first 7 rows of 22 pixels.
    static let appleRounded: [[Int]] = [
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 59, 97, 131, 158, 178, 196, 207, 218, 224],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 11, 83, 152, 215, 255, 255, 255, 255, 255, 255, 255, 255, 255],
        [0, 0, 0, 0, 0, 0, 0, 0, 88, 179, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255],
        [0, 0, 0, 0, 0, 0, 33, 143, 247, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255],
        [0, 0, 0, 0, 0, 54, 174, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255],
        [0, 0, 0, 0, 54, 183, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255],
        [0, 0, 0, 33, 174, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255],
    ]

    /// The same button drawn with the layer corner at its radius (0.175 of its 34.33 pt height,
    /// 18.025 px) is within 8 levels of every one of those pixels, in all four corners; the
    /// path squircle and exact-area edges, which SwiftUI draws, are not.
    @Test func matchesUIKitsCorner() throws {
        func drawn(_ curve: CornerCurve) throws -> Pixmap {
            var image = try Pixmap(width: 277, height: 103)
            image.fillRoundedRect(Rect(x: 0, y: 0, width: 277, height: 103), radius: 0.175 * 103, curve: curve, with: .black)
            return image
        }
        func worst(_ image: Pixmap) -> Int {
            var worst = 0
            for (j, row) in Self.appleRounded.enumerated() {
                for (i, apple) in row.enumerated() {
                    for (x, y) in [(i, j), (276 - i, j), (i, 102 - j), (276 - i, 102 - j)] {
                        worst = max(worst, abs(Int(image[x, y].alpha) - apple))
                    }
                }
            }
            return worst
        }
        #expect(worst(try drawn(.layer)) <= 8)
        #expect(worst(try drawn(.continuous)) > 16)
    }

    /// Away from whole pixels the layer corner is filled as a path: it covers the same area as
    /// the whole-pixel corner to within the antialiasing's own difference.
    @Test func pathAndMaskAgreeInArea() throws {
        var mask = try Pixmap(width: 120, height: 60)
        mask.fillRoundedRect(Rect(x: 0, y: 0, width: 120, height: 60), radius: 20, curve: .layer, with: .black)
        var path = try Pixmap(width: 120, height: 60)
        path.fill(Shapes.roundedRect(Rect(x: 0, y: 0, width: 120, height: 60), radius: 20, curve: .layer), with: .black)
        let a = mask.pixels.reduce(0) { $0 + Int(PremultipliedColor(packed: $1).alpha) }
        let b = path.pixels.reduce(0) { $0 + Int(PremultipliedColor(packed: $1).alpha) }
        #expect(abs(a - b) < 255 * 2)
    }

    /// Core Animation's edge ramp: exact on axis-aligned edges, a linear ramp as wide as the
    /// pixel's diagonal at 45 degrees (where exact area would give 1/8 at a quarter pixel out).
    @Test func rampIsAsWideAsThePixelAlongTheNormal() {
        #expect(LayerCorner.coverage(distance: 0.25, nx: 0, ny: 1) == 0.25)
        #expect(LayerCorner.coverage(distance: -0.5, nx: 1, ny: 0) == 1)
        let diagonal = 0.5.squareRoot()
        #expect(abs(LayerCorner.coverage(distance: 0.25, nx: diagonal, ny: diagonal) - (0.5 - 0.25 / 2.0.squareRoot())) < 1e-12)
    }
}

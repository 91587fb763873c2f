import Testing
@testable import Raster

/// `Shapes.continuousCapsule` in the orientations and sizes the capsule end's calibration
/// (`CapsuleEndTests`, a 428 x 54 px capsule) does not reach.
@Suite struct ContinuousCapsuleTests {
    /// An upright capsule is the lying one with x and y swapped, pixel for pixel.
    @Test func uprightIsTheLyingOneTransposed() throws {
        var lying = try Pixmap(width: 90, height: 40), upright = try Pixmap(width: 40, height: 90)
        lying.fill(Shapes.continuousCapsule(Rect(x: 3.25, y: 5.5, width: 80, height: 30)), with: .black)
        upright.fill(Shapes.continuousCapsule(Rect(x: 5.5, y: 3.25, width: 30, height: 80)), with: .black)
        for y in 0..<40 {
            for x in 0..<90 {
                #expect(abs(Int(lying[x, y].alpha) - Int(upright[y, x].alpha)) <= 1, "(\(x), \(y))")
            }
        }
    }

    /// Too short for two whole ends (a square): the corners narrow along the long side, and
    /// the shape stays inside its rectangle, mirror-symmetric both ways.
    @Test func aSquareStaysInsideAndSymmetric() throws {
        var image = try Pixmap(width: 40, height: 40)
        image.fill(Shapes.continuousCapsule(Rect(x: 5, y: 5, width: 30, height: 30)), with: .black)
        for y in 0..<40 {
            for x in 0..<40 {
                let a = Int(image[x, y].alpha)
                if x < 5 || x >= 35 || y < 5 || y >= 35 { #expect(a == 0, "(\(x), \(y)) outside") }
                #expect(abs(a - Int(image[39 - x, y].alpha)) <= 1 && abs(a - Int(image[x, 39 - y].alpha)) <= 1, "(\(x), \(y))")
            }
        }
        // The middle of each side is reached: the end's middle pixel is (nearly) covered.
        #expect(image[5, 20].alpha >= 200 && image[20, 5].alpha >= 200)
    }

    @Test func emptyRectanglesGiveEmptyPaths() {
        #expect(Shapes.continuousCapsule(Rect(x: 0, y: 0, width: 0, height: 10)).isEmpty)
        #expect(Shapes.continuousCapsule(Rect(x: 0, y: 0, width: 10, height: -1)).isEmpty)
    }
}

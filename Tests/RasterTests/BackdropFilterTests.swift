import Graphics
import Testing
@testable import Raster

/// Glass's backdrop filter: what lies under a path, blurred and mapped, seen through the
/// path's exact-area coverage. The expected values are computed here from the colours and
/// areas, not by the filter.
@Suite struct BackdropFilterTests {
    static let backdrop = RGBA(40, 80, 200)
    /// Half of each channel, plus half of white: the glass's mix at 0.5.
    static let mix = ColorMatrix(red: [0.5, 0, 0, 0.5], green: [0, 0.5, 0, 0.5], blue: [0, 0, 0.5, 0.5])

    /// On a uniform backdrop the blur changes nothing (the edges extend past the image), so a
    /// covered pixel is the mix exactly, a pixel three quarters covered three quarters of it,
    /// and a pixel outside is untouched.
    @Test func aUniformBackdropIsMixedByCoverage() throws {
        var image = try Pixmap(width: 12, height: 10, fill: Self.backdrop)
        image.filterBackdrop(inside: Shapes.rect(Rect(x: 2.25, y: 3, width: 5.5, height: 3)), radius: 2, passes: 3, matrix: Self.mix)
        let mixed = RGBA(148, 168, 228)  // (40 + 255) / 2 rounded, and so on
        #expect(image[4, 4].straight == mixed)
        // Column 2 is covered from 2.25 to 3: three quarters (191 of 255).
        let c = 191.0 / 255
        func part(_ own: UInt8, _ filtered: UInt8) -> UInt8 { UInt8((Double(own) * (1 - c) + Double(filtered) * c).rounded()) }
        let edge = image[2, 4].straight
        #expect(abs(Int(edge.red) - Int(part(40, 148))) <= 1 && abs(Int(edge.blue) - Int(part(200, 228))) <= 1, "\(edge)")
        #expect(image[1, 4].straight == Self.backdrop && image[4, 2].straight == Self.backdrop && image[9, 4].straight == Self.backdrop)
    }

    /// Under the path a step from black to white is spread by the blur, symmetrically about the
    /// step, and the map applies to the blurred colour.
    @Test func aStepIsBlurredUnderThePathOnly() throws {
        var image = try Pixmap(width: 40, height: 12, fill: RGBA(255, 255, 255))
        image.draw(try Pixmap(width: 20, height: 12, fill: RGBA(0, 0, 0)), atX: 0, y: 0)
        image.filterBackdrop(inside: Shapes.rect(Rect(x: 0, y: 4, width: 40, height: 4)), radius: 2, passes: 3, matrix: .identity)
        #expect(image[19, 1].straight.red == 0 && image[20, 1].straight.red == 255)
        let row = (12..<28).map { Int(image[$0, 5].straight.red) }
        #expect(row == row.sorted() && row.first! < 10 && row.last! > 245, "\(row)")
        // Spread: the two pixels beside the step are grays, a third of the way in from each side.
        #expect(row[7] > 60 && row[8] < 195, "\(row)")
        // Symmetric about the step between pixels 19 and 20: v(19 - k) + v(20 + k) = 255.
        for k in 0..<8 { #expect(abs(row[7 - k] + row[8 + k] - 255) <= 1, "\(row)") }
    }
}

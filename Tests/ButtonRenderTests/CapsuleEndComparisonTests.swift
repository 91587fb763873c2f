@testable import Inspect
import Raster
import Testing
@testable import ButtonRender

/// A comparison judges a capsule's ends: a half-circle end against a continuous one differs
/// (both read "capsule, ok" before).
@Suite struct CapsuleEndComparisonTests {
    /// A 140 x 34 pt capsule at @2x on white: circular, or with the largest continuous radius.
    static func capsule(_ curve: CornerCurve) throws -> ShapeMeasurement {
        let frame = Rect(x: 10, y: 8, width: 280, height: 68)
        var image = try Pixmap(width: 300, height: 84, fill: .white)
        let radius = curve == .circular ? 34 : ContinuousCorner.maximumRadius(width: frame.width, height: frame.height)
        image.fillRoundedRect(frame, radius: radius, curve: curve, with: RGBA(red: 0, green: 122, blue: 255))
        return try #require(try Inspector.inspect(image, options: InspectionOptions(scale: 2)).shape)
    }

    static func figures(_ a: ShapeMeasurement, _ b: ShapeMeasurement) -> [String: ComparedFigure.Verdict] {
        func inspection(_ s: ShapeMeasurement) -> Inspection {
            Inspection(scale: 2, backdrop: .white, subject: .button, shape: s)
        }
        let c = InspectionComparison(image: inspection(a), ours: inspection(b), widthIsFontDependent: false)
        return Dictionary(uniqueKeysWithValues: c.figures.map { ($0.figure, $0.verdict) })
    }

    @Test func differentEndsDiffer() throws {
        let round = try Self.capsule(.circular), squircle = try Self.capsule(.continuous)
        let differs = Self.figures(round, squircle)
        #expect(differs["capsule ends"] == .differs, "\(differs)")
        let same = Self.figures(round, round)
        #expect(same["capsule ends"] == .agrees && same["capsule end curves from"] == .agrees, "\(same)")
    }
}

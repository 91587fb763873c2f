import Foundation
import Testing
@testable import Raster

/// The rendered continuous corner follows the control points PaintCode published.
@Suite struct ContinuousCornerTests {
    /// PaintCode's continuous corner, in units of r: (u along the incoming edge, v along the outgoing).
    static let published: [[(Double, Double)]] = [
        [(1.528665, 0), (1.088492957618529, 0), (0.868406944063002, 0), (0.631493792830993, 0.074911387847016)],
        [(0.631493792830993, 0.074911387847016), (0.372823826625747, 0.16905955604437), (0.16905955604437, 0.372823826625747), (0.074911387847016, 0.631493792830993)],
        [(0.074911387847016, 0.631493792830993), (0, 0.868406944063002), (0, 1.088492957618529), (0, 1.528665)],
    ]

    /// Dense points of the top-left corner (x grows with v, y with u), from the published numbers.
    static func outline(x0: Double, y0: Double, r: Double) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        for segment in published {
            for i in 0...2000 {
                let t = Double(i) / 2000, m = 1 - t
                let w = [m * m * m, 3 * m * m * t, 3 * m * t * t, t * t * t]
                let u = zip(w, segment).reduce(0) { $0 + $1.0 * $1.1.0 }
                let v = zip(w, segment).reduce(0) { $0 + $1.0 * $1.1.1 }
                points.append((x0 + v * r, y0 + u * r))
            }
        }
        return points.sorted { $0.y < $1.y }
    }

    static func x(atY y: Double, in points: [(x: Double, y: Double)]) -> Double {
        guard let last = points.last, y < last.y else { return points.last!.x }
        guard let j = points.firstIndex(where: { $0.y >= y }), j > 0 else { return points[0].x }
        let (a, b) = (points[j - 1], points[j])
        return a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y)
    }

    @Test func leftEdgeFollowsPublishedCurve() throws {
        let (x0, y0, w, h, r) = (10.3, 12.6, 260.0, 240.0, 60.0)
        var image = try Pixmap(width: 290, height: 270)
        image.fill(Shapes.roundedRect(Rect(x: x0, y: y0, width: w, height: h), radius: r, curve: .continuous), with: .black)
        let outline = Self.outline(x0: x0, y0: y0, r: r)
        let middle = 140
        var checked = 0
        // Rows where the edge is steeper than 45 degrees, from the mid-curve to the straight edge.
        for row in Int(y0 + 0.36 * r) + 1..<Int(y0 + 1.6 * r) {
            let covered = (0..<middle).reduce(0.0) { $0 + Double(image[$1, row].alpha) / 255 }
            let measured = Double(middle) - covered
            let expected = (0..<64).reduce(0.0) { $0 + Self.x(atY: Double(row) + (Double($1) + 0.5) / 64, in: outline) } / 64
            #expect(abs(measured - expected) < 0.02, "row \(row): edge at \(measured), published curve at \(expected)")
            checked += 1
        }
        #expect(checked > 60)
    }

    @Test func continuousDiffersFromCircular() throws {
        // At 45 degrees the continuous corner sits further out than a circle of the same radius.
        var a = Rasterizer(width: 100, height: 100), b = Rasterizer(width: 100, height: 100)
        let rect = Rect(x: 0, y: 0, width: 100, height: 100)
        let continuous = a.coverage(of: Shapes.roundedRect(rect, radius: 30, curve: .continuous)).reduce(0, +)
        let circular = b.coverage(of: Shapes.roundedRect(rect, radius: 30, curve: .circular)).reduce(0, +)
        #expect(continuous < circular)
    }

    @Test func radiusClampsToShortSide() {
        #expect(abs(ContinuousCorner.maximumRadius(width: 100, height: 44) - 22 / 1.528665) < 1e-12)
        let clamped = Shapes.roundedRect(Rect(x: 0, y: 0, width: 100, height: 44), radius: 20, curve: .continuous)
        let bounds = clamped.controlBounds!
        #expect(abs(bounds.height - 44) < 1e-9 && abs(bounds.width - 100) < 1e-9)
    }
}

import Raster

/// A number as SVG writes it: at most four places (a ten-thousandth of a point, far below a
/// pixel at any scale), trailing zeros dropped, never `-0`.
struct SVGNumber: CustomStringConvertible {
    let value: Double

    init(_ value: Double) { self.value = value }

    var description: String { value.shortDecimalText(places: 4) }
}

/// A path's `d` attribute: absolute commands, one letter an element.
struct SVGPathData: CustomStringConvertible {
    let path: BezierPath

    init(_ path: BezierPath) { self.path = path }

    var description: String {
        func p(_ point: Point) -> String { "\(SVGNumber(point.x)) \(SVGNumber(point.y))" }
        return path.elements.map { element in
            switch element {
            case .move(let a): return "M\(p(a))"
            case .line(let a): return "L\(p(a))"
            case .quad(let c, let a): return "Q\(p(c)) \(p(a))"
            case .cubic(let c1, let c2, let a): return "C\(p(c1)) \(p(c2)) \(p(a))"
            case .close: return "Z"
            }
        }.joined()
    }
}

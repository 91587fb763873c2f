import ButtonGeometry

extension ShapeLayout {
    /// The corner as a designer sets it: "continuous, r 8.67" (Core Animation's and the path
    /// squircle are both Apple's continuous corner to a design tool), "circular, r 6",
    /// "capsule, r 25.17", "circle", "square".
    package var cornerWords: String {
        let r = "r " + cornerRadius.shortDecimalText(places: 2)
        switch kind {
        case .circle: return "circle"
        case .capsule: return "capsule, " + r
        case .roundedRect where cornerRadius == 0: return "square"
        case .roundedRect: return (cornerCurve == .circular ? "circular, " : "continuous, ") + r
        }
    }
}

import ButtonGeometry

/// A stand-in measurer: every character 0.5 em wide, ascent 0.8 em, descent 0.2 em.
struct FixedMeasurer: TextMeasuring {
    func measure(_ text: String, font: FontRequest) throws -> LineMeasurement {
        let width = font.kind == .symbol ? font.size : Double(text.count) * font.size * 0.5
        return LineMeasurement(width: width, ascent: font.size * 0.8, descent: font.size * 0.2, family: "Fixed")
    }
}

func layout(_ spec: ButtonSpec) throws -> ButtonLayout { try ButtonLayout.make(for: spec, measurer: FixedMeasurer()) }

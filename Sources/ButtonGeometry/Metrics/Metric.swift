/// One number (or colour, or inset pair) the layout draws with, and where it comes from: every
/// value the layout reaches a pixel with is one of these, in a table (`MetricTable`).
package struct Metric<Value: MetricValue>: Sendable {
    /// The value drawn.
    package var value: Value
    /// Where the value comes from.
    package let source: MetricSource
    /// The source as a person reads it, made once with the table rather than at every layout
    /// that cites it.
    package let sourceText: String

    /// A value and its source.
    package init(_ value: Value, _ source: MetricSource) {
        self.value = value
        self.source = source
        self.sourceText = source.text
    }
}

/// A value a metric may hold: it prints itself for the article's table.
package protocol MetricValue: Sendable {
    /// The value as the article prints it ("7 x 12", "#787880 @ 42").
    var metricText: String { get }
}

extension Double: MetricValue {
    /// At most four decimals, without trailing zeros ("50.33", "0.0446").
    package var metricText: String {
        let rounded = (self * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension Insets: MetricValue {
    /// Vertical x horizontal, as the guidelines write insets.
    package var metricText: String { "\(vertical.metricText) x \(horizontal.metricText)" }
}

extension RGBA: MetricValue {
    /// The colour as `#RRGGBB`, with its alpha of 255 when translucent.
    package var metricText: String {
        let opaque = RGBA(red, green, blue).description
        return alpha == 255 ? opaque : "\(opaque) @ \(alpha)"
    }
}

extension TextStyleMetrics: MetricValue {
    /// The style's name, size and leading ("body (17 on 22)").
    package var metricText: String { "\(name) (\(size.metricText) on \(lineHeight.metricText))" }
}

extension Bool: MetricValue {
    /// "yes" or "no", as the article prints a rule that holds or not.
    package var metricText: String { self ? "yes" : "no" }
}

extension Appearance: MetricValue {
    /// The appearance's name.
    package var metricText: String { rawValue }
}

extension SystemColor: MetricValue {
    /// The system colour's name.
    package var metricText: String { rawValue }
}

extension FontWeight: MetricValue {
    /// The weight's name.
    package var metricText: String { rawValue }
}

extension Int: MetricValue {
    /// The count.
    package var metricText: String { String(self) }
}

extension Array: MetricValue where Element: MetricValue {
    /// The values in order, comma-separated ("130, 108, 86").
    package var metricText: String { map(\.metricText).joined(separator: ", ") }
}

extension UInt8: MetricValue {
    /// An alpha of 255, as the number.
    package var metricText: String { String(self) }
}

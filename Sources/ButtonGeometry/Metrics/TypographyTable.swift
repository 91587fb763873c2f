/// The guidelines' text: the Dynamic Type text styles at the default size, Body's size at each
/// content size, SF Pro's tracking by size and its cap height. `TextStyleMetrics` and
/// `DynamicTypeCategory` read their numbers here.
package struct TypographyTable: MetricTable {
    /// Large Title.
    package var largeTitle: Metric<TextStyleMetrics>
    /// Title 1.
    package var title1: Metric<TextStyleMetrics>
    /// Title 2.
    package var title2: Metric<TextStyleMetrics>
    /// Title 3.
    package var title3: Metric<TextStyleMetrics>
    /// Headline: Body's size, semibold.
    package var headline: Metric<TextStyleMetrics>
    /// Body: the large button's title.
    package var body: Metric<TextStyleMetrics>
    /// Callout.
    package var callout: Metric<TextStyleMetrics>
    /// Subheadline: the medium and small buttons' title.
    package var subheadline: Metric<TextStyleMetrics>
    /// Footnote.
    package var footnote: Metric<TextStyleMetrics>
    /// Caption 1.
    package var caption1: Metric<TextStyleMetrics>
    /// Caption 2.
    package var caption2: Metric<TextStyleMetrics>
    /// Body's point size at each content size category, extra small to accessibility 5.
    package var bodySizes: Metric<BodySizeTable>
    /// SF Pro's tracking by point size, linear between rows.
    package var tracking: Metric<TrackingTable>
    /// SF Pro's cap height per em: what a stand-in font is sized to match, and where a label's
    /// capitals reach above its baseline.
    package var sfProCapHeightPerEm: Metric<Double>

    package static let platforms = Platform.allCases
    package static let kind = "text"

    static let typography = "the Dynamic Type sizes at the default (Large) size"

    package static let guidelines = TypographyTable(
        largeTitle: Metric(TextStyleMetrics(name: "largeTitle", size: 34, lineHeight: 41), .apple(.higTypography, says: typography)),
        title1: Metric(TextStyleMetrics(name: "title1", size: 28, lineHeight: 34), .apple(.higTypography, says: typography)),
        title2: Metric(TextStyleMetrics(name: "title2", size: 22, lineHeight: 28), .apple(.higTypography, says: typography)),
        title3: Metric(TextStyleMetrics(name: "title3", size: 20, lineHeight: 25), .apple(.higTypography, says: typography)),
        headline: Metric(TextStyleMetrics(name: "headline", size: 17, lineHeight: 22), .apple(.higTypography, says: typography + ", semibold")),
        body: Metric(TextStyleMetrics(name: "body", size: 17, lineHeight: 22), .apple(.higTypography, says: typography)),
        callout: Metric(TextStyleMetrics(name: "callout", size: 16, lineHeight: 21), .apple(.higTypography, says: typography)),
        subheadline: Metric(TextStyleMetrics(name: "subheadline", size: 15, lineHeight: 20), .apple(.higTypography, says: typography)),
        footnote: Metric(TextStyleMetrics(name: "footnote", size: 13, lineHeight: 18), .apple(.higTypography, says: typography)),
        caption1: Metric(TextStyleMetrics(name: "caption1", size: 12, lineHeight: 16), .apple(.higTypography, says: typography)),
        caption2: Metric(TextStyleMetrics(name: "caption2", size: 11, lineHeight: 13), .apple(.higTypography, says: typography)),
        bodySizes: Metric(
            BodySizeTable(sizes: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
            .apple(.higTypography, says: "Body's size in each content size category")),
        tracking: Metric(
            TrackingTable(rows: [(11, 0.066), (12, 0), (13, -0.078), (15, -0.24), (16, -0.32), (17, -0.44), (20, -0.46), (22, -0.26), (28, 0.39), (34, 0.41)]),
            .apple(.higTypography, says: "SF Pro's tracking table, as public tools copy it")),
        sfProCapHeightPerEm: Metric(0.705, .apple(.sfPro, says: "SF Pro Text's cap height")))
}

/// Body's point size in each content size category, in `DynamicTypeCategory.allCases` order.
package struct BodySizeTable: Sendable, MetricValue {
    /// One size a category, extra small first.
    package let sizes: [Double]
    /// The same, by category.
    private let byCategory: [DynamicTypeCategory: Double]

    /// The table from one size a category, in `DynamicTypeCategory.allCases` order.
    package init(sizes: [Double]) {
        precondition(sizes.count == DynamicTypeCategory.allCases.count, "one Body size a content size category")
        self.sizes = sizes
        self.byCategory = Dictionary(uniqueKeysWithValues: zip(DynamicTypeCategory.allCases, sizes))
    }

    /// Body's size in a category.
    package func size(_ category: DynamicTypeCategory) -> Double { byCategory[category]! }

    /// "xs 14, s 15, ...".
    package var metricText: String {
        zip(DynamicTypeCategory.allCases, sizes).map { "\($0.rawValue) \($1.metricText)" }.joined(separator: ", ")
    }
}

/// SF Pro's tracking in points at point sizes, linear between rows and constant beyond them.
package struct TrackingTable: Sendable, MetricValue {
    /// Point size -> tracking in points, by increasing size.
    package var rows: [(size: Double, tracking: Double)]

    /// The tracking at a size.
    package func tracking(at size: Double) -> Double {
        if size <= rows[0].size { return rows[0].tracking }
        for i in 1..<rows.count where size <= rows[i].size {
            let (s0, t0) = rows[i - 1], (s1, t1) = rows[i]
            return t0 + (t1 - t0) * (size - s0) / (s1 - s0)
        }
        return rows[rows.count - 1].tracking
    }

    /// "11 pt: 0.066, 12 pt: 0, ...".
    package var metricText: String {
        rows.map { "\($0.size.metricText) pt: \($0.tracking.metricText)" }.joined(separator: ", ")
    }
}

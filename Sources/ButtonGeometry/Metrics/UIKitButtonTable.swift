/// `UIButton.Configuration`'s numbers on iOS and iPadOS, measured on UIKit's own renders (the
/// `nativebook-*` entries: psharanda/NativeBook, iOS 17, @3x, at the content sizes xs, m, L, xl
/// and xxxl). The small size has no render yet: its numbers are ours.
package struct UIKitButtonTable: MetricTable {
    /// SF Pro's line height per em: a configuration's text is one such line tall, and every
    /// measured height is this line plus the vertical insets, rounded up to the pixel.
    package var lineHeightPerEm: Metric<Double>
    /// SF Pro's ascender per em: a one-line title's baseline lies this far below the top of its
    /// line, which is centred in the button.
    package var ascenderPerEm: Metric<Double>
    /// The title's text style per size.
    package var titleStyle: PerSize<TextStyleMetrics>
    /// Content insets, the same at every Dynamic Type size.
    package var insets: PerSize<Insets>
    /// A symbol image's box per point of the title size (SF Symbols' boxes vary in width by
    /// symbol; this is the star's).
    package var symbolBoxWidthPerPointSize: Metric<Double>
    /// The symbol box's height per point of the title size.
    package var symbolBoxHeightPerPointSize: Metric<Double>
    /// Space between the image and the title: `imagePadding` is 0 unless set.
    package var imagePadding: Metric<Double>
    /// The `.dynamic` corner style's radius per size, at the measured content sizes.
    package var dynamicCornerRadius: PerSize<RadiusTable>
    /// The `.medium` corner style's radius per point of the button's height.
    package var mediumCornerRadiusPerHeight: Metric<Double>
    /// The `.small` corner style's radius per point of the button's height.
    package var smallCornerRadiusPerHeight: Metric<Double>
    /// The `.large` corner style's radius per point of the button's height.
    package var largeCornerRadiusPerHeight: Metric<Double>
    /// Release 26: the `.dynamic` style's radius is the background's, at most half the height
    /// (nil: the guidelines' per-size table).
    package var dynamicCornerRadiusLimit: Metric<Double>?
    /// The glass configurations' factory corner style (release 26).
    package var glassCornerStyle: Metric<CornerStyle>
    /// The curve a continuous corner is drawn with: Core Animation's, which UIKit's layers draw.
    package var cornerCurve: Metric<CornerCurve>

    package static let platforms: [Platform] = [.iOS, .iPadOS]
    package static let kind = "system button"
    package static let framework: Framework? = .uikit

    static let measuredMedium = CorpusEntry.nativebookRounded
    static let measuredLarge = CorpusEntry.nativebookOutline
    static let noSmallRender = "no UIKit render of the small size yet"

    package static let guidelines = UIKitButtonTable(
        lineHeightPerEm: Metric(1.1934, .apple(.sfPro, says: "(ascender 1950 + descender 494) / 2048 units: UIFont.lineHeight is 20.29 at 17 pt")),
        ascenderPerEm: Metric(0.9521, .apple(.sfPro, says: "ascender 1950 / 2048 units")),
        titleStyle: PerSize([
            (.small, Metric(.subheadline, .ours(noSmallRender))),
            (.medium, Metric(.body, .measured(measuredMedium, how: "cap heights at xs to xxxl scale as Body's 14 to 23 pt"))),
            (.large, Metric(.body, .measured(measuredLarge, how: "cap heights at xs to xxxl scale as Body's 14 to 23 pt"))),
        ], otherwise: .medium),
        insets: PerSize([
            (.small, Metric(Insets(vertical: 5, horizontal: 10), .ours(noSmallRender))),
            (.medium, Metric(Insets(vertical: 7, horizontal: 12), .measured(measuredMedium, how: "every height is the line plus these insets, and the ink padding is constant from xs to xxxl"))),
            (.large, Metric(Insets(vertical: 15, horizontal: 20), .measured(measuredLarge, how: "every height is the line plus these insets, and the ink padding is constant from xs to xxxl"))),
        ], otherwise: .medium),
        symbolBoxWidthPerPointSize: Metric(1.635, .measured(CorpusEntry.nativebookStar, how: "the image-only star, 47 x 30.67 pt at xs to 61.67 x 41.67 pt at xxxl, each to the pixel")),
        symbolBoxHeightPerPointSize: Metric(1.19, .measured(CorpusEntry.nativebookStar + CorpusEntry.nativebookBell, how: "the star's box, and the bell's above a title")),
        imagePadding: Metric(0, .measured(CorpusEntry.nativebookBell, how: "54.67 pt tall at L: the image box, the title's line and the insets with nothing between")),
        dynamicCornerRadius: PerSize([
            (.small, Metric(RadiusTable.medium, .ours(noSmallRender + "; the medium table"))),
            (.medium, Metric(RadiusTable.medium, .measured(CorpusEntry.nativebookStar, how: "whole pixels at @3x at every size; linear in Body's size between rows, and along the last step beyond them (the accessibility sizes, ours)"))),
            (.large, Metric(RadiusTable.large, .measured(measuredLarge, how: "whole pixels at @3x at every size; linear in Body's size between rows, and along the last step beyond them (the accessibility sizes, ours)"))),
        ], otherwise: .medium),
        mediumCornerRadiusPerHeight: Metric(0.175, .measured(measuredMedium, how: "31 to 41.67 pt tall: 0.1750 of the height at each, within 0.0001")),
        smallCornerRadiusPerHeight: Metric(0.125, .reimplemented(.uikit26Probe, detail: cornerStylesProbe)),
        largeCornerRadiusPerHeight: Metric(0.25, .reimplemented(.uikit26Probe, detail: cornerStylesProbe)),
        dynamicCornerRadiusLimit: nil,
        glassCornerStyle: Metric(.capsule, .reimplemented(.uikit26Probe, detail: "factoryDefaults.glass (and the three other glass factories).cornerStyle: capsule; the layer's radius is half the height")),
        cornerCurve: Metric(.layer, .measured(measuredMedium + measuredLarge, how: "Core Animation's corner fits every render's edge best")))

    /// The corner styles' rule as UIKit reported it, which the iOS 17 renders' `.medium` share
    /// (0.175, measured) already follows.
    static let cornerStylesProbe = "cornerStyles.*.layerCornerRadius at heights 20, 28, 34, 44 and 60 on iOS 26.1: .small 0.125, .medium 0.175 (as the iOS 17 renders measure it), .large 0.25 of the height; no render of .small or .large before 26 was found"

    /// Release 26, from what UIKit reported on iOS 26.1: the same insets, title sizes and
    /// heights (a "Configure" title is 99 x 34.33 pt at medium, 115 x 50.33 at large, as the
    /// guidelines' table gives), and a `.dynamic` corner of the background's 17 pt, at most half
    /// the height: a capsule at small and medium, 17 pt at large.
    package static let liquidGlass: UIKitButtonTable? = {
        var t = guidelines
        let sizes = "buttonSizes: insets 5 x 10, 7 x 12 and 15 x 20, a \"Configure\" title 87.33 x 28, 99 x 34.33 and 115 x 50.33 pt (mini and small alike)"
        t.titleStyle = PerSize([
            (.small, Metric(.subheadline, .reimplemented(.uikit26Probe, detail: "buttonSizes.small.titleFont: 15 pt regular"))),
            (.medium, Metric(.body, .reimplemented(.uikit26Probe, detail: "buttonSizes.medium.titleFont: 17 pt regular"))),
            (.large, Metric(.body, .reimplemented(.uikit26Probe, detail: "buttonSizes.large.titleFont: 17 pt regular"))),
        ], otherwise: .medium)
        t.insets = PerSize([
            (.small, Metric(Insets(vertical: 5, horizontal: 10), .reimplemented(.uikit26Probe, detail: sizes))),
            (.medium, Metric(Insets(vertical: 7, horizontal: 12), .reimplemented(.uikit26Probe, detail: sizes))),
            (.large, Metric(Insets(vertical: 15, horizontal: 20), .reimplemented(.uikit26Probe, detail: sizes))),
        ], otherwise: .medium)
        t.dynamicCornerRadiusLimit = Metric(17, .reimplemented(
            .uikit26Probe, detail: "factoryDefaults.*.background.cornerRadius 17 and cornerStyles.dynamic: min(height / 2, 17) at heights 20 to 60 (the layer's radius)"))
        return t
    }()
}

/// The `.dynamic` corner radius of UIKit's configurations at the content sizes measured: for
/// each Body size, the radius in whole pixels at @3x.
package struct RadiusTable: Sendable, MetricValue {
    /// Body's point size at each measured content size.
    package var bodySizes: [Double]
    /// The radius at each, in pixels at @3x.
    package var pixelsAt3x: [Double]

    /// The medium size's radii (the star renders).
    static let medium = RadiusTable(bodySizes: [14, 16, 17, 19, 23], pixelsAt3x: [15, 17, 18, 19, 24])
    /// The large size's radii (the Outline renders).
    static let large = RadiusTable(bodySizes: [14, 16, 17, 19, 23], pixelsAt3x: [23, 25, 26, 29, 35])

    /// Body size -> radius in points.
    var rows: [(bodySize: Double, radius: Double)] { zip(bodySizes, pixelsAt3x).map { ($0, $1 / 3) } }

    /// The radius for a content size: linear in Body's point size between rows, and along the
    /// last step beyond them.
    package func radius(at textSize: DynamicTypeCategory) -> Double {
        let table = rows
        let x = textSize.bodySize
        var i = 1
        while i < table.count - 1 && x > table[i].bodySize { i += 1 }
        let (a, b) = (table[i - 1], table[i])
        return a.radius + (b.radius - a.radius) * (x - a.bodySize) / (b.bodySize - a.bodySize)
    }

    /// "Body 14, 16 ... pt: 15, 17 ... px at @3x".
    package var metricText: String {
        "Body " + bodySizes.map(\.metricText).joined(separator: ", ") + " pt: " + pixelsAt3x.map(\.metricText).joined(separator: ", ") + " px at @3x"
    }
}

extension CornerCurve: MetricValue {
    /// The curve's name.
    package var metricText: String { rawValue }
}

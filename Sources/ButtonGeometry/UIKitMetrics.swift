/// `UIButton.Configuration`'s metrics on iOS and iPadOS, measured on UIKit's own renders
/// (P: the `nativebook-*` calibration entries: psharanda/NativeBook, iOS 17, @3x, at the
/// content sizes xs, m, L, xl and xxxl). Where a figure has no render yet it says "ours".
public enum UIKitMetrics {
    /// SF Pro's line height per em, (ascender 1950 + descender 494) / 2048: `UIFont.lineHeight`
    /// is 20.29 at 17 pt. A configuration's text is one such line tall, and every measured
    /// height is this line plus the vertical insets, rounded up to the pixel.
    public static let lineHeightPerEm = 1.1934
    /// SF Pro's ascender per em (1950 / 2048): a one-line title's baseline lies this far below
    /// the top of its line, which is centred in the button.
    public static let ascenderPerEm = 0.9521

    /// The title's text style: body for medium and large (P: cap heights at xs to xxxl scale as
    /// Body's 14 to 23 pt), subheadline for small (ours: no small render measured).
    public static func titleStyle(_ size: Size) -> TextStyle {
        size == .small ? .subheadline : .body
    }

    /// Content insets, vertical x horizontal, the same at every Dynamic Type size (P: the
    /// heights of all ten medium and large renders, and ink padding constant from xs to xxxl).
    /// Small: ours.
    public static func insets(_ size: Size) -> Insets {
        switch size {
        case .small: return Insets(vertical: 5, horizontal: 10)
        case .large: return Insets(vertical: 15, horizontal: 20)
        default: return Insets(vertical: 7, horizontal: 12)
        }
    }

    /// A symbol image's box per point of the title size, width x height (P: the image-only
    /// `star` renders, 47 x 30.67 at xs to 61.67 x 41.67 pt at xxxl, each to the pixel; and the
    /// `bell` above a title). SF Symbols' boxes vary in width by symbol; this is the star's.
    public static let symbolBoxPerPointSize = (width: 1.635, height: 1.19)

    /// Space between the image and the title: `imagePadding` is 0 unless set (P: the `bell`
    /// above "Image + Title": 54.67 pt tall at L, which is the image box, the title's line and
    /// the insets with nothing between).
    public static let imagePadding = 0.0

    /// The `.medium` corner style's radius per point of the button's height (P: the "Rounded"
    /// renders, 31 to 41.67 pt tall: 0.1750 at each, within 0.0001).
    public static let mediumCornerRadiusPerHeight = 0.175

    /// The `.dynamic` corner style's radius at the measured content sizes, in points: whole
    /// pixels at @3x at every size (P: the "star" renders for medium, "Outline" for large).
    /// Small: the medium table (ours).
    static func dynamicCornerRadii(_ size: Size) -> [(bodySize: Double, radius: Double)] {
        let bodySizes: [Double] = [14, 16, 17, 19, 23]
        let pixelsAt3x: [Double] = size == .large ? [23, 25, 26, 29, 35] : [15, 17, 18, 19, 24]
        return zip(bodySizes, pixelsAt3x).map { ($0, $1 / 3) }
    }

    /// The `.dynamic` radius for a content size: the measured table, linear in Body's point
    /// size between its rows (s, xxl) and along its last step beyond them (the accessibility
    /// sizes; ours).
    public static func dynamicCornerRadius(_ size: Size, textSize: DynamicTypeCategory) -> Double {
        let table = dynamicCornerRadii(size)
        let x = textSize.bodySize
        var i = 1
        while i < table.count - 1 && x > table[i].bodySize { i += 1 }
        let (a, b) = (table[i - 1], table[i])
        return a.radius + (b.radius - a.radius) * (x - a.bodySize) / (b.bodySize - a.bodySize)
    }
}

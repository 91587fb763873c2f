/// Where an iOS button's main figures come from: the calibration corpus entries
/// (`Tests/Calibration/apple-renders.json`) whose Apple renders fixed them, or the public source
/// (with its grade: A Apple, M measured, R reimplemented) when no render has measured them yet. Printed in the layout JSON as `sources`.
public enum FigureSources {
    /// Figure name (height, cornerRadius, cornerCurve, titleSize, insets) -> its source, for a
    /// spec of the iOS and iPadOS system styles; empty for every other kind.
    public static func sources(for spec: ButtonSpec) -> [String: String] {
        switch spec.resolvedFramework {
        case .uikit?:
            let heights = spec.size == .large ? "nativebook-outline-*" : spec.size == .medium ? "nativebook-rounded-*" : "ours (no small render yet)"
            let radius: String
            switch spec.cornerStyle {
            case .dynamic: radius = spec.size == .large ? "nativebook-outline-*" : spec.size == .medium ? "nativebook-star-*" : "ours (the medium table)"
            case .medium: radius = "nativebook-rounded-* (0.175 of the height)"
            case .fixed: radius = spec.cornerRadius == nil ? "as dynamic" : "the spec"
            case .capsule: radius = "half the height"
            case .small, .large: radius = "R: design kits (no render yet)"
            }
            return [
                "height": heights, "cornerRadius": radius,
                "cornerCurve": "nativebook-rounded-*, nativebook-outline-*, nativebook-star-* (Core Animation's corner, fitted)",
                "titleSize": spec.size == .small ? "ours (subheadline)" : "nativebook-rounded-*, nativebook-outline-* (Body at every content size)",
                "insets": spec.size == .small ? "ours" : heights,
            ]
        case .swiftui?:
            let large = spec.size == .large
            return [
                "height": large ? "approach-bordered-prominent-large-ios18" : spec.size == .medium ? "A: an Apple engineer's 7 x 12 insets, developer forums thread 733541" : "ours (no small render yet)",
                "cornerRadius": large ? "approach-bordered-prominent-large-ios18, prefire-*" : "R: compose-cupertino (capsule)",
                "cornerCurve": large ? "approach-bordered-prominent-large-ios18 (UIBezierPath's squircle)" : "capsule (circular ends)",
                "titleSize": "A: the HIG's Typography tables (Body, Subheadline)",
                "insets": large ? "ours (50 pt as commonly measured)" : spec.size == .medium ? "A: developer forums thread 733541 (an Apple engineer)" : "ours",
            ]
        case nil:
            return [:]
        }
    }
}

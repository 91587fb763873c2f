/// The numbers one kind of content-fitting button uses, gathered from its platform's table.
struct KindMetrics {
    var titleSize: Double
    var lineHeight: Double
    var insets: Insets
    var minimumHeight: Double
    /// A height the content cannot change (macOS push, watchOS).
    var fixedHeight: Double?
    var fixedWidth: Double?
    /// Nil means a capsule.
    var cornerRadius: Double?
    var maxLines: Int
    var imagePadding: Double
    /// Text sizes track SF Pro's table only where the platform's font is SF Pro.
    var tracks: Bool
    /// Where a one-line title's baseline sits below the shape's top, when measured for the
    /// kind; nil centres the line box.
    var baselineFromTop: Double? = nil
    /// A radius in proportion to the shape's height (UIKit's `.medium` corner style).
    var cornerRadiusPerHeight: Double? = nil

    static func make(_ spec: ButtonSpec) -> KindMetrics {
        let f = spec.textSize.scaleFactor
        switch spec.platform {
        case .macOS:
            let size = MacOSMetrics.fontSize(spec.size)
            let flexible = spec.style == .flexible
            let height = MacOSMetrics.pushHeight(spec.size)
            return KindMetrics(
                titleSize: size, lineHeight: MacOSMetrics.lineHeight(size),
                insets: Insets(vertical: flexible ? OurChoices.macFlexibleVerticalPadding : 0, horizontal: OurChoices.macPushPadding(spec.size)),
                minimumHeight: height, fixedHeight: flexible ? nil : height, fixedWidth: nil,
                cornerRadius: MacOSMetrics.pushCornerRadius(spec.size), maxLines: flexible ? 2 : 1,
                imagePadding: OurChoices.macImagePadding, tracks: true,
                baselineFromTop: flexible ? nil : MacOSMetrics.pushBaselineFromTop(faceHeight: height, fontSize: size))
        case .watchOS:
            let gap = OurChoices.watchPairGap
            return KindMetrics(
                titleSize: (OurChoices.watchFontSize * f * 2).rounded() / 2, lineHeight: (TextStyle.body.lineHeight * f).rounded(),
                insets: Insets(vertical: OurChoices.watchVerticalPadding, horizontal: OurChoices.watchPadding),
                minimumHeight: OurChoices.watchHeight, fixedHeight: nil,
                fixedWidth: spec.sideBySide ? (spec.watchWidth - gap) / 2 : spec.watchWidth,
                cornerRadius: spec.scrolling ? WatchOSMetrics.scrollingCornerRadius : WatchOSMetrics.nonScrollingCornerRadius,
                maxLines: 2, imagePadding: IOSMetrics.imagePadding, tracks: false)
        case .tvOS:
            let m = OurChoices.tvMetrics(spec.size)
            let lift = spec.state == .focused ? OurChoices.tvFocusScale : 1
            return KindMetrics(
                titleSize: m.font * lift, lineHeight: m.line * lift,
                insets: Insets(vertical: m.insets.vertical * lift, horizontal: m.insets.horizontal * lift),
                minimumHeight: m.height * lift, fixedHeight: nil, fixedWidth: nil, cornerRadius: m.radius * lift,
                maxLines: 1, imagePadding: IOSMetrics.imagePadding * lift, tracks: true)
        case .visionOS:
            let height = VisionOSMetrics.height(spec.size)
            let size = VisionOSMetrics.fontSize(spec.size)
            return KindMetrics(
                titleSize: size, lineHeight: (size * OurChoices.visionLineHeightPerSize).rounded(),
                insets: Insets(vertical: 0, horizontal: (height * OurChoices.visionPaddingPerHeight).rounded()),
                minimumHeight: height, fixedHeight: height, fixedWidth: nil, cornerRadius: nil,
                maxLines: 1, imagePadding: IOSMetrics.imagePadding, tracks: true)
        case .iOS where spec.resolvedFramework == .uikit, .iPadOS where spec.resolvedFramework == .uikit:
            let style = UIKitMetrics.titleStyle(spec.size).scaled(spec.textSize)
            let perHeight = spec.cornerStyle == .medium && spec.cornerRadius == nil ? UIKitMetrics.mediumCornerRadiusPerHeight : nil
            return KindMetrics(
                titleSize: style.size, lineHeight: style.size * UIKitMetrics.lineHeightPerEm,
                insets: UIKitMetrics.insets(spec.size), minimumHeight: 0, fixedHeight: nil, fixedWidth: nil,
                cornerRadius: perHeight == nil ? uikitCornerRadius(spec) : nil, maxLines: 1,
                imagePadding: UIKitMetrics.imagePadding, tracks: true, cornerRadiusPerHeight: perHeight)
        case .iOS, .iPadOS:
            let style = IOSMetrics.titleStyle(spec.size).scaled(spec.textSize)
            let base = IOSMetrics.insets(spec.size)
            return KindMetrics(
                titleSize: style.size, lineHeight: style.lineHeight,
                insets: Insets(vertical: (base.vertical * f).rounded(), horizontal: (base.horizontal * f).rounded()),
                // Not rounded: the measured 50.33 snaps to the pixel grid with the frame.
                minimumHeight: f == 1 ? IOSMetrics.minimumHeight(spec.size) : (IOSMetrics.minimumHeight(spec.size) * f).rounded(),
                fixedHeight: nil, fixedWidth: nil,
                cornerRadius: iOSCornerRadius(spec), maxLines: 1, imagePadding: (IOSMetrics.imagePadding * f).rounded(), tracks: true)
        }
    }

    /// The corner radius a spec's corner style asks for from UIKit; nil for a capsule.
    static func uikitCornerRadius(_ spec: ButtonSpec) -> Double? {
        switch spec.cornerStyle {
        case .dynamic: return UIKitMetrics.dynamicCornerRadius(spec.size, textSize: spec.textSize)
        case .fixed: return spec.cornerRadius ?? UIKitMetrics.dynamicCornerRadius(spec.size, textSize: spec.textSize)
        case .small: return IOSMetrics.smallCornerRadius
        case .medium: return IOSMetrics.mediumCornerRadius
        case .large: return IOSMetrics.largeCornerRadius
        case .capsule: return nil
        }
    }

    /// The corner radius a spec's corner style asks for from SwiftUI; nil for a capsule.
    static func iOSCornerRadius(_ spec: ButtonSpec) -> Double? {
        switch spec.cornerStyle {
        case .dynamic: return IOSMetrics.dynamicCornerRadius(spec.size).map { $0 * spec.textSize.scaleFactor }
        case .fixed: return spec.cornerRadius ?? IOSMetrics.dynamicCornerRadius(spec.size)
        case .small: return IOSMetrics.smallCornerRadius
        case .medium: return IOSMetrics.mediumCornerRadius
        case .large: return IOSMetrics.largeCornerRadius
        case .capsule: return nil
        }
    }
}

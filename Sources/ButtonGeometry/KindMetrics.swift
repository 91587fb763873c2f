/// The numbers one kind of content-fitting button lays out with, read from its platform's
/// tables (each read cited, for the layout JSON's `sources`), so that `systemButton` asks no
/// question about the platform or the framework.
struct KindMetrics {
    var titleSize: Double
    var lineHeight: Double
    var subtitleSize: Double
    var subtitleLineHeight: Double
    var insets: Insets
    /// The Dynamic Type text style the title is set in, where the tables name one ("body").
    var titleStyle: String? = nil
    /// The insets on each side: the kind's, or a configuration's `contentInsets`.
    var edgeInsets: ContentInsets
    var minimumHeight: Double
    /// A height the content cannot change (macOS push, visionOS).
    var fixedHeight: Double?
    /// A width the content cannot change (watchOS: the screen's).
    var fixedWidth: Double?
    /// Nil means a capsule (unless `cornerRadiusPerHeight`).
    var cornerRadius: Double?
    /// A radius in proportion to the shape's height (UIKit's `.medium` corner style).
    var cornerRadiusPerHeight: Double? = nil
    var maxLines: Int
    var imagePadding: Double
    /// Text sizes track SF Pro's table only where the platform's font is SF Pro.
    var tracks: Bool
    /// Where a one-line title's baseline sits below the shape's top, when measured for the
    /// kind; nil centres the line box.
    var baselineFromTop: Double? = nil
    /// The square a symbol is drawn in, per point of the title size.
    var symbolBoxPerPointSize: Double
    /// UIKit: the symbol image's own box, width and height per point of the title size, the
    /// glyph centred in it; nil where the box is the symbol's square.
    var symbolImageBoxPerPointSize: (width: Double, height: Double)? = nil
    /// UIKit: a fitting size is rounded up to the pixel, and a title's baseline lies this many
    /// ems below the top of its line; nil elsewhere.
    var ascenderPerEm: Double? = nil
    /// visionOS: a button with an image and no text is a circle.
    var iconOnlyIsCircle = false
    /// watchOS side by side: the gap to the second button.
    var pairGap: Double? = nil
    /// How far below the title the subtitle sits.
    var subtitleGap: Double
    /// The activity indicator's diameter before it is fitted to the line.
    var spinnerDiameter: Double
    /// Where each number came from.
    var citations: Citations

    static func make(_ spec: ButtonSpec) -> KindMetrics {
        var cited = Citations()
        let shared = SharedButtonTable.table(spec.generation)
        var m: KindMetrics
        switch spec.platform {
        case .macOS: m = macPush(spec, &cited)
        case .watchOS: m = watch(spec, shared, &cited)
        case .tvOS: m = tv(spec, shared, &cited)
        case .visionOS: m = vision(spec, shared, &cited)
        case .iOS, .iPadOS: m = spec.resolvedFramework == .uikit ? uikit(spec, &cited) : swiftUI(spec, shared, &cited)
        }
        m.citations.merge(cited)
        return m
    }

    /// Outside iOS, the subtitle steps down from the title by the shared table's steps (cited
    /// when a subtitle is drawn).
    private static func steppedSubtitle(_ size: Double, _ line: Double, _ spec: ButtonSpec, _ cited: inout Citations) -> (Double, Double) {
        let shared = SharedButtonTable.table(spec.generation)
        return (
            size - cited.cite("subtitleSizeStep", shared.subtitleSizeStep, when: spec.showsSubtitle),
            line - cited.cite("subtitleLineStep", shared.subtitleLineStep, when: spec.showsSubtitle))
    }

    /// On iOS, the subtitle is the next text style down from the size's own, scaled as the title is.
    private static func smallerStyle(title: Double, line: Double, base: TextStyleMetrics) -> (Double, Double) {
        let subtitleStyle = TextStyleMetrics(name: "", size: title, lineHeight: line).smaller
        let scale = title / base.size
        return ((subtitleStyle.size * scale * 2).rounded() / 2, (subtitleStyle.lineHeight * scale).rounded())
    }

    /// The figures every kind takes from the shared table.
    private static func common(
        _ spec: ButtonSpec, title: Double, line: Double, subtitle: (Double, Double), insets: Insets, minimumHeight: Double,
        cornerRadius: Double?, maxLines: Int, imagePadding: Double, tracks: Bool, _ cited: inout Citations
    ) -> KindMetrics {
        let shared = SharedButtonTable.table(spec.generation)
        return KindMetrics(
            titleSize: title, lineHeight: line, subtitleSize: subtitle.0, subtitleLineHeight: subtitle.1, insets: insets,
            edgeInsets: ContentInsets(insets), minimumHeight: minimumHeight, fixedHeight: nil, fixedWidth: nil, cornerRadius: cornerRadius, maxLines: maxLines,
            imagePadding: imagePadding, tracks: tracks,
            symbolBoxPerPointSize: spec.showsSymbol ? cited.cite("symbolBoxPerPointSize", shared.symbolBoxPerPointSize) : 0,
            subtitleGap: spec.showsTitleAndSubtitle ? cited.cite("subtitleGap", shared.subtitleGap) : 0,
            spinnerDiameter: spec.content.loading ? cited.cite("spinnerDiameter", shared.spinnerDiameter) : 0,
            citations: Citations())
    }

    private static func macPush(_ spec: ButtonSpec, _ cited: inout Citations) -> KindMetrics {
        let t = MacPushButtonTable.table(spec.generation)
        let size = cited.cite("fontSize", t.fontSize, spec.size)
        let line = (size * cited.cite("lineHeightPerPoint", t.lineHeightPerPoint)).rounded()
        let flexible = spec.style == .flexible
        let height = cited.cite("height", t.height, spec.size)
        let insets = Insets(
            vertical: flexible ? cited.cite("flexibleVerticalPadding", t.flexibleVerticalPadding) : 0,
            horizontal: cited.cite("horizontalPadding", t.horizontalPadding, spec.size))
        var m = common(
            spec, title: size, line: line, subtitle: steppedSubtitle(size, line, spec, &cited), insets: insets, minimumHeight: height,
            cornerRadius: cited.cite("cornerRadius", t.cornerRadius, spec.size), maxLines: flexible ? 2 : 1,
            imagePadding: imageGap(spec, t.imagePadding, &cited),
            tracks: true, &cited)
        m.fixedHeight = flexible ? nil : height
        if !flexible {
            // Half a cap height below the face's centre, less the measured optical lift.
            let lift = cited.cite("opticalLiftPerPoint", t.opticalLiftPerPoint)
            let capHeight = cited.cite("sfProCapHeightPerEm", TypographyTable.table(spec.generation).sfProCapHeightPerEm)
            m.baselineFromTop = height / 2 + capHeight * size / 2 - lift * size
        }
        return m
    }

    private static func watch(_ spec: ButtonSpec, _ shared: SharedButtonTable, _ cited: inout Citations) -> KindMetrics {
        let t = WatchButtonTable.table(spec.generation)
        let f = spec.textSize.scaleFactor
        let size = (cited.cite("fontSize", t.fontSize) * f * 2).rounded() / 2
        let line = (cited.cite("body", TypographyTable.table(spec.generation).body).lineHeight * f).rounded()
        let insets = Insets(vertical: cited.cite("verticalPadding", t.verticalPadding), horizontal: cited.cite("horizontalPadding", t.horizontalPadding))
        let radius = spec.scrolling ? cited.cite("scrollingCornerRadius", t.scrollingCornerRadius) : cited.cite("nonScrollingCornerRadius", t.nonScrollingCornerRadius)
        var m = common(
            spec, title: size, line: line, subtitle: steppedSubtitle(size, line, spec, &cited), insets: insets,
            minimumHeight: cited.cite("height", t.height), cornerRadius: radius, maxLines: 2,
            imagePadding: imageGap(spec, shared.imagePadding, &cited), tracks: false, &cited)
        if spec.sideBySide {
            let gap = cited.cite("pairGap", t.pairGap)
            m.pairGap = gap
            m.fixedWidth = (spec.watchWidth - gap) / 2
        } else {
            m.fixedWidth = spec.watchWidth
        }
        return m
    }

    private static func tv(_ spec: ButtonSpec, _ shared: SharedButtonTable, _ cited: inout Citations) -> KindMetrics {
        let t = TVButtonTable.table(spec.generation)
        // The focused button grows as a whole.
        let lift = spec.state == .focused ? cited.cite("focusScale", t.focusScale) : 1
        let size = cited.cite("fontSize", t.fontSize, spec.size) * lift
        let line = cited.cite("lineHeight", t.lineHeight, spec.size) * lift
        let base = cited.cite("insets", t.insets, spec.size)
        return common(
            spec, title: size, line: line, subtitle: steppedSubtitle(size, line, spec, &cited),
            insets: Insets(vertical: base.vertical * lift, horizontal: base.horizontal * lift),
            minimumHeight: cited.cite("height", t.height, spec.size) * lift, cornerRadius: cited.cite("cornerRadius", t.cornerRadius, spec.size) * lift,
            maxLines: 1, imagePadding: imageGap(spec, shared.imagePadding, &cited) * lift, tracks: true, &cited)
    }

    private static func vision(_ spec: ButtonSpec, _ shared: SharedButtonTable, _ cited: inout Citations) -> KindMetrics {
        let t = VisionButtonTable.table(spec.generation)
        let height = cited.cite("height", t.height, spec.size)
        let size = cited.cite("fontSize", t.fontSize, spec.size)
        let line = (size * cited.cite("lineHeightPerPoint", t.lineHeightPerPoint)).rounded()
        var m = common(
            spec, title: size, line: line, subtitle: steppedSubtitle(size, line, spec, &cited),
            insets: Insets(vertical: 0, horizontal: (height * cited.cite("paddingPerHeight", t.paddingPerHeight)).rounded()),
            minimumHeight: height, cornerRadius: nil, maxLines: 1, imagePadding: imageGap(spec, shared.imagePadding, &cited), tracks: true, &cited)
        m.fixedHeight = height
        m.iconOnlyIsCircle = true
        return m
    }

    private static func uikit(_ spec: ButtonSpec, _ cited: inout Citations) -> KindMetrics {
        let t = UIKitButtonTable.table(spec.generation)
        let base = cited.cite("titleStyle", t.titleStyle, spec.size)
        let style = base.scaled(spec.textSize)
        let line = style.size * cited.cite("lineHeightPerEm", t.lineHeightPerEm)
        let perHeight: Double?
        switch (spec.cornerStyle, spec.cornerRadius) {
        case (.small, nil): perHeight = cited.cite("smallCornerRadiusPerHeight", t.smallCornerRadiusPerHeight)
        case (.medium, nil): perHeight = cited.cite("mediumCornerRadiusPerHeight", t.mediumCornerRadiusPerHeight)
        case (.large, nil): perHeight = cited.cite("largeCornerRadiusPerHeight", t.largeCornerRadiusPerHeight)
        default: perHeight = nil
        }
        var m = common(
            spec, title: style.size, line: line, subtitle: smallerStyle(title: style.size, line: line, base: base),
            insets: cited.cite("insets", t.insets, spec.size), minimumHeight: 0,
            cornerRadius: perHeight == nil ? uikitCornerRadius(spec, t, &cited) : nil, maxLines: 1,
            imagePadding: imageGap(spec, t.imagePadding, &cited),
            tracks: true, &cited)
        m.cornerRadiusPerHeight = perHeight
        m.titleStyle = base.name
        m.ascenderPerEm = cited.cite("ascenderPerEm", t.ascenderPerEm)
        if spec.showsSymbol {
            m.symbolImageBoxPerPointSize = (
                cited.cite("symbolBoxWidthPerPointSize", t.symbolBoxWidthPerPointSize), cited.cite("symbolBoxHeightPerPointSize", t.symbolBoxHeightPerPointSize))
        }
        return m
    }

    private static func swiftUI(_ spec: ButtonSpec, _ shared: SharedButtonTable, _ cited: inout Citations) -> KindMetrics {
        let t = SwiftUIButtonTable.table(spec.generation)
        let f = spec.textSize.scaleFactor
        let base = cited.cite("titleStyle", t.titleStyle, spec.size)
        let style = base.scaled(spec.textSize)
        let insets = cited.cite("insets", t.insets, spec.size)
        let minimumHeight = cited.cite("minimumHeight", t.minimumHeight, spec.size)
        // The title is one line of the font's own height, not the text style's leading: the
        // regular size's 34.33 pt is Body's 20.29 pt line and its insets (iOS 18.5 and 26.2).
        let line = style.size * cited.cite("lineHeightPerEm", UIKitButtonTable.table(spec.generation).lineHeightPerEm)
        // Where a render shows the padding above and below stays at larger text, only smaller text scales it.
        let keeps = t.keepsVerticalInsetsAtLargerText.map { cited.cite("keepsVerticalInsetsAtLargerText", $0, when: f > 1) } ?? false
        let fv = keeps ? min(f, 1) : f
        var m = common(
            spec, title: style.size, line: line, subtitle: smallerStyle(title: style.size, line: line, base: base),
            insets: Insets(vertical: (insets.vertical * fv).rounded(), horizontal: (insets.horizontal * f).rounded()),
            // Not rounded at the default size: the measured 50.33 snaps to the pixel grid with the frame.
            minimumHeight: fv == 1 ? minimumHeight : (minimumHeight * fv).rounded(),
            cornerRadius: swiftUICornerRadius(spec, t, &cited), maxLines: 1, imagePadding: (imageGap(spec, shared.imagePadding, &cited) * f).rounded(),
            tracks: true, &cited)
        m.titleStyle = base.name
        return m
    }

    /// The gap between image and title, cited only when the button shows an image.
    private static func imageGap(_ spec: ButtonSpec, _ gap: Metric<Double>, _ cited: inout Citations) -> Double {
        cited.cite("imagePadding", gap, when: spec.showsSymbol || spec.content.loading)
    }

    /// The corner radius a spec's corner style asks for from UIKit; nil for a capsule. (The
    /// `.medium` style is a share of the height, made above.)
    private static func uikitCornerRadius(_ spec: ButtonSpec, _ t: UIKitButtonTable, _ cited: inout Citations) -> Double? {
        // The glass configurations' factory corner style is `.capsule`, not `.dynamic`.
        if spec.style.isGlass && spec.cornerStyle == .dynamic && spec.cornerRadius == nil {
            _ = cited.cite("glassCornerStyle", t.glassCornerStyle)
            return nil
        }
        switch spec.cornerStyle {
        case .dynamic, .fixed, .small, .medium, .large:
            if let given = spec.cornerRadius { return given }
            // Release 26: the background's radius, which the shape's half height limits.
            if let limit = t.dynamicCornerRadiusLimit { return cited.cite("dynamicCornerRadiusLimit", limit) }
            return cited.cite("dynamicCornerRadius", t.dynamicCornerRadius, spec.size).radius(at: spec.textSize)
        case .capsule: return nil
        }
    }

    /// The corner radius a spec's corner style asks for from SwiftUI; nil for a capsule.
    private static func swiftUICornerRadius(_ spec: ButtonSpec, _ t: SwiftUIButtonTable, _ cited: inout Citations) -> Double? {
        // The size's own radius: before 26 large and medium are rounded rectangles, the rest capsules.
        let dynamic: Double?
        switch spec.size {
        case .large: dynamic = t.largeDynamicCornerRadius.map { cited.cite("largeDynamicCornerRadius", $0) }
        case .medium: dynamic = t.mediumDynamicCornerRadius.map { cited.cite("mediumDynamicCornerRadius", $0) }
        default: dynamic = nil
        }
        switch spec.cornerStyle {
        case .dynamic: return spec.cornerRadius ?? dynamic.map { $0 * spec.textSize.scaleFactor }
        case .fixed: return spec.cornerRadius ?? dynamic
        case .small: return spec.cornerRadius ?? cited.cite("smallCornerRadius", t.smallCornerRadius)
        case .medium: return spec.cornerRadius ?? cited.cite("mediumCornerRadius", t.mediumCornerRadius)
        case .large: return spec.cornerRadius ?? cited.cite("largeCornerRadius", t.largeCornerRadius)
        case .capsule: return nil
        }
    }
}

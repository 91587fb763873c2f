import Foundation
import Testing
@testable import ButtonGeometry

/// Every published number the code uses (the Metrics and Their Sources article), checked against the layout (one table per platform).
@Suite struct MetricsTests {
    /// SwiftUI (`--framework swiftui`), the article's table: size -> (height at @2x, title size, line
    /// height, insets v x h, corner radius; nil = capsule). Large, measured from Apple's renders
    /// (calibration corpus): 50.33 pt, which is 101 px at @2x (the iOS 18 render: 151 px at
    /// @3x), and a continuous corner of 9.02 pt; medium (regular), cashapp's iOS 18.5 "Delete":
    /// Body on SF's own line, 34.33 pt (34.5 at @2x), a rounded rectangle of 7 pt.
    static let swiftUI: [(Size, Double, Double, Double, Insets, Double?)] = [
        (.small, 28, 15, 15 * 1.1934, Insets(vertical: 4, horizontal: 12), nil),
        (.medium, 34.5, 17, 17 * 1.1934, Insets(vertical: 7, horizontal: 12), 7),
        (.large, 50.5, 17, 17 * 1.1934, Insets(vertical: 14, horizontal: 20), 9.02),
    ]

    @Test(arguments: [Platform.iOS, .iPadOS])
    func swiftUISizes(platform: Platform) throws {
        for (size, height, titleSize, line, insets, radius) in Self.swiftUI {
            let l = try layout(ButtonSpec(platform: platform, style: .filled, size: size, content: Content(title: "Add to Cart"), framework: .swiftui))
            let shape = try #require(l.shape)
            #expect(shape.frame.points.height == height, "\(size)")
            #expect(l.title?.font.size == titleSize)
            #expect(l.title?.font.lineHeight == line)
            #expect(shape.frame.points.width == 11 * titleSize * 0.5 + 2 * insets.horizontal)
            if let radius {
                #expect(shape.kind == .roundedRect && shape.cornerRadius == radius && shape.cornerCurve == .continuous)
            } else {
                #expect(shape.kind == .capsule && shape.cornerRadius == height / 2)
            }
        }
    }

    /// UIKit's configurations as psharanda/NativeBook's iOS 17 renders show them at @3x
    /// (calibration corpus, `nativebook-*`), per content size: heights in pixels of filled
    /// medium "Rounded", gray large "Outline" and the tinted image-only "star" (width x height);
    /// the `.dynamic` radius in pixels (medium from the star, large from Outline); and the
    /// `.medium` style's radius in points (Rounded), each as `inspect` fits Core Animation's corner.
    static let uikit: [(DynamicTypeCategory, medium: Int, large: Int, star: (Int, Int), dynamic: (Double, Double), mediumStyle: Double)] = [
        (.xSmall, 93, 141, (141, 92), (15, 23), 5.424),
        (.medium, 100, 148, (151, 100), (17, 25), 5.832),
        (.large, 103, 151, (156, 103), (18, 26), 6.007),
        (.xLarge, 111, 159, (166, 110), (19, 29), 6.475),
        (.xxxLarge, 125, 173, (185, 125), (24, 35), 7.291),
    ]

    @Test(arguments: [Platform.iOS, .iPadOS])
    func uikitConfigurations(platform: Platform) throws {
        for (category, medium, large, star, dynamic, mediumStyle) in Self.uikit {
            func shape(_ style: Style, _ size: Size, _ content: Content, _ corner: CornerStyle = .dynamic) throws -> ShapeLayout {
                let spec = ButtonSpec(platform: platform, style: style, size: size, content: content, cornerStyle: corner, textSize: category, scale: 3)
                return try #require(try layout(spec).shape)
            }
            let rounded = try shape(.filled, .medium, Content(title: "Rounded"), .medium)
            #expect(rounded.frame.pixels.height == medium, "\(category)")
            #expect(abs(rounded.cornerRadius - mediumStyle) < 0.005, "\(category)")
            #expect(rounded.cornerCurve == .layer && rounded.kind == .roundedRect)
            let outline = try shape(.gray, .large, Content(title: "Outline"))
            #expect(outline.frame.pixels.height == large, "\(category)")
            #expect(abs(outline.cornerRadius * 3 - dynamic.1) < 1e-9, "\(category)")
            let icon = try shape(.tinted, .medium, Content(title: "", symbol: "star"))
            #expect(icon.frame.pixels.width == star.0 && icon.frame.pixels.height == star.1, "\(category)")
            #expect(abs(icon.cornerRadius * 3 - dynamic.0) < 1e-9, "\(category)")
            // Insets stay 12 and 20 pt at every size (the ink padding is constant from xs to xxxl):
            // the fixed measurer's "Rounded" is 7 glyphs of half the Body size.
            let body = category.bodySize
            #expect(rounded.frame.pixels.width == Int(((7 * body * 0.5 + 24) * 3 - 1e-9).rounded(.up)))
        }
    }

    @Test func iOSColors() throws {
        let filled = try layout(ButtonSpec(style: .filled))
        #expect(filled.title?.font.size == 17)  // UIKit's medium title is Body (NativeBook's cap heights)
        #expect(filled.shape?.fill?.rgba == RGBA(0, 122, 255))
        #expect(filled.title?.color.rgba == RGBA(255, 255, 255))
        let darkTinted = try layout(ButtonSpec(style: .tinted, appearance: .dark))
        #expect(darkTinted.shape?.fill?.rgba == RGBA(10, 132, 255, 64))  // measured: nativebook-star-dark
        // Measured: systemBlue over white seen as 209,231,255 is alpha 0.18 (46 of 255).
        #expect(try layout(ButtonSpec(style: .tinted)).shape?.fill?.rgba.alpha == 46)
        #expect(try layout(ButtonSpec(style: .gray)).shape?.fill?.rgba == RGBA(120, 120, 128, 41))  // nativebook-outline
        #expect(try layout(ButtonSpec(style: .plain)).shape == nil)
        #expect(try layout(ButtonSpec(style: .plain, buttonShapes: true)).shape?.fill != nil)
        #expect(try layout(ButtonSpec(style: .filled, role: .destructive)).shape?.fill?.rgba == RGBA(255, 59, 48))
        #expect(try layout(ButtonSpec(style: .filled, role: .primary)).title?.font.weight == .semibold)
        // Measured in light mode: seen as 233,233,234 over white and 194,194,196 over that.
        let disabled = try layout(ButtonSpec(style: .filled, state: .disabled))
        #expect(disabled.shape?.fill?.rgba == RGBA(120, 120, 128, 42))
        #expect(disabled.title?.color.rgba == RGBA(60, 60, 67, 58))
        let darkDisabled = try layout(ButtonSpec(style: .filled, state: .disabled, appearance: .dark))
        #expect(darkDisabled.shape?.fill?.rgba == RGBA(118, 118, 128, 61))  // tertiarySystemFill, dark
        #expect(darkDisabled.title?.color.rgba == RGBA(235, 235, 245, 76))  // tertiaryLabel, dark
        #expect(try layout(ButtonSpec(style: .filled, state: .highlighted)).shape?.fill?.rgba.alpha == 102)  // 0.4
        let focused = try layout(ButtonSpec(style: .filled, state: .focused))
        #expect(focused.focusRing?.color.rgba.alpha == 204)  // tint at 0.8
        #expect(focused.focusRing!.frame.points.x == focused.shape!.frame.points.x - 6.5)  // 3.5 pt out, 3 pt wide
        #expect(focused.focusRing!.cornerRadius == focused.shape!.cornerRadius + 6.5)
        #expect(try layout(ButtonSpec(platform: .tvOS, style: .gray, state: .focused)).focusRing == nil)
    }

    /// macOS faces: regular 20 pt with a circular 5.13 pt corner and its baseline 14.0 below the
    /// face's top (measured: AppKit's "Push Me"); the others WebKit's cells (15/18/28) less the
    /// point of shadow the regular cell holds; radii 2/2/7 and fonts 9/11/13/13 (macos_ui).
    @Test func macOSPushButtons() throws {
        let table: [(Size, Double, Double, Double)] = [(.mini, 14, 2, 9), (.small, 17, 2, 11), (.regular, 20, 5.13, 13), (.large, 27, 7, 13)]
        for (size, height, radius, font) in table {
            let l = try layout(ButtonSpec(platform: .macOS, style: .push, size: size, content: Content(title: "OK")))
            #expect(l.shape?.frame.points.height == height)
            #expect(l.shape?.cornerRadius == radius)
            #expect(l.title?.font.size == font)
        }
        let primary = try layout(ButtonSpec(platform: .macOS, style: .push, role: .primary))
        #expect(primary.shape?.gradient?.map(\.rgba) == [RGBA(39, 125, 255), RGBA(1, 101, 255)])
        let flexible = try layout(ButtonSpec(platform: .macOS, style: .flexible, content: Content(title: "Two\nLines")))
        #expect(flexible.title?.lines.count == 2)
        #expect(flexible.shape!.frame.points.height > 21)
        #expect(flexible.shape?.cornerRadius == 5.13)
        let push = try layout(ButtonSpec(platform: .macOS, style: .push, content: Content(title: "Push Me")))
        let face = try #require(push.shape)
        #expect(face.cornerCurve == .circular)
        #expect(abs(try #require(push.title?.lines.first).baseline - face.frame.points.y - 14.0) < 0.01)
        #expect(face.border?.outside == true && face.border?.width == 0.5)
        #expect(push.shadow?.offsetY == 0.5 && face.frame.points.y == 3)  // room for the shadow
        #expect(try layout(ButtonSpec(platform: .macOS, content: Content(title: "Edit", ellipsis: true))).title?.text == "Edit…")
        let help = try layout(ButtonSpec(platform: .macOS, style: .help))
        #expect(help.shape?.kind == .circle && help.shape?.frame.points.width == 20)
        #expect(help.title?.text == "?")
        let image = try layout(ButtonSpec(platform: .macOS, style: .image, content: Content(title: "", symbol: "photo")))
        #expect(image.shape == nil)
        #expect(image.symbol!.frame.points.x - image.hitTarget.points.x == 10)
        // HIG: about 10 of padding around the image, the label below the (invisible) button;
        // the label's line box 4 pt below that edge is ours: 14 from the image to the label.
        let labelled = try layout(ButtonSpec(platform: .macOS, style: .image, content: Content(title: "Photos", symbol: "photo")))
        #expect(labelled.sizing?.insets == Insets(vertical: 10, horizontal: 10) && labelled.sizing?.frame.width == 52)
        #expect(labelled.title!.frame.points.y - labelled.symbol!.frame.points.maxY == 14)
        #expect(labelled.title!.frame.points.y - labelled.sizing!.frame.maxY == MacImageButtonTable.table(.guidelines).labelGap.value)
    }

    /// The HIG: watchOS corner radius 22 in non-scrolling views, 9 in scrolling ones.
    @Test func watchOS() throws {
        let fixed = try layout(ButtonSpec(platform: .watchOS, style: .gray))
        #expect(fixed.shape?.cornerRadius == 22)
        let scrolling = try layout(ButtonSpec(platform: .watchOS, style: .gray, scrolling: true))
        #expect(scrolling.shape?.cornerRadius == 9)
        #expect(fixed.shape?.frame.points.width == 198)
        let one = try layout(ButtonSpec(platform: .watchOS, content: Content(title: "Reply")))
        let two = try layout(ButtonSpec(platform: .watchOS, content: Content(title: "Reply to everyone in the thread")))
        #expect(two.title?.lines.count == 2)
        #expect(one.shape?.frame.points.height == 52 && two.shape?.frame.points.height == 52)
        let pair = try layout(ButtonSpec(platform: .watchOS, content: Content(title: "", symbol: "checkmark"), sideBySide: true))
        #expect(pair.shape?.frame.points.width == 95)
        #expect(pair.companion?.shape?.frame.points.height == pair.shape?.frame.points.height)
        #expect(pair.canvas.points.width == 198)
    }

    /// watchOS's interface is always dark; visionOS glass takes the dark colors (ours). Their
    /// specs default to it, in code and in JSON, and light is refused; the others default to light.
    @Test func oneAppearancePlatforms() throws {
        for platform in Platform.allCases {
            let fixed = platform == .watchOS || platform == .visionOS
            #expect(ButtonSpec(platform: platform).appearance == (fixed ? .dark : .light), "\(platform)")
            let decoded = try JSONDecoder().decode(ButtonSpec.self, from: Data(#"{"platform":"\#(platform.rawValue)"}"#.utf8))
            #expect(decoded.appearance == (fixed ? .dark : .light))
            if fixed {
                #expect(throws: SpecError.appearanceNotOnPlatform(.light, platform)) { try ButtonLayout.validate(ButtonSpec(platform: platform, appearance: .light)) }
            } else {
                try ButtonLayout.validate(ButtonSpec(platform: platform, appearance: .light))
            }
        }
    }

    @Test func visionOSAndTVOS() throws {
        let table: [(Size, Double)] = [(.mini, 28), (.small, 32), (.regular, 44), (.large, 52), (.extraLarge, 64)]
        for (size, height) in table {
            let l = try layout(ButtonSpec(platform: .visionOS, style: .gray, size: size))
            #expect(l.shape?.frame.points.height == height)
            #expect(l.hitTarget.points.height >= 60 && l.hitTarget.points.width >= 60)
        }
        let icon = try layout(ButtonSpec(platform: .visionOS, style: .gray, content: Content(title: "", symbol: "plus")))
        #expect(icon.shape?.kind == .circle)
        let tv = try layout(ButtonSpec(platform: .tvOS, style: .gray))
        let tvFocused = try layout(ButtonSpec(platform: .tvOS, style: .gray, state: .focused))
        #expect(tvFocused.shape!.frame.points.height > tv.shape!.frame.points.height * 1.09)
        #expect(tvFocused.shadow != nil && tvFocused.shape?.fill?.rgba == RGBA(255, 255, 255))
    }

    @Test func hitTargetIsAtLeast44() throws {
        for platform in [Platform.iOS, .macOS, .watchOS, .tvOS] {
            // The glass styles exist from release 26 on; clear glass is refused there (unmeasured).
            for style in platform.styles where style != .clearGlass && style != .prominentClearGlass {
                for size in platform.sizes(for: style) {
                    let title = style.takesTitle ? "OK" : ""
                    let l = try layout(ButtonSpec(
                        platform: platform, style: style, size: size, content: Content(title: title, symbol: style == .switch ? nil : "plus"),
                        osVersion: style.isGlass ? .liquidGlass : nil))
                    #expect(l.hitTarget.points.width >= 44 && l.hitTarget.points.height >= 44, "\(platform) \(style) \(size)")
                    if let shape = l.shape ?? l.switchControl?.track {
                        #expect(l.hitTarget.points.midX == shape.frame.points.midX)
                        #expect(l.hitTarget.points.midY == shape.frame.points.midY)
                    }
                }
            }
        }
    }

    @Test func dynamicTypeGrowsTextInsetsAndRadius() throws {
        let normal = try layout(ButtonSpec(style: .filled, size: .large, framework: .swiftui))
        let ax3 = try layout(ButtonSpec(style: .filled, size: .large, textSize: .accessibility3, framework: .swiftui))
        #expect(ax3.title!.font.size == 40)  // Body at AX3 (the HIG's Typography tables)
        #expect(ax3.shape!.cornerRadius > normal.shape!.cornerRadius)
        #expect(ax3.shape!.frame.points.height > normal.shape!.frame.points.height)
        #expect(ax3.title!.frame.points.x - ax3.shape!.frame.points.x > normal.title!.frame.points.x - normal.shape!.frame.points.x)
    }

    @Test func rightToLeftMirrorsTheImage() throws {
        let content = Content(title: "Add", symbol: "cart")
        let ltr = try layout(ButtonSpec(content: content))
        let rtl = try layout(ButtonSpec(content: content, direction: .rightToLeft))
        #expect(ltr.symbol!.frame.points.x < ltr.title!.frame.points.x)
        #expect(rtl.symbol!.frame.points.x > rtl.title!.frame.points.x)
    }

    @Test func framesSnapToThePixelGrid() throws {
        for scale in [1.0, 2, 3] {
            let l = try layout(ButtonSpec(style: .filled, content: Content(title: "Snap me"), scale: scale))
            let r = l.shape!.frame.points
            for edge in [r.x, r.y, r.maxX, r.maxY] { #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-9) }
            #expect(l.shape!.frame.pixels.width == Int((r.width * scale).rounded()))
        }
    }

    @Test func truncatesWhenTheWidthIsTooNarrow() throws {
        let l = try layout(ButtonSpec(content: Content(title: "A very long title indeed"), width: 100))
        #expect(l.title!.truncated && l.title!.text.hasSuffix("…"))
        #expect(l.title!.lines[0].width <= 100 - 40)
    }

    /// A loading button keeps its resting size unless the loading content needs more room.
    @Test func loadingKeepsItsSize() throws {
        let resting = try layout(ButtonSpec(content: Content(title: "Checkout now please")))
        let short = try layout(ButtonSpec(content: Content(title: "Checkout now please", loading: true, loadingTitle: "Wait")))
        #expect(short.shape!.frame == resting.shape!.frame)
        let long = try layout(ButtonSpec(content: Content(title: "Pay", loading: true, loadingTitle: "Checking out...")))
        let pay = try layout(ButtonSpec(content: Content(title: "Pay")))
        #expect(long.shape!.frame.points.width > pay.shape!.frame.points.width)
        let spinner = long.spinner!.frame.points, title = long.title!.frame.points
        // UIKit's imagePadding is 0 unless set (NativeBook's bell sits right on its title).
        #expect(abs(spinner.maxX - title.x) < 1e-9)
        let content = spinner.maxX - spinner.x + title.width
        #expect(abs(long.shape!.frame.points.width - (content + 40)) < 0.5)  // large insets 20 + 20
    }

    /// Every kind's layout survives encoding and decoding unchanged.
    @Test func everyKindRoundTripsThroughJSON() throws {
        var specs: [ButtonSpec] = []
        for platform in Platform.allCases {
            for style in platform.styles where style != .clearGlass && style != .prominentClearGlass {
                specs.append(ButtonSpec(
                    platform: platform, style: style, content: Content(title: style.takesTitle ? "OK" : "", symbol: style == .switch ? nil : "plus"),
                    osVersion: style.isGlass ? .liquidGlass : nil))
            }
            specs.append(ButtonSpec(platform: .iOS, style: .filled, osVersion: OSVersion(major: 18, minor: 5)))
        }
        specs.append(ButtonSpec(platform: .watchOS, sideBySide: true))
        specs.append(ButtonSpec(platform: .tvOS, style: .gray, state: .focused))
        specs.append(ButtonSpec(state: .focused, content: Content(title: "Pay", loading: true)))
        specs.append(ButtonSpec(style: .switch, state: .disabled, value: .off, onOffLabels: true))
        specs.append(ButtonSpec(platform: .macOS, style: .switch, size: .mini, appearance: .dark, value: .off))
        specs.append(ButtonSpec(platform: .macOS, style: .gradient, content: Content(title: "", symbol: "plus"), value: .on))
        for spec in specs {
            let l = try layout(spec)
            #expect(try JSONDecoder().decode(ButtonLayout.self, from: JSONEncoder().encode(l)) == l, "\(spec.platform) \(spec.style)")
        }
    }

    @Test func layoutRoundTripsThroughJSON() throws {
        let l = try layout(ButtonSpec(role: .primary, content: Content(title: "Checkout", subtitle: "3 items", loading: true, loadingTitle: "Checking out...")))
        let data = try JSONEncoder().encode(l)
        #expect(try JSONDecoder().decode(ButtonLayout.self, from: data) == l)
        #expect(l.spinner != nil && l.symbol == nil && l.title?.text == "Checking out...")
    }

    @Test func specDecodesWithDefaults() throws {
        let spec = try JSONDecoder().decode(ButtonSpec.self, from: Data(#"{"style":"tinted","size":"small","role":["primary"]}"#.utf8))
        #expect(spec == ButtonSpec(style: .tinted, size: .small, role: .primary))
        let mac = try JSONDecoder().decode(ButtonSpec.self, from: Data(#"{"platform":"macos"}"#.utf8))
        #expect(mac.style == .push && mac.size == .regular)
    }
}

@Suite struct RefusalTests {
    @Test func destructivePrimaryIsRefused() {
        #expect(throws: SpecError.destructivePrimary) { try layout(ButtonSpec(roles: [.destructive, .primary])) }
        #expect(throws: SpecError.destructivePrimary) { try layout(ButtonSpec(platform: .macOS, roles: [.destructive, .primary])) }
        #expect(SpecError.destructivePrimary.description.contains("Don't assign the primary role"))
    }

    @Test func titleOnGradientIsRefused() throws {
        // Kinds that take no text: no default title, and a title is refused naming the guideline.
        #expect(try layout(ButtonSpec(platform: .macOS, style: .gradient, content: Content(symbol: "plus"))).title == nil)
        #expect(throws: SpecError.titleOnTextlessButton(.gradient)) {
            try layout(ButtonSpec(platform: .macOS, style: .gradient, content: Content(title: "Add", symbol: "plus")))
        }
        for style in [Style.info, .close, .contactAdd] {
            #expect(try layout(ButtonSpec(style: style)).title == nil)
            #expect(throws: SpecError.titleOnTextlessButton(style)) { try layout(ButtonSpec(style: style, content: Content(title: "Hi"))) }
        }
        #expect(throws: SpecError.titleOnTextlessButton(.help)) { try layout(ButtonSpec(platform: .macOS, style: .help, content: Content(title: "Hi"))) }
        #expect(throws: Never.self) { try layout(ButtonSpec(platform: .macOS, style: .gradient, content: Content(title: "", symbol: "plus"))) }
    }

    @Test func styleAndSizeMustExistOnThePlatform() {
        #expect(throws: SpecError.styleNotOnPlatform(.push, .iOS)) { try layout(ButtonSpec(platform: .iOS, style: .push)) }
        #expect(throws: SpecError.styleNotOnPlatform(.filled, .macOS)) { try layout(ButtonSpec(platform: .macOS, style: .filled)) }
        #expect(throws: SpecError.sizeNotOnPlatform(.medium, .macOS)) { try layout(ButtonSpec(platform: .macOS, size: .medium)) }
        #expect(SpecError.styleNotOnPlatform(.push, .iOS).description.contains("valid styles: filled, tinted, gray, plain, info, close, contact-add"))
    }

    @Test func valuesOutOfRange() {
        #expect(throws: SpecError.invalidScale(0)) { try layout(ButtonSpec(scale: 0)) }
        #expect(throws: SpecError.invalidSpinnerFrame(8)) { try layout(ButtonSpec(spinnerFrame: 8)) }
        #expect(throws: SpecError.invalidDimension(name: "width", value: -3)) { try layout(ButtonSpec(width: -3)) }
    }
}

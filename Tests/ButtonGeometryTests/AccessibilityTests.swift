import Testing
@testable import ButtonGeometry

/// The accessibility report against numbers from outside the code: WCAG 2.x ratios worked by
/// hand (and quoted in the accessibility issue), Apple's thresholds, AccessibilitySnapshot's
/// legend wording (cashapp/AccessibilitySnapshot at 5b03db81f49275312ea1a56914dbe9aa1608e3f0,
/// en.lproj/Localizable.strings: "Dimmed.", "Switch Button.", "On.", "Off.").
@Suite struct AccessibilityTests {
    /// White on systemBlue is 4.02:1 (L = 0.2114: (1.05) / (0.2614)); on #0040DD, systemBlue's
    /// increased-contrast value, 7.56:1; on systemYellow #FFCC00, 1.51:1.
    @Test func contrastRatiosMatchWCAG() throws {
        #expect(abs(AccessibilityReport.contrast(.white, RGBA(0, 122, 255)) - 4.02) < 0.005)
        #expect(abs(AccessibilityReport.contrast(.white, RGBA(0, 64, 221)) - 7.56) < 0.005)
        #expect(abs(AccessibilityReport.contrast(.white, RGBA(255, 204, 0)) - 1.51) < 0.005)
        #expect(AccessibilityReport.contrast(.white, .black) == 21)
        #expect(AccessibilityReport.contrast(RGBA(119, 119, 119), RGBA(119, 119, 119)) == 1)
        // #767676 on white is the well-known 4.54:1, the lightest gray that passes AA.
        #expect(abs(AccessibilityReport.contrast(RGBA(118, 118, 118), .white) - 4.54) < 0.005)
    }

    @Test func filledLargeAsksFor4point5AndFails() throws {
        let r = try layout(ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"))).accessibilityReport()
        let label = try #require(r.labelContrast)
        #expect(abs(label.ratio - 4.02) < 0.005 && label.minimum == 4.5 && !label.meets && label.textSize == 17)
        #expect(!r.passes)
        #expect(r.voiceOver == "Add to Cart. Button.")
        #expect(r.hitTarget.judged && r.hitTarget.meets && r.hitTarget.minimum == 44)
    }

    /// From 18 pt the minimum is 3:1: at xxxl UIKit's title is 23 pt, and 4.02:1 passes.
    @Test func largeTextAsksFor3() throws {
        let r = try layout(ButtonSpec(style: .filled, size: .large, textSize: .xxxLarge)).accessibilityReport()
        let label = try #require(r.labelContrast)
        #expect(label.textSize >= 18 && label.minimum == 3 && label.meets && r.passes)
    }

    @Test func aDisabledButtonIsExemptAndDimmed() throws {
        let r = try layout(ButtonSpec(style: .filled, state: .disabled, content: Content(title: "Pay"))).accessibilityReport()
        #expect(r.labelContrast?.exempt != nil && r.labelContrast?.meets == true)
        #expect(r.voiceOver == "Pay. Dimmed. Button.")
    }

    @Test func anImageOnlyButtonIsJudgedByItsSymbol() throws {
        let r = try layout(ButtonSpec(style: .tinted, size: .medium, content: Content(title: "", symbol: "cart.badge.plus"))).accessibilityReport()
        #expect(r.voiceOver == "cart badge plus. Button.")
        #expect(r.labelContrast?.symbol == true && r.labelContrast?.minimum == 3)
        #expect(r.shapeContrast?.required == false)
    }

    @Test func aSwitchSaysSwitchButtonAndItsState() throws {
        #expect(try layout(ButtonSpec(style: .switch, value: .on)).accessibilityReport().voiceOver == "Switch Button. On.")
        #expect(try layout(ButtonSpec(style: .switch, value: .off)).accessibilityReport().voiceOver == "Switch Button. Off.")
        #expect(try layout(ButtonSpec(style: .switch, state: .disabled)).accessibilityReport().voiceOver == "Dimmed. Switch Button. On.")
    }

    /// 44 x 44 pt (60 x 60 on visionOS); macOS, used with a pointer, is reported, not judged.
    @Test func hitTargets() throws {
        let vision = try layout(ButtonSpec(platform: .visionOS, style: .filled)).accessibilityReport()
        #expect(vision.hitTarget.minimum == 60 && vision.hitTarget.judged)
        let mac = try layout(ButtonSpec(platform: .macOS, style: .push, size: .mini)).accessibilityReport()
        #expect(!mac.hitTarget.judged && mac.hitTarget.meets)
    }

    /// Increase Contrast: systemBlue becomes #0040DD (the figure; Flutter's
    /// `CupertinoColors.systemBlue.highContrastColor`), and white on it is 7.56:1, which passes.
    @Test func increaseContrastDrawsSystemBlueAs0040DDAndPasses() throws {
        let l = try layout(ButtonSpec(style: .filled, size: .large, increaseContrast: true))
        #expect(l.shape?.fill?.rgba == RGBA(0, 64, 221))
        let r = l.accessibilityReport()
        #expect(abs((r.labelContrast?.ratio ?? 0) - 7.56) < 0.005 && r.passes)
        // Dark: #409CFF. The gray style's fill strengthens too: secondarySystemFill at alpha
        // 61 (0.24) instead of 41 (Flutter's highContrastColor, 120,120,128).
        #expect(try layout(ButtonSpec(style: .filled, appearance: .dark, increaseContrast: true)).shape?.fill?.rgba == RGBA(64, 156, 255))
        #expect(try layout(ButtonSpec(style: .gray, increaseContrast: true)).shape?.fill?.rgba == RGBA(120, 120, 128, 61))
        // A custom tint has no increased-contrast value: it stays as given.
        #expect(try layout(ButtonSpec(style: .filled, tint: .custom(RGBA(255, 204, 0)), increaseContrast: true)).shape?.fill?.rgba == RGBA(255, 204, 0))
        // Destructive red, the switch's green: every system color takes its value.
        #expect(try layout(ButtonSpec(style: .filled, roles: [.destructive], increaseContrast: true)).shape?.fill?.rgba == RGBA(215, 0, 21))
        #expect(try layout(ButtonSpec(style: .switch, increaseContrast: true)).switchControl?.track.fill?.rgba == RGBA(36, 138, 61))
    }

    /// Bold Text: two steps heavier on SF's weight scale, so regular becomes semibold and the
    /// primary role's semibold becomes bold (heavy clamped to the heaviest shipped weight).
    @Test func boldTextMakesLabelsHeavier() throws {
        #expect(try layout(ButtonSpec(style: .filled, boldText: true)).title?.font.weight == .semibold)
        #expect(try layout(ButtonSpec(style: .filled, roles: [.primary], boldText: true)).title?.font.weight == .bold)
        #expect(try layout(ButtonSpec(style: .filled)).title?.font.weight == .regular)
        #expect(FontWeight.regular.withBoldText == .semibold && FontWeight.medium.withBoldText == .bold)
    }

    /// An enabled switch has VoiceOver's default hint; a button and a dimmed switch have none.
    @Test func aSwitchHasItsToggleHint() throws {
        #expect(try layout(ButtonSpec(style: .switch)).accessibilityReport().voiceOverHint == "Double tap to toggle setting.")
        #expect(try layout(ButtonSpec(style: .switch, state: .disabled)).accessibilityReport().voiceOverHint == nil)
        #expect(try layout(ButtonSpec(style: .filled)).accessibilityReport().voiceOverHint == nil)
    }

    /// A background given for the judgement: a plain button's label against it.
    @Test func aGivenBackdropIsWhatThePlainLabelIsJudgedOn() throws {
        let l = try layout(ButtonSpec(style: .plain))
        let r = AccessibilityReport(l, backdrop: RGBA(0, 0, 0))
        #expect(r.backdrop == "#000000" && r.labelContrast?.behind == "#000000")
        #expect(abs((r.labelContrast?.ratio ?? 0) - AccessibilityReport.contrast(RGBA(0, 122, 255), .black)) < 1e-9)
    }

    /// VoiceOver speaks the accessibility label, which defaults to the whole title: not the
    /// truncated line drawn, and a line break read as a space.
    @Test func voiceOverSpeaksTheWholeTitleOnOneLine() throws {
        let cut = try layout(ButtonSpec(content: Content(title: "Continue to checkout"), width: 60))
        #expect(cut.title?.truncated == true)
        #expect(cut.accessibilityReport().voiceOver == "Continue to checkout. Button.")
        let twoLines = try layout(ButtonSpec(platform: .watchOS, style: .gray, content: Content(title: "Two\nlines")))
        #expect(twoLines.title?.lines.count == 2)
        #expect(twoLines.accessibilityReport().voiceOver == "Two lines. Button.")
        // A kind without a title is read as drawn: the help button's question mark.
        #expect(try layout(ButtonSpec(platform: .macOS, style: .help)).accessibilityReport().voiceOver == "?. Button.")
    }

    /// A watch button's size changes nothing, so any but the default is refused, naming why.
    @Test func aSizeOnWatchOSIsRefused() throws {
        for size in [Size.small, .medium] {
            let error = #expect(throws: SpecError.self) { try ButtonLayout.validate(ButtonSpec(platform: .watchOS, size: size)) }
            #expect(error?.description == "size \(size.rawValue) has no effect here: a watchOS button takes the screen's width (watch width, side by side) and one height, whatever the size; leave the size out")
        }
        try ButtonLayout.validate(ButtonSpec(platform: .watchOS))
    }
}

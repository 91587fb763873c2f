import ButtonGeometry
import Foundation
import Graphics
import Raster
import Testing
@testable import ButtonRender

/// A button configuration's fields, each measured in the pixels drawn: the stroke's width, the
/// foreground's and background's colours, the title's cap height against its text style's size,
/// the image padding, the content insets and the title alignment. The expected figures come from
/// Apple (text style sizes, SF Pro's cap height, what UIKit 26.1 reported for content insets) or
/// from the font file itself, not from the layout under test.
@Suite struct ButtonConfigurationTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    /// Rows (or columns) of a frame whose pixel passes `ink`, counted along a line.
    func run(_ image: Pixmap, from start: (Int, Int), step: (Int, Int), count: Int, while ink: (RGBA) -> Bool) -> Int {
        var n = 0
        var (x, y) = start
        while n < count, x >= 0, y >= 0, x < image.width, y < image.height, ink(image[x, y].straight) {
            n += 1
            x += step.0
            y += step.1
        }
        return n
    }

    /// The ink box of pixels that differ from `background` by more than half in any channel, in `frame`.
    func inkBox(_ image: Pixmap, in f: PixelRect, differingFrom background: RGBA) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
        var box: (Int, Int, Int, Int)?
        for y in max(0, f.y)..<min(image.height, f.y + f.height) {
            for x in max(0, f.x)..<min(image.width, f.x + f.width) {
                let p = image[x, y].straight
                let d = max(abs(Int(p.red) - Int(background.red)), abs(Int(p.green) - Int(background.green)), abs(Int(p.blue) - Int(background.blue)))
                guard d > 127 else { continue }
                box = box.map { (min($0.0, x), max($0.1, x), min($0.2, y), max($0.3, y)) } ?? (x, x, y, y)
            }
        }
        return box.map { (minX: $0.0, maxX: $0.1, minY: $0.2, maxY: $0.3) }
    }

    /// A 2 pt stroke at @3x is 6 px of the stroke's colour inside the shape's edge, then the fill.
    @Test func theStrokeIsItsWidthInsideTheEdge() throws {
        var spec = ButtonSpec(style: .filled, size: .large, scale: 3)
        (spec.baseBackgroundColor, spec.strokeWidth, spec.strokeColor) = (ColorSet("#FFFFFF"), 2, ColorSet("#FF0000"))
        let (image, layout) = try renderer.render(spec, background: RGBA(0, 0, 0))
        let f = try #require(layout.shape).frame.pixels
        let red = run(image, from: (f.x, f.y + f.height / 2), step: (1, 0), count: 40) { $0.red > 250 && $0.green < 5 && $0.blue < 5 }
        #expect(red == 6)
        let p = image[f.x + 6, f.y + f.height / 2].straight
        #expect(p.red == 255 && p.green == 255 && p.blue == 255, "the fill begins after the stroke: \(p)")
    }

    /// The foreground colour is the label's: the title's solid ink is exactly it, light or dark;
    /// a light/dark pair for the background gives each appearance its own fill.
    @Test func foregroundAndBackgroundPairsAreDrawnPerAppearance() throws {
        for (appearance, fill) in [(Appearance.light, RGBA(0x5E, 0x2C, 0xA5)), (.dark, RGBA(0x9D, 0x6B, 0xE0))] {
            var spec = ButtonSpec(style: .filled, size: .large, appearance: appearance, content: Content(title: "I"), scale: 3)
            spec.baseBackgroundColor = ColorSet("#5E2CA5/#9D6BE0")
            spec.baseForegroundColor = ColorSet("#00FF00/#FFFF00")
            let (image, layout) = try renderer.render(spec)
            let f = try #require(layout.shape).frame.pixels
            let edge = image[f.x + 6, f.y + f.height / 2].straight
            #expect((edge.red, edge.green, edge.blue) == (fill.red, fill.green, fill.blue), "\(appearance) fill \(edge)")
            let t = try #require(layout.title).frame.pixels
            let stem = image[t.x + t.width / 2, t.y + t.height / 2].straight
            let label: (UInt8, UInt8, UInt8) = appearance == .light ? (0, 255, 0) : (255, 255, 0)
            #expect((stem.red, stem.green, stem.blue) == label, "\(appearance) label \(stem)")
        }
    }

    /// The tinted configuration shows its base background at its own opacity, as it shows a tint.
    @Test func theTintedStyleTransformsItsBaseBackground() throws {
        var spec = ButtonSpec(style: .tinted, size: .large, scale: 2)
        spec.baseBackgroundColor = ColorSet("#FF0000")
        let (image, layout) = try renderer.render(spec, background: RGBA(255, 255, 255))
        let f = try #require(layout.shape).frame.pixels
        let p = image[f.x + 8, f.y + f.height / 2].straight
        // Red at the tinted opacity over white: the green and blue show the white through it.
        #expect(p.red == 255 && p.green > 180 && p.green == p.blue, "\(p)")
    }

    /// A text style sets the title's size: Title 1 is 28 pt (the guidelines' typography), and an
    /// H's ink is SF Pro's cap height (0.705 em, Apple's font) of it; with the largest
    /// accessibility size it grows with Dynamic Type. A font file is drawn as it is: Inter's own
    /// capitals are 2048/2816 em tall (its OS/2 and head tables, read outside this code).
    @Test func theTitleFontsCapHeightIsItsSize() throws {
        func capHeight(_ spec: ButtonSpec) throws -> Int {
            let (image, layout) = try renderer.render(spec, background: RGBA(255, 255, 255))
            let title = try #require(layout.title)
            let box = try #require(inkBox(image, in: title.frame.pixels, differingFrom: RGBA(255, 255, 255)))
            return box.maxY - box.minY + 1
        }
        var spec = ButtonSpec(style: .plain, size: .large, content: Content(title: "H"), scale: 2)
        spec.baseForegroundColor = ColorSet("#000000")
        spec.textStyle = .title1
        #expect(abs(Double(try capHeight(spec)) - 28 * 0.705 * 2) <= 1)
        spec.textStyle = .caption2
        #expect(abs(Double(try capHeight(spec)) - 11 * 0.705 * 2) <= 1)
        // A size given with a style is its size at the default Dynamic Type size.
        spec.textStyle = .body
        spec.fontSize = 40
        #expect(abs(Double(try capHeight(spec)) - 40 * 0.705 * 2) <= 1)
        spec.textStyle = nil
        spec.fontFile = Self.fontsFolder.appendingPathComponent("Inter-Regular.otf").path
        #expect(abs(Double(try capHeight(spec)) - 40 * 2048 / 2816 * 2) <= 1)
    }

    static let fontsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    /// The image padding is the ink gap's change: 16 pt more padding moves the title 32 px at @2x.
    @Test func theImagePaddingSeparatesSymbolAndTitle() throws {
        func titleLeft(_ padding: Double) throws -> Int {
            var spec = ButtonSpec(style: .plain, size: .large, content: Content(title: "H", symbol: "plus"), scale: 2)
            (spec.imagePadding, spec.baseForegroundColor) = (padding, ColorSet("#000000"))
            let (image, layout) = try renderer.render(spec, background: RGBA(255, 255, 255))
            let (titleFrame, symbolFrame) = (try #require(layout.title).frame.pixels, try #require(layout.symbol).frame.pixels)
            let title = try #require(inkBox(image, in: titleFrame, differingFrom: RGBA(255, 255, 255)))
            let symbol = try #require(inkBox(image, in: symbolFrame, differingFrom: RGBA(255, 255, 255)))
            return title.minX - symbol.maxX
        }
        #expect(try titleLeft(20) - titleLeft(4) == 32)
        // UIKit's own padding is 0 (`UIButton.Configuration.imagePadding`'s default), so 0 given
        // is the button as it is without one.
        var spec = ButtonSpec(style: .plain, size: .large, content: Content(title: "H", symbol: "plus"), scale: 2)
        let unset = try renderer.render(spec).image
        spec.imagePadding = 0
        #expect(try renderer.render(spec).image == unset)
    }

    /// Content insets set the size: UIKit 26.1 reported a button with insets 3, 20, 7, 4 as 30.33
    /// pt tall (its 17 pt title's line, 20.33, plus 3 and 7: Vercantez/openuikit,
    /// uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json at 3ac404f8, "contentInsets"
    /// "asym"), and its title 20 pt from the leading edge where the medium size's is 12.
    @Test func contentInsetsSetTheSizeAndPlaceTheTitle() throws {
        func measure(_ insets: ContentInsets?) throws -> (height: Int, titleLeft: Int) {
            var spec = ButtonSpec(style: .filled, size: .medium, content: Content(title: "HHHHHHHH"), scale: 3)
            spec.contentInsets = insets
            let (image, layout) = try renderer.render(spec, background: RGBA(255, 255, 255))
            let f = try #require(layout.shape).frame.pixels
            // The fill's rows 12 pt in (clear of the continuous corner's 1.53 radii and of the
            // title), and the title's ink from the shape's left edge.
            let column = f.x + 36
            let fill = image[column, f.y + f.height / 2].straight
            var rows = 0
            for y in 0..<image.height where image[column, y].straight == fill { rows += 1 }
            let titleFrame = try #require(layout.title).frame.pixels
            let ink = try #require(inkBox(image, in: titleFrame, differingFrom: fill))
            return (rows, ink.minX - f.x)
        }
        let uikit = try measure(ContentInsets(top: 3, leading: 20, bottom: 7, trailing: 4))
        let medium = try measure(nil)
        #expect(uikit.height == 91, "30.33 pt at @3x")
        #expect(uikit.titleLeft - medium.titleLeft == 24, "8 pt further in at @3x")
    }

    /// Leading alignment lines the subtitle up with the title's start; the default centres it.
    @Test func theTitleAlignmentLinesUpTitleAndSubtitle() throws {
        func lefts(_ alignment: TitleAlignment?) throws -> (title: Int, subtitle: Int) {
            var spec = ButtonSpec(style: .plain, size: .large, content: Content(title: "HHHHHH", subtitle: "H"), scale: 2)
            (spec.titleAlignment, spec.baseForegroundColor) = (alignment, ColorSet("#000000"))
            let (image, layout) = try renderer.render(spec, background: RGBA(255, 255, 255))
            let white = RGBA(255, 255, 255)
            let (titleFrame, subtitleFrame) = (try #require(layout.title).frame.pixels, try #require(layout.subtitle).frame.pixels)
            let t = try #require(inkBox(image, in: titleFrame, differingFrom: white))
            let s = try #require(inkBox(image, in: subtitleFrame, differingFrom: white))
            return (t.minX, s.minX)
        }
        let leading = try lefts(.leading)
        #expect(abs(leading.title - leading.subtitle) <= 2)
        let centred = try lefts(nil)
        #expect(centred.subtitle - centred.title > 20)
    }

    /// A watchOS pair names each button's title: the second shape holds the second title's ink,
    /// and both shapes share one height.
    @Test func aWatchPairTakesATitlePerButton() throws {
        let spec = ButtonSpec(platform: .watchOS, content: Content(title: "Cancel", pairTitle: "Continue to the next step"), sideBySide: true)
        let layout = try renderer.layout(spec)
        let first = try #require(layout.shape).frame.points, second = try #require(layout.companion?.shape).frame.points
        #expect(first.height == second.height)
        #expect(layout.title?.text == "Cancel")
        let companionTitle = try #require(layout.companion?.title)
        #expect(companionTitle.text.hasPrefix("Continue"))
        #expect(companionTitle.frame.points.x >= second.x && companionTitle.frame.points.maxX <= second.maxX)
    }

    /// Configurations the framework would not draw are refused with the reason.
    @Test func refusesWhatTheConfigurationWouldNotDraw() {
        var plain = ButtonSpec(style: .plain)
        plain.baseBackgroundColor = ColorSet("#FF0000")
        #expect(throws: SpecError.self) { try ButtonLayout.validate(plain) }
        var swiftUI = ButtonSpec(style: .filled, framework: .swiftui)
        swiftUI.strokeWidth = 1
        #expect(throws: SpecError.self) { try ButtonLayout.validate(swiftUI) }
        var mac = ButtonSpec(platform: .macOS)
        mac.baseForegroundColor = ColorSet("#FF0000")
        #expect(throws: SpecError.self) { try ButtonLayout.validate(mac) }
        var colourless = ButtonSpec()
        colourless.strokeColor = ColorSet("#FF0000")
        #expect(throws: SpecError.self) { try ButtonLayout.validate(colourless) }
        #expect(ColorSet("#5E2CA5/#9D6BE0/#000000") == nil)
        #expect(ColorSet.refusal("#5E2CA5/#9D6BE0/#000000").contains("3 parts"))
    }

    /// A case list's key may be the flag's spelling, the content's fields may stand at the top
    /// level, and a defaults block fills in what a case leaves out.
    @Test func caseListKeysTakeTheFlagsSpellingAndDefaults() throws {
        let flat = try JSONDecoder().decode(ButtonSpec.self, from: Data(##"{"title": "Go", "corner-style": "capsule", "base-background-color": "#5E2CA5/#9D6BE0", "frame": 3, "loading": true}"##.utf8))
        var expected = ButtonSpec(content: Content(title: "Go", loading: true), cornerStyle: .capsule, spinnerFrame: 3)
        expected.baseBackgroundColor = ColorSet("#5E2CA5/#9D6BE0")
        #expect(flat == expected)
        let object = try JSONDecoder().decode(ButtonSpec.self, from: Data(##"{"baseBackgroundColor": {"light": "#5E2CA5", "dark": "#9D6BE0"}}"##.utf8))
        #expect(object.baseBackgroundColor == ColorSet("#5E2CA5/#9D6BE0"))
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ButtonSpec.self, from: Data(#"{"cornerStyle": "capsule", "corner-style": "capsule"}"#.utf8)) }
    }
}

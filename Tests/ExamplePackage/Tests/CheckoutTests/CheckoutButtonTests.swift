import ButtonRender
import ButtonRenderGoldens
import ButtonRenderSnapshotTesting
import Foundation
import Testing

@Suite struct CheckoutButtonTests {
    let addToCart = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"))
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    // The reference lives in __Snapshots__ beside this file; the first run records it.
    @Test func addToCartButton() {
        assertSnapshot(of: addToCart, as: .button(scale: 2))
    }

    // Dark appearance at @3x, compared perceptually (antialiased edges may move).
    @Test func darkAddToCartButton() {
        var spec = addToCart
        spec.appearance = .dark
        assertSnapshot(of: spec, as: .button(scale: 3, comparison: .init(perceptual: true)))
    }

    // Your team's own button: every field a button configuration changes, a colour per
    // appearance, the brand's font file drawn as it is.
    @Test func primaryButton() {
        var primary = ButtonSpec(style: .filled, size: .large, content: Content(title: "Continue", symbol: "plus"), cornerStyle: .capsule)
        primary.baseBackgroundColor = ColorSet("#5E2CA5/#B38CFF")
        primary.baseForegroundColor = ColorSet("#FFFFFF/#1C0A33")
        (primary.strokeWidth, primary.strokeColor) = (1, ColorSet("#3B1A6B"))
        (primary.textStyle, primary.fontSize, primary.fontWeight) = (.body, 17, .semibold)
        primary.fontFile = repository.appendingPathComponent("Fonts/Inter-SemiBold.otf").path
        (primary.titleAlignment, primary.imagePadding) = (.leading, 8)
        primary.contentInsets = ContentInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        assertSnapshot(of: primary, as: .button(scale: 3))
        primary.appearance = .dark
        assertSnapshot(of: primary, as: .button(scale: 3))
    }

    // The library's errors arrive typed through the one import.
    @Test func aHelpButtonTakesNoTitle() throws {
        let help = ButtonSpec(platform: .macOS, style: .help, content: Content(title: "Help"))
        do {
            _ = try Renderer().render(help)
            Issue.record("a titled help button rendered")
        } catch let error as SpecError {
            #expect("\(error)".contains("help button cannot have a title"))
        }
    }

    // A golden file from this repository, decoded and compared with a fresh render
    // (GoldenSuite comes from ButtonRenderGoldens).
    @Test func matchesTheRepositorysGolden() throws {
        let data = try Data(contentsOf: repository.appendingPathComponent("Golden/ios-filled-large-light.png"))
        let golden = try Pixmap(pngData: data)
        let spec = try #require(GoldenSuite(directory: repository.appendingPathComponent("Golden")).select(["ios-filled-large-light"]).first)
        let result = ImageComparison.compare(expected: golden, actual: try spec.render(with: Renderer()))
        #expect(result.passed, "\(result.summary)")
    }
}

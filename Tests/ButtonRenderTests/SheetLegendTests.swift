import ButtonGeometry
import Testing
@testable import ButtonRender

/// The annotated sheet's legend is one column of text a cell: the red lines (insets, what set
/// the width, the gap) start where the gray ones (colours, type) do, on every platform,
/// macOS's push buttons included, whose shape sits inside its canvas.
@Suite struct SheetLegendTests {
    @Test(arguments: [Platform.iOS, .macOS, .watchOS])
    func redAndGrayLegendLinesStartTogether(platform: Platform) throws {
        let renderer = try Renderer()
        let panel = try SheetLayout.make(SheetRequest(platform: platform, annotate: true), renderer: renderer).panels[0]
        let gray = panel.labels.filter { $0.text.hasPrefix("fill ") || $0.text.hasPrefix("label ") }
        let red = panel.labels.filter { $0.text.hasPrefix("insets ") || $0.text.hasPrefix("content ") || $0.text.hasPrefix("gap ") }
        #expect(!gray.isEmpty && !red.isEmpty)
        let legendStarts = Set(gray.map(\.x))
        for line in red {
            #expect(legendStarts.contains(line.x), "\(platform): \"\(line.text)\" starts at \(line.x), the legend at \(legendStarts.sorted())")
        }
    }
}

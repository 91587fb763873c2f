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

    /// The legend names Apple's font and text style first, the face drawn here second, and the
    /// corner as a designer sets it, each from the cell's layout. Apple's own words for the iOS
    /// sizes: UIKit 26.1 reported its small title as SF at 15 pt and its medium and large as SF at
    /// 17 (Vercantez/openuikit, ios-26.1-iphone16.json at 3ac404f8, "titleFont"), which the
    /// guidelines' typography names Subheadline and Body.
    @Test func theLegendSaysApplesFontAndTheCornerAsADesignerSetsIt() throws {
        let renderer = try Renderer()
        let panel = try SheetLayout.make(SheetRequest(platform: .iOS, annotate: true), renderer: renderer).panels[0]
        var checked = 0
        for cell in panel.cells {
            guard let title = cell.layout.title, let shape = cell.layout.shape else { continue }
            #expect(cell.legend.contains(title.font.handOffName), "\(cell.legend)")
            #expect(cell.legend.contains("drawn with Inter, line \(title.font.lineHeight.shortDecimalText(places: 2)) pt"), "\(cell.legend)")
            let corner = try #require(cell.annotations.first { $0.kind == .cornerRadius })
            if shape.kind == .roundedRect {
                // UIKit's corner is Core Animation's, which Figma draws most closely at 73%.
                #expect(corner.text == "continuous, r " + shape.cornerRadius.shortDecimalText(places: 2) + " · Figma 73%", "\(corner.text)")
            }
            checked += 1
        }
        #expect(checked >= 9)
        let filled = panel.cells.filter { $0.row == 0 }.sorted { $0.column < $1.column }.map(\.legend)
        #expect(filled.count == 3)
        #expect(filled[0].contains { $0.hasPrefix("SF Pro Text 15 Regular (Subheadline)") })
        #expect(filled[1].contains { $0.hasPrefix("SF Pro Text 17 Regular (Body)") })
        #expect(filled[2].contains { $0.hasPrefix("SF Pro Text 17 Regular (Body)") })
        #expect(HandOffWords(try renderer.layout(ButtonSpec(style: .filled, size: .large))).corner == "continuous, r 8.67")
    }
}

import ButtonGeometry
import Raster
import Testing
@testable import ButtonRender

@Suite struct SheetTests {
    static let renderer = try! Renderer()

    @Test func iOSSheetHasStylesTimesSizesPerAppearance() throws {
        let sheet = try SheetLayout.make(SheetRequest(platform: .iOS, appearances: .both), renderer: Self.renderer)
        #expect(sheet.panels.count == 2)
        for (panel, appearance) in zip(sheet.panels, [Appearance.light, .dark]) {
            #expect(panel.cells.count == 12)
            #expect(panel.appearance == appearance)
            #expect(panel.background == SystemColor.systemBackground.resolved(appearance))
            #expect(Set(panel.cells.map(\.spec.style)) == [.filled, .tinted, .gray, .plain])
            #expect(Set(panel.cells.map(\.spec.size)) == [.small, .medium, .large])
        }
        #expect(sheet.panels[1].frame.x == sheet.panels[0].frame.width)  // side by side
    }

    /// Sheet titles name the platform as Apple writes it (they said "ios", "macos").
    @Test func titlesNamePlatformsAsAppleDoes() throws {
        for (platform, name) in [(Platform.iOS, "iOS"), (.macOS, "macOS"), (.watchOS, "watchOS")] {
            let panel = try SheetLayout.make(SheetRequest(platform: platform), renderer: Self.renderer).panels[0]
            #expect(panel.labels.contains { $0.text.hasPrefix("\(name) buttons: ") }, "\(panel.labels.map(\.text).prefix(2))")
        }
    }

    /// Column labels sit above their column's cells; row labels left of their row, centred on it.
    @Test func labelPositions() throws {
        let panel = try SheetLayout.make(SheetRequest(platform: .iOS), renderer: Self.renderer).panels[0]
        for (c, name) in ["small", "medium", "large"].enumerated() {
            let label = try #require(panel.labels.first { $0.text == name })
            let cells = panel.cells.filter { $0.column == c }
            #expect(cells.allSatisfy { $0.origin.y > label.baseline })
            #expect(cells.allSatisfy { abs($0.origin.x - label.x) < 12 })
        }
        for (r, name) in ["filled", "tinted", "gray", "plain"].enumerated() {
            let label = try #require(panel.labels.first { $0.text == name })
            let cells = panel.cells.filter { $0.row == r }
            #expect(cells.allSatisfy { $0.origin.x > label.x + label.width })
            let top = cells.map(\.origin.y).min()!, bottom = cells.map { $0.origin.y + $0.layout.hitTarget.points.maxY }.max()!
            #expect(label.baseline > top && label.baseline < bottom)
        }
    }

    @Test func otherAxes() throws {
        let roles = try SheetLayout.make(SheetRequest(platform: .iOS, axis: .role), renderer: Self.renderer).panels[0]
        #expect(roles.cells.count == 16 && roles.cells.contains { $0.spec.roles == [.destructive] })
        let states = try SheetLayout.make(SheetRequest(platform: .iOS, axis: .state), renderer: Self.renderer).panels[0]
        #expect(Set(states.cells.map(\.spec.state)) == Set(ButtonState.allCases))
        // The switch row: on, in the two states it has (normal and disabled), nowhere else.
        let switches = states.cells.filter { $0.spec.style == .switch }
        #expect(switches.map(\.spec.state) == [.normal, .disabled] && switches.allSatisfy { $0.row == 4 && $0.layout.switchControl?.value == .on })
        #expect(try SheetLayout.make(SheetRequest(platform: .iOS, axis: .size), renderer: Self.renderer).panels[0].cells.allSatisfy { $0.spec.style != .switch })
        let macStates = try SheetLayout.make(SheetRequest(platform: .macOS, axis: .state, annotate: true), renderer: Self.renderer).panels[0]
        let macSwitch = try #require(macStates.cells.first { $0.spec.style == .switch })
        #expect(macSwitch.legend.contains("track systemBlue") && macSwitch.annotations.contains { $0.kind == .cornerRadius && $0.value == 11 })
        let text = try SheetLayout.make(SheetRequest(platform: .iOS, axis: .textSize), renderer: Self.renderer).panels[0]
        #expect(text.cells.contains { $0.spec.textSize == .accessibility2 })
        let mac = try SheetLayout.make(SheetRequest(platform: .macOS), renderer: Self.renderer).panels[0]
        #expect(mac.cells.count == 15 && mac.cells.contains { $0.spec.style == .help })
        let watch = try SheetLayout.make(SheetRequest(platform: .watchOS), renderer: Self.renderer).panels[0]
        #expect(watch.cells.map(\.layout.shape!.cornerRadius).sorted() == [9, 9, 22, 22])
        #expect(Set(watch.cells.map(\.layout.shape!.frame.points.height)) == [52])
    }

    /// Every annotation's value is the layout's own number, and its text shows that value.
    @Test func annotationsComeFromTheLayout() throws {
        let request = SheetRequest(platform: .iOS, annotate: true, title: "Add to Cart")
        var sheet = try SheetLayout.make(request, renderer: Self.renderer)
        var checked = 0
        for cell in sheet.panels[0].cells {
            let l = cell.layout
            for a in cell.annotations {
                // A plain button has no shape: its figures are those of the frame its metrics give.
                let frame = l.shape?.frame.points ?? l.sizing!.frame
                // UIKit's insets (vertical × horizontal): medium 7 × 12 and large 15 × 20 as NativeBook's
                // renders measure them; small 5 × 10 (ours).
                let metric = [Size.small: (5.0, 10.0), .medium: (7, 12), .large: (15, 20)][cell.spec.size]!
                switch a.kind {
                case .width: #expect(a.value == frame.width && a.text.hasPrefix("\(Int(a.value))"))
                case .height: #expect(a.value == frame.height)
                case .cornerRadius: #expect(a.value == l.shape!.cornerRadius)
                case .insetLeading: #expect(a.value == metric.1)
                case .insetTop: #expect(a.value == metric.0 && a.text == "insets \(Int(metric.0)) × \(Int(metric.1))")
                case .widthSource:
                    // The title forces the width: its ink box plus the insets, to the pixel.
                    #expect(a.text.hasPrefix("content ") && a.text.hasSuffix(" + 2 × \(Int(metric.1))"), "\(a.text)")
                    #expect(abs(frame.width - (l.title!.frame.points.width + 2 * metric.1)) <= 0.5)
                case .hitTarget: #expect(a.value == max(44, frame.width))
                case .gap: break
                }
                checked += 1
            }
            if cell.spec.style == .filled {
                #expect(cell.legend.contains("fill systemBlue") && cell.legend.contains("label white"))
                #expect(cell.legend.contains { $0.hasPrefix("SF Pro Text \(Int(l.title!.font.size)) Regular") })
                #expect(cell.legend.contains("drawn with Inter, line \(l.title!.font.lineHeight.shortDecimalText(places: 2)) pt"))
            }
        }
        #expect(checked > 60)
        // The plain row is annotated like the others.
        #expect(sheet.panels[0].cells.filter { $0.spec.style == .plain }.allSatisfy { cell in
            Set(cell.annotations.map(\.kind)).isSuperset(of: [.width, .height, .insetTop, .widthSource])
        })
        // A full-width watch button: the metric insets (12, not the 72 left beside a short
        // title) and a width the screen sets.
        let watch = try SheetLayout.make(SheetRequest(platform: .watchOS, annotate: true), renderer: Self.renderer).panels[0].cells[0]
        #expect(watch.annotations.first { $0.kind == .insetTop }?.text == "insets 4 × 12")
        #expect(watch.annotations.first { $0.kind == .widthSource }?.text == "width: the screen's")
        // The symbol gap is the layout's image padding.
        let symbol = SheetRequest(platform: .iOS, annotate: true)
        sheet = try SheetLayout.make(symbol, renderer: Self.renderer)
        let spec = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add", symbol: "cart"), framework: .swiftui)
        let layout = try Self.renderer.layout(spec)
        let gap = layout.title!.frame.points.x - layout.symbol!.frame.points.maxX
        #expect(abs(gap - 8) < 1e-9)
        // UIKit: the title starts where the symbol's box ends (the star's box, 1.635 em, 28 pt at
        // 17 pt; imagePadding 0, as NativeBook's renders show).
        var uikit = spec
        uikit.framework = nil
        let u = try Self.renderer.layout(uikit)
        #expect(abs(u.title!.frame.points.x - (u.symbol!.frame.points.midX + 14)) < 1e-9)
    }

    /// Dimension lines are one pixel wide and fully opaque: crisp at @1x, @2x and @3x.
    @Test func linesAreCrisp() throws {
        for scale in [1.0, 2, 3] {
            let sheet = try SheetLayout.make(SheetRequest(platform: .watchOS, annotate: true, scale: scale), renderer: Self.renderer)
            let image = try sheet.draw(with: Self.renderer)
            let cell = sheet.panels[0].cells[0]
            let s = cell.layout.shape!.frame.points.offsetBy(cell.origin.x, cell.origin.y)
            let y = Int(((s.maxY + 8) * scale).rounded(.down))
            let x = Int((s.midX * scale).rounded())
            let pink = SystemColor.systemPink.resolve(sheet.panels[0].appearance)  // watchOS: dark, its only appearance
            #expect(image[x, y] == RGBA(red: pink.red, green: pink.green, blue: pink.blue).premultiplied, "@\(scale)x")
            #expect(image[x, y - 1] != image[x, y] && image[x, y + 1] != image[x, y], "one pixel wide @\(scale)x")
        }
    }

    /// The accessibility sheets of macOS (a flexible button of two lines) and watchOS (a column
    /// of two-line buttons) draw, their legends saying what VoiceOver speaks: the lines as one.
    @Test(arguments: [Platform.macOS, .watchOS])
    func accessibilitySheetsTakeTwoLineTitles(platform: Platform) throws {
        let sheet = try SheetLayout.make(SheetRequest(platform: platform, accessibility: true), renderer: Self.renderer)
        let legends = sheet.panels.flatMap(\.cells).compactMap(\.legend.first)
        #expect(legends.contains("\u{201C}Button Second line. Button.\u{201D}"), "\(legends)")
        #expect(!legends.contains { $0.contains("\n") })
        _ = try sheet.draw(with: Self.renderer)
    }
}

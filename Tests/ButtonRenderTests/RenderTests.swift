import ButtonGeometry
import Foundation
import PNG
import Raster
import Synchronization
import Testing
@testable import ButtonRender
@testable import ButtonRenderGoldens

@Suite struct RenderTests {
    static let renderer = try! Renderer()

    /// Each kind's visible shape fills exactly the layout's pixel rect.
    @Test(arguments: [
        ButtonSpec(style: .filled, size: .small), ButtonSpec(style: .tinted, size: .medium), ButtonSpec(style: .gray, size: .large),
        ButtonSpec(style: .close), ButtonSpec(platform: .macOS, style: .push, size: .large),
        ButtonSpec(platform: .macOS, style: .push, role: .primary), ButtonSpec(platform: .macOS, style: .help),
        ButtonSpec(platform: .macOS, style: .gradient, content: Content(title: "", symbol: "plus")),
        ButtonSpec(platform: .watchOS, style: .filled, scale: 1), ButtonSpec(platform: .visionOS, style: .gray, scale: 1),
    ])
    func shapeBoundsMatchLayout(spec: ButtonSpec) throws {
        let (image, layout) = try Self.renderer.render(spec)
        let shape = try #require(layout.shape)
        // A light macOS push face is opaque; its ring and shadow outside it are not.
        let ink = try #require(image.inkBounds(alphaAbove: layout.shadow == nil ? 0 : 254))
        let p = shape.frame.pixels
        #expect(ink.x == p.x && ink.y == p.y && ink.width == p.width && ink.height == p.height, "\(spec.style) \(spec.size)")
    }

    /// The text issue's labels: ink sits inside the title's frame, centred, nearly as wide.
    @Test(arguments: ["Add to Cart", "Checking out...", "장바구니에 추가"])
    func labelInk(title: String) throws {
        let spec = ButtonSpec(style: .plain, size: .large, content: Content(title: title), tint: .custom(RGBA(0, 0, 0)))
        let (image, layout) = try Self.renderer.render(spec)
        let ink = try #require(image.inkBounds(alphaAbove: 20))
        let frame = try #require(layout.title).frame.pixels
        #expect(ink.x >= frame.x - 1 && ink.x + ink.width <= frame.x + frame.width + 1)
        #expect(Double(ink.width) > 0.9 * Double(frame.width))
        #expect(abs(Double(ink.x + ink.width / 2) - Double(image.width) / 2) <= 2)
        // Cap height of a 17 pt label at @2x is about 24 px; ink spans roughly that.
        #expect((20...40).contains(ink.height))
    }

    /// Bold Text draws the label from the semibold face: on a plain button (no fill) the
    /// label's ink, summed alpha, grows by more than a tenth, and the layout names the weight.
    @Test func boldTextDrawsAHeavierLabel() throws {
        func ink(_ bold: Bool) throws -> (Double, FontWeight?) {
            let (image, layout) = try Self.renderer.render(ButtonSpec(style: .plain, content: Content(title: "Add to Cart"), boldText: bold))
            var sum = 0.0
            image.pixels.forEach { sum += Double($0 >> 24) }
            return (sum, layout.title?.font.weight)
        }
        let (regular, regularWeight) = try ink(false), (bold, boldWeight) = try ink(true)
        #expect(regularWeight == .regular && boldWeight == .semibold)
        #expect(bold > regular * 1.1, "bold ink \(bold) vs regular \(regular)")
    }

    @Test func symbolAndTitleDoNotOverlap() throws {
        let spec = ButtonSpec(style: .plain, content: Content(title: "Add", symbol: "cart.badge.plus"), tint: .custom(RGBA(0, 0, 0)))
        let (image, layout) = try Self.renderer.render(spec)
        let symbol = try #require(layout.symbol).frame.pixels, title = try #require(layout.title).frame.pixels
        #expect(symbol.x + symbol.width <= title.x)  // UIKit: the symbol's box, then the title (imagePadding 0)
        let symbolInk = try #require(try image.cropped(x: symbol.x, y: 0, width: symbol.width, height: image.height).inkBounds(alphaAbove: 20))
        #expect(symbolInk.width > symbol.width / 2)
    }

    /// Alphas (of 255) measured in Apple's indicators, from the leading tick backwards: medium,
    /// approach-progressview-medium-ios18 (0.51, 0.43, 0.34, 0.25, 0.16); large,
    /// thecatlibrary-large-spinner-ios13 (0.509 falling by 0.057 a tick to 0.164).
    static let measuredAlphas: [Bool: [Int]] = [
        false: [130, 109, 86, 64, 42, 42, 42, 42],
        true: [130, 115, 101, 86, 71, 56, 42, 42, 42, 42, 42, 42],
    ]

    /// Frame k: the tick k ticks clockwise from 12 o'clock carries the head's alpha, the ones
    /// behind it the measured ramp; 8 ticks medium, 12 large.
    @Test(arguments: [false, true])
    func spinnerAlphaRampRotatesOneTickPerFrame(large: Bool) throws {
        let spinner = StandaloneSpinner(large: large, appearance: .light, scale: 2)
        let alphas = try #require(Self.measuredAlphas[large])
        let n = alphas.count
        #expect(spinner.frameCount == n)
        // The middle of a tick: medium r/3 to r at r = 10 pt; large 7.53 to 17.45 pt.
        let middle = (large ? (7.53 + 17.45) / 2 : (10.0 / 3 + 10) / 2) * 2
        for frame in 0..<n {
            let image = try spinner.image(frame: frame)
            let c = Double(image.width) / 2
            for position in 0..<n {
                let angle = Double(position) * 2 * .pi / Double(n)
                let x = Int(c + middle * sin(angle)), y = Int(c - middle * cos(angle))
                let expected = alphas[(frame - position + n) % n]
                #expect(abs(Int(image[x, y].alpha) - expected) <= 2, "frame \(frame) tick at \(position)")
            }
        }
    }

    /// One tick rotated by 45 degrees: every pixel within one level of its exact area, found
    /// by clipping a fine polygon of the tick (arcs in 4000 steps, off by under 1e-5 px)
    /// against each pixel square.
    @Test func tickEdgesMeetExactCoverage() throws {
        let r = 18.5 * 2, center = (x: 40.3, y: 40.6)
        var image = try Pixmap(width: 80, height: 80)
        let rotation = Double.pi / 4
        image.fill(ActivityIndicator.tick(radius: r), with: .black, transform: Transform.rotation(rotation).concatenating(.translation(center.x, center.y)))
        // The tick in its own frame: r/4 wide (measured from Apple's render: 2.51 pt at r = 10),
        // x in [-r/8, r/8], y in [-r, -r/3], ends rounded with radius r/8.
        let hw = r / 8, rr = hw
        let corners = [(hw - rr, -r / 3 - rr, 0.0), (-hw + rr, -r / 3 - rr, Double.pi / 2),
                       (-hw + rr, -r + rr, Double.pi), (hw - rr, -r + rr, 1.5 * Double.pi)]
        var polygon: [(Double, Double)] = []
        for (cx, cy, start) in corners {
            for i in 0...1000 {
                let a = start + Double(i) / 1000 * Double.pi / 2
                let (x, y) = (cx + rr * cos(a), cy + rr * sin(a))
                polygon.append((center.x + x * cos(rotation) - y * sin(rotation), center.y + x * sin(rotation) + y * cos(rotation)))
            }
        }
        let minX = polygon.map(\.0).min()!, maxX = polygon.map(\.0).max()!
        let minY = polygon.map(\.1).min()!, maxY = polygon.map(\.1).max()!
        var worst = 0.0
        for py in 0..<80 {
            for px in 0..<80 {
                let outside = Double(px + 1) <= minX || Double(px) >= maxX || Double(py + 1) <= minY || Double(py) >= maxY
                let exact = outside ? 0 : Self.clippedArea(polygon, x0: Double(px), y0: Double(py))
                worst = max(worst, abs(Double(image[px, py].alpha) - 255 * exact))
            }
        }
        #expect(worst <= 1, "tick edge misses the exact area by \(worst)/255")
    }

    /// Area of a convex polygon inside the unit square at (x0, y0): Sutherland-Hodgman, then the shoelace formula.
    static func clippedArea(_ polygon: [(Double, Double)], x0: Double, y0: Double) -> Double {
        var points = polygon
        let planes: [((Double, Double)) -> Double] = [{ $0.0 - x0 }, { x0 + 1 - $0.0 }, { $0.1 - y0 }, { y0 + 1 - $0.1 }]
        for inside in planes {
            guard !points.isEmpty else { return 0 }
            var out: [(Double, Double)] = []
            for i in points.indices {
                let a = points[i], b = points[(i + 1) % points.count]
                let da = inside(a), db = inside(b)
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    out.append((a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t))
                }
            }
            points = out
        }
        guard points.count >= 3 else { return 0 }
        var area = 0.0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.0 * b.1 - b.0 * a.1
        }
        return abs(area) / 2
    }

    /// On real buttons (labels, symbols, both appearances) our PNG settings give fewer bytes
    /// than libpng's defaults.
    @Test func pngSettingsBeatDefaultsOnRealButtons() throws {
        let specs = [
            ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart")),
            ButtonSpec(style: .tinted, size: .medium, appearance: .dark, content: Content(title: "Share", symbol: "square.and.arrow.up")),
            ButtonSpec(style: .gray, size: .small, content: Content(title: "장바구니에 추가")),
            ButtonSpec(platform: .macOS, role: .primary, content: Content(title: "OK")),
        ]
        var ours = 0, defaults = 0
        for spec in specs {
            let image = try Self.renderer.render(spec).image
            ours += try PNG.encode(image, settings: .buttonImages).count
            defaults += try PNG.encode(image, settings: .libpngDefaults).count
        }
        #expect(ours < defaults, "ours \(ours) bytes, libpng defaults \(defaults)")
    }

    @Test func renderingTwiceIsByteIdentical() throws {
        let spec = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"))
        let a = try PNG.encode(try Self.renderer.render(spec).image, scale: 2)
        let b = try PNG.encode(try Self.renderer.render(spec).image, scale: 2)
        #expect(a == b)
    }

    @Test func atomicWriteLeavesNoPartialFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("br-\(UUID())")
        #expect(throws: OutputFile.WriteError.self) { try OutputFile.writeAtomically(Data([1]), to: folder.appendingPathComponent("x.png").path) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("x.png").path
        try OutputFile.writeAtomically(Data([1, 2, 3]), to: path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path.replacingOccurrences(of: "/x.png", with: "")) == ["x.png"])
        // A reader that opened the old file reads all of it, never the new bytes or a
        // truncated file: the new file replaces the old by rename, not by writing into it.
        let old = Data((0..<1_000_000).map { UInt8(truncatingIfNeeded: $0) })
        try OutputFile.writeAtomically(old, to: path)
        let reader = try #require(FileHandle(forReadingAtPath: path))
        defer { try? reader.close() }
        try OutputFile.writeAtomically(Data(repeating: 7, count: 10), to: path)
        #expect(try reader.readToEnd() == old)
        #expect(FileManager.default.contents(atPath: path) == Data(repeating: 7, count: 10))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["x.png"])
    }

    /// Temporary names are counted, not drawn at random per file: two threads writing at once
    /// must never be handed the same number.
    @Test func temporaryNumbersNeverRepeatAcrossThreads() {
        let numbers = Mutex<[UInt32]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let mine = (0..<2_000).map { _ in OutputFile.nextTemporaryNumber() }
            numbers.withLock { $0 += mine }
        }
        #expect(numbers.withLock { Set($0).count } == 8_000)
    }

    @Test func createFolderMakesParentsAndNamesWhatIsInTheWay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("br-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.path + "/a/b/c"
        try OutputFile.createFolder(nested)
        try OutputFile.createFolder(nested + "/")  // exists already: fine
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: nested, isDirectory: &isFolder) && isFolder.boolValue)
        try Data([1]).write(to: URL(fileURLWithPath: folder.path + "/a/file"))
        #expect {
            try OutputFile.createFolder(folder.path + "/a/file/d")
        } throws: { error in
            (error as? OutputFile.WriteError)?.reason == folder.path + "/a/file is a file, not a folder"
        }
        #expect {
            try OutputFile.createFolder("/proc/no-such-folder/d")
        } throws: { error in
            (error as? OutputFile.WriteError)?.reason == "/proc/no-such-folder: No such file or directory"
        }
    }

    /// Figures as C's printf writes them for a double (expected values from Python's `"%.Nf" % x`).
    @Test func decimalTextRoundsAsPrintf() {
        #expect(12.25.decimalText(places: 1) == "12.2")  // exactly halfway: ties to even
        #expect(0.15.decimalText(places: 1) == "0.1")  // 0.1499999... in binary
        #expect(2.5.decimalText(places: 0) == "2")
        #expect((-0.0004).decimalText(places: 3) == "-0.000")
        #expect(0.0125.decimalText(places: 3) == "0.013")
        #expect((1e30).decimalText(places: 2) == "1000000000000000019884624838656.00")  // longer than the first buffer
    }

    @Test func markupEscaping() {
        #expect("a<b & \"c\">".markupEscaped == "a&lt;b &amp; &quot;c&quot;&gt;")
        #expect("버튼".markupEscaped == "버튼")
    }
}

/// What a Swift user can hand the library without the command line's checks: each is an error
/// naming the value, where each trapped before.
@Suite struct LibraryRefusalTests {
    @Test func aSpinnerAtAScaleOrFrameItHasNotThrows() throws {
        for scale in [Double.nan, 1e300, .infinity, 0.25, 9] {
            let spinner = StandaloneSpinner(large: false, appearance: .light, scale: scale)
            #expect(spinner.side == 0)
            let error = #expect(throws: StandaloneSpinner.RequestError.self) { try spinner.image(frame: 0) }
            guard case .invalidScale(let refused)? = error else { Issue.record("\(scale): \(String(describing: error))"); continue }
            #expect(refused.isNaN ? scale.isNaN : refused == scale)
            #expect(throws: StandaloneSpinner.RequestError.self) { try spinner.strip() }
            #expect(throws: StandaloneSpinner.RequestError.self) { try spinner.animatedPNG() }
        }
        let large = StandaloneSpinner(large: true, appearance: .light, scale: 2)
        for frame in [Int.max, Int.min, -1, 12] {
            #expect(throws: StandaloneSpinner.RequestError.invalidFrame(frame, frameCount: 12)) { try large.image(frame: frame) }
        }
        #expect(StandaloneSpinner.RequestError.invalidFrame(12, frameCount: 12).description.contains("12 frames, 0 to 11"))
        // The last frame there is, and the largest scale, still draw: 37 pt at 8x is 296 px.
        #expect(try large.image(frame: 11).width == 74)
        #expect(try StandaloneSpinner(large: true, appearance: .light, scale: 8).image(frame: 0).width == 296)
    }

    /// The layout's JSON holds the accessibility report, made when the JSON is, judged against
    /// the backdrop given: a plain systemBlue label is 4.02:1 on white and 5.23:1 on black
    /// (#007AFF's relative luminance 0.2114 by WCAG's formula: 0.2614 / 0.05).
    @Test func layoutJSONCarriesTheReportForTheBackdropGiven() throws {
        let layout = try Renderer().layout(ButtonSpec(style: .plain))
        func report(_ backdrop: RGBA?) throws -> [String: Any] {
            let json = try JSONSerialization.jsonObject(with: try LayoutJSON.encode(layout, backdrop: backdrop)) as? [String: Any]
            return try #require(json?["accessibility"] as? [String: Any])
        }
        let onWhite = try report(nil), onBlack = try report(.black)
        #expect(onWhite["backdrop"] as? String == "#FFFFFF" && onBlack["backdrop"] as? String == "#000000")
        let ratio = { (r: [String: Any]) in (r["labelContrast"] as? [String: Any])?["ratio"] as? Double ?? 0 }
        #expect(abs(ratio(onWhite) - 4.02) < 0.005 && abs(ratio(onBlack) - 5.23) < 0.005)
    }
}

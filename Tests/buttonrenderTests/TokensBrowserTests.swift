import Foundation
import Testing

/// The closed loop a web team runs: `tokens` writes CSS, headless Chromium draws a button with
/// it at @2x and @3x, light and dark, and `inspect --expect` measures the screenshot against the
/// same spec. The page draws the title with the stand-in font sized as ours (Inter at SF Pro's
/// cap height), so that the text is the font's and the rest is the CSS's.
@Suite(.serialized) final class TokensBrowserTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-tokens-browser") }

    static let fonts = ReadmeCommandTests.root.appendingPathComponent("Fonts")

    /// A page with one button of `variant`'s class, on a transparent page in light mode and
    /// black in dark mode (the canvases our renders have).
    func page(css: String, variant: String, padding: Int = 20) -> String {
        let faces = [(400, "Regular"), (500, "Medium"), (600, "SemiBold"), (700, "Bold")].map { weight, file in
            "@font-face { font-family: \"SF Pro Text\"; src: url(\"file://\(Self.fonts.path)/Inter-\(file).otf\"); font-weight: \(weight); size-adjust: 96.97%; }"
        }.joined(separator: "\n")
        return """
        <!doctype html><html><head><meta charset="utf-8"><style>
        \(faces)
        html, body { margin: 0; }
        @media (prefers-color-scheme: dark) { html { background: #000; } }
        .stage { padding: \(padding)px; display: flex; align-items: flex-start; }
        \(css)
        </style></head><body><div class="stage"><span class="br-\(variant)">Button</span></div></body></html>
        """
    }

    /// The figures the CSS sets, which must agree; the font's (width, ink) are the font's, and
    /// two are Chromium's drawing rather than the values': the corner's pixels (its antialiasing
    /// of a curve differs from exact area coverage by up to about a fifth of a pixel at single
    /// pixels, 42 to 67 of 255 measured, where the tolerance is 9) and the baseline at @2x (it
    /// snaps glyphs to whole device pixels: up to half of one, 0.25 pt).
    static let judged: Set<String> = ["height", "corner curve", "corner radius", "fill", "label color", "label color alpha"]

    @Test(TestTool.chromium.trait) func chromiumDrawsTheTokensWithinInspectsTolerances() throws {
        guard TestTool.chromium.require() else { return }
        let tokens = try CLI.run(["tokens", "--framework", "swiftui", "-o", "tokens.css"], in: folder)
        #expect(tokens.status == 0, "\(tokens.stderr)")
        let css = try String(contentsOf: folder.appendingPathComponent("tokens.css"), encoding: .utf8)
        var list = "", shots: [(png: URL, style: String, size: String, appearance: String, scale: String)] = []
        for style in ["filled", "tinted", "gray", "plain"] {
            for size in ["small", "medium", "large"] where size == "large" || style == "filled" {
                let variant = "ios-\(style)-\(size)-swiftui"
                let html = folder.appendingPathComponent("\(variant).html")
                // A plain button has no shape to find: it stands at the page's corner, as ours at its canvas's.
                try Data(page(css: css, variant: variant, padding: style == "plain" ? 0 : 20).utf8).write(to: html)
                // Every style's large in light and dark mode at @3x, the filled one's other sizes,
                // and the filled large at @2x in both: a size sets the same height, insets and
                // title for every style (the tokens' per-size values), and dark mode and @2x change
                // colours and pixels, not sizes.
                for appearance in size == "large" ? ["light", "dark"] : ["light"] {
                    for scale in size == "large" && style == "filled" ? ["2", "3"] : ["3"] {
                        let png = folder.appendingPathComponent("\(variant)-\(appearance)@\(scale)x.png")
                        list += "\(html.path)\t\(png.path)\t\(scale)\t\(appearance)\n"
                        shots.append((png, style, size, appearance, scale))
                    }
                }
            }
        }
        try Data(list.utf8).write(to: folder.appendingPathComponent("list.txt"))
        let script = ReadmeCommandTests.root.appendingPathComponent("Tests/Browser/css_in_chromium.py").path
        #expect(try SVGRenderingTests.run("/usr/bin/python3", [script, folder.appendingPathComponent("list.txt").path]) == 0)
        var judgedCount = 0
        for shot in shots {
            // The page's top left, 170 x 90 CSS px, where the button is: a tenth of the window to measure.
            let side = (w: 170 * Int(shot.scale)!, h: 90 * Int(shot.scale)!)
            let r = try CLI.run(
                ["inspect", shot.png.path, "--expect", "--style", shot.style, "--size", shot.size, "--framework", "swiftui",
                 "--appearance", shot.appearance, "--scale", shot.scale, "--region", "0,0,\(side.w),\(side.h)", "--json"], in: folder)
            let json = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any], "\(shot.png.lastPathComponent): \(r.stderr)")
            let figures = try #require(json["figures"] as? [[String: Any]])
            for figure in figures {
                guard let name = figure["figure"] as? String, Self.judged.contains(name) else { continue }
                #expect(figure["verdict"] as? String == "agrees", "\(shot.png.lastPathComponent): \(figure)")
                judgedCount += 1
            }
            // The baseline within inspect's tolerance and half a device pixel of Chromium's snapping.
            if let baseline = figures.first(where: { $0["figure"] as? String == "baseline from top" }), let d = baseline["difference"] as? Double {
                #expect(abs(d) <= 0.25 + 0.5 / Double(shot.scale)!, "\(shot.png.lastPathComponent): \(baseline)")
            }
            // The corner's pixels: Chromium's antialiasing, bounded as measured.
            if let corner = figures.first(where: { $0["figure"] as? String == "corner pixels" }), let d = corner["difference"] as? Double {
                #expect(d <= 80, "\(shot.png.lastPathComponent): \(corner)")
            }
        }
        #expect(judgedCount >= 12 * 3)
    }
}

import ButtonGeometry
import Foundation
import Graphics
import Raster
import Testing
@testable import ButtonRender

/// What `tokens` writes, checked as each format's readers would read it: the design tokens
/// JSON against the DTCG format's rules, the CSS's declarations, and the outline Flutter and
/// Compose carry, parsed back out of the Dart and Kotlin text and filled by the rasterizer
/// against our own render of the button.
@Suite struct TokensTests {
    let renderer: Renderer
    init() throws { renderer = try Renderer() }

    func variants(_ framework: Framework? = nil) throws -> [ButtonTokens] {
        try Style.systemStyles.flatMap { style in
            try [Size.small, .medium, .large].map { try ButtonTokens(ButtonSpec(style: style, size: $0, scale: 3, framework: framework), renderer: renderer) }
        }
    }

    /// Every token has a `$type` the format defines and a `$value` of that type's shape:
    /// dimensions `{value, unit: px}`, colours sRGB components in 0...1 with their hex,
    /// typography a composite; and every token says where it comes from.
    @Test func designTokensFollowTheFormat() throws {
        let data = try DesignTokensJSON.document(try variants())
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var tokens = 0
        func walk(_ node: [String: Any], _ path: String) {
            if let type = node["$type"] as? String {
                tokens += 1
                let value = node["$value"]
                #expect((node["$description"] as? String)?.isEmpty == false, "\(path) has no source")
                switch type {
                case "dimension":
                    let d = value as? [String: Any]
                    #expect(d?["unit"] as? String == "px" && d?["value"] is Double, "\(path): \(String(describing: value))")
                case "color":
                    let c = value as? [String: Any]
                    let components = c?["components"] as? [Double] ?? []
                    #expect(c?["colorSpace"] as? String == "srgb" && components.count == 3 && components.allSatisfy { (0...1).contains($0) }, "\(path)")
                    #expect((c?["hex"] as? String)?.wholeMatch(of: /#[0-9A-F]{6}/) != nil, "\(path)")
                case "number": #expect(value is Double, "\(path)")
                case "string": #expect(value is String, "\(path)")
                case "typography":
                    let t = value as? [String: Any]
                    #expect(t?["fontFamily"] is [String] && t?["fontSize"] is [String: Any] && t?["fontWeight"] is Double, "\(path)")
                default: Issue.record("\(path): $type \(type) is not one the format defines here")
                }
                return
            }
            for (key, child) in node where !key.hasPrefix("$") {
                guard let group = child as? [String: Any] else { Issue.record("\(path).\(key) is neither a group nor a token"); continue }
                walk(group, path + "." + key)
            }
        }
        walk(root, "")
        #expect(tokens >= 12 * 10)
        let large = try #require(root["ios-filled-large"] as? [String: Any])
        let height = try #require((large["height"] as? [String: Any])?["$value"] as? [String: Any])
        // UIKit's large button is 50.33 pt tall (151 px at @3x, the psharanda/NativeBook renders).
        #expect(height["value"] as? Double == 50.333)
    }

    /// Light colours as custom properties, dark ones under the colour scheme, a class a variant
    /// with the fitted corner, and text from data never leaving its comment or string.
    @Test func theStyleSheetCarriesEveryVariant() throws {
        let css = CSSTokens.sheet(try variants())
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        for name in ["ios-filled-small", "ios-tinted-medium", "ios-gray-large", "ios-plain-large"] {
            #expect(css.contains(".br-\(name) {") && css.contains("--br-\(name)-label:"), "\(name)")
        }
        #expect(css.contains("--br-ios-filled-large-fill: #007AFF;") && css.contains("--br-ios-filled-large-fill: #0A84FF;"))
        // UIKit's corner is Core Animation's: the CSS fit for it, 1.40 times the radius.
        #expect(css.contains("border-radius: 12.133px;") && css.contains("corner-shape: superellipse(1.58);"))
        #expect(!CSSTokens.comment("a */ b").contains("*/"))
        #expect(CSSTokens.cssString("a\"b\\c\nd") == "a\\\"b\\\\c\\a d")
        // Balanced braces: every block that opens closes.
        #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
    }

    /// The outline Flutter and Compose carry, read back out of the source text and filled, is our
    /// own render's shape: SwiftUI's exact-area path squircle, at @3x, pixel for pixel.
    @Test(arguments: [TokenFormat.flutter, .compose]) func theNativeOutlineIsOurShape(_ format: TokenFormat) throws {
        let spec = ButtonSpec(style: .filled, size: .large, scale: 3, framework: .swiftui)
        let tokens = try ButtonTokens(spec, renderer: renderer)
        let text = String(decoding: try TokenWriter.data([tokens], format: format), as: UTF8.self)
        let d = try #require(text.firstMatch(of: /(?:outline|OUTLINE) = "([^"]+)"/)).1
        let path = try #require(Self.parse(String(d)))
        let (image, layout) = try renderer.render(spec, background: RGBA(0, 0, 0, 0))
        let frame = try #require(layout.shape).frame.points
        var filled = try Pixmap(width: image.width, height: image.height, fill: RGBA(0, 0, 0, 0))
        filled.fill(path, with: RGBA(255, 0, 0), transform: Transform(a: 3, b: 0, c: 0, d: 3, tx: frame.x * 3, ty: frame.y * 3))
        var largest = 0
        for y in 0..<image.height {
            for x in 0..<image.width { largest = max(largest, abs(Int(image[x, y].straight.alpha) - Int(filled[x, y].straight.alpha))) }
        }
        #expect(largest <= 1, "\(format): coverage differs by \(largest)/255 somewhere")
        // The shape classes draw the same cubics our rasterizer does.
        let cubics = NativeTokens.profile(.continuous).numbers.map { $0.shortDecimalText(places: 6) }
        #expect(text.contains(cubics.prefix(3).joined(separator: format == .compose ? "f, " : ", ")))
    }

    /// SVG path data of absolute M, L, C and Z commands, as the tokens write it.
    static func parse(_ d: String) -> BezierPath? {
        var path = BezierPath()
        var numbers: [Double] = [], command: Character?
        func flush() -> Bool {
            switch command {
            case "M"?: guard numbers.count == 2 else { return false }; path.move(to: Point(numbers[0], numbers[1]))
            case "L"?: guard numbers.count == 2 else { return false }; path.line(to: Point(numbers[0], numbers[1]))
            case "C"?:
                guard numbers.count == 6 else { return false }
                path.cubic(to: Point(numbers[4], numbers[5]), control1: Point(numbers[0], numbers[1]), control2: Point(numbers[2], numbers[3]))
            case "Z"?: path.close()
            case nil: break
            default: return false
            }
            numbers = []
            return true
        }
        var token = ""
        for ch in d + " " {
            if ch.isLetter || ch == " " || ch == "," || (ch == "-" && !token.isEmpty) {
                if !token.isEmpty { guard let v = Double(token) else { return nil }; numbers.append(v); token = "" }
                if ch == "-" { token = "-"; continue }
                if ch.isLetter { guard flush() else { return nil }; command = ch }
            } else {
                token.append(ch)
            }
        }
        return flush() ? path : nil
    }
}

import Foundation
import Testing

/// The types `import ButtonRender` brings must not collide with each other nor with what a user
/// imports beside it on a Mac: SwiftUI's and Foundation's top-level types. Read from the sources,
/// since SwiftUI cannot be imported here.
@Suite struct PublicNamesTests {
    static let reExported = ["ButtonGeometry", "Inspect", "PNG", "Raster", "Typography", "ButtonRender", "ButtonRenderGoldens"]

    /// SwiftUI's and Foundation's top-level types whose names a rendering library could plausibly
    /// choose (SwiftUI's View protocol family, its drawing and layout types; Foundation's values).
    static let taken: Set<String> = [
        "Alignment", "Anchor", "Angle", "Animation", "Axis", "Binding", "Button", "ButtonRole", "ButtonStyle", "Canvas",
        "Capsule", "Circle", "Color", "ColorScheme", "ContentMode", "ContentSizeCategory", "ControlSize", "Divider",
        "DynamicTypeSize", "Edge", "EdgeInsets", "Ellipse", "Environment", "FillStyle", "Font", "Form", "Gradient",
        "GraphicsContext", "Grid", "Group", "HorizontalAlignment", "Image", "Label", "Layout", "LayoutDirection",
        "LinearGradient", "Link", "List", "Material", "Menu", "Path", "Picker", "ProgressView", "Rectangle",
        "RoundedCornerStyle", "RoundedRectangle", "Section", "Shape", "ShapeStyle", "Slider", "Spacer", "State",
        "Stepper", "StrokeStyle", "Table", "Text", "TextAlignment", "Toggle", "Transaction", "UnitPoint",
        "VerticalAlignment", "View", "Visibility",
        "AffineTransform", "Data", "Date", "Decimal", "IndexPath", "Locale", "Measurement", "Notification", "URL",
        "UUID", "Unit",
    ]

    static func publicTypes() throws -> [(module: String, name: String)] {
        var found: [(String, String)] = []
        for file in try ModuleSources.files(of: reExported) {
            for line in file.lines where line.hasPrefix("public ") {
                let words = line.split(separator: " ").map(String.init)
                guard let kind = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "typealias", "actor"].contains($0) }),
                      kind + 1 < words.count else { continue }
                let name = String(words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                found.append((file.module, name))
            }
        }
        return found
    }

    @Test func noTypeNameIsSwiftUIsOrFoundations() throws {
        let types = try Self.publicTypes()
        #expect(types.count > 50)  // the scan found the modules
        for (module, name) in types where Self.taken.contains(name) {
            Issue.record("\(module).\(name) clashes with SwiftUI's or Foundation's \(name) when both are imported")
        }
    }

    @Test func noTwoReExportedModulesNameTheSameType() throws {
        let byName = Dictionary(grouping: try Self.publicTypes(), by: \.name)
        for (name, owners) in byName where Set(owners.map(\.module)).count > 1 {
            Issue.record("\(name) is declared by \(owners.map(\.module).sorted().joined(separator: " and ")): ambiguous through import ButtonRender")
        }
    }
}

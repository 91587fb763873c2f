import ArgumentParser
import ButtonRenderGoldens

/// The spec options that apply alike to every button of a set or a sheet: the configuration
/// (colours, stroke, font, insets), the corner, the framework and the accessibility settings.
/// Each flag is a spec field's name spelled as a flag (`--base-background-color` is
/// `baseBackgroundColor`), which a case list also takes.
struct ConfigurationOptions: ParsableArguments {
    @Option(help: "How the corner radius is chosen.") var cornerStyle: CornerStyle = .dynamic
    @Option(parsing: .unconditional, help: "A corner radius in points, overriding the style's.") var cornerRadius: Double?
    @Option(help: "iOS and iPadOS filled, tinted, gray and plain: draw as UIKit's button configurations (the default) or SwiftUI's bordered styles.")
    var framework: Framework?
    @Option(help: "Corner shape (continuous: the framework's own; layer: Core Animation's, as UIKit draws it).") var cornerCurve: ButtonGeometry.CornerCurve = .continuous
    @Option(help: "The Dynamic Type content size category.") var textSize: DynamicTypeCategory = .large
    @Option(help: "Reading direction.") var direction: WritingDirection = .leftToRight
    @Flag(help: "The Button Shapes accessibility setting.") var buttonShapes = false
    @Flag(help: "The Increase Contrast accessibility setting: system colors take their increased-contrast values.") var increaseContrast = false
    @Flag(help: "The Bold Text accessibility setting: labels two weights heavier (regular becomes semibold).") var boldText = false
    @Option(help: "The tint (UIKit's tintColor, SwiftUI's .tint(_:), which on 26 washes a .bordered button with it): #RRGGBB, #RRGGBBAA, a light/dark pair such as #5E2CA5/#9D6BE0, or a system color name (default systemBlue).",
            completion: .list(ColorSet.allValueStrings), transform: ColorSet.argument)
    var tint: ColorSet?
    @Option(help: ArgumentHelp("A button configuration's background color before the style transforms it (UIKit's baseBackgroundColor): a color as --tint takes.", valueName: "color"),
            completion: .list(ColorSet.allValueStrings), transform: ColorSet.argument)
    var baseBackgroundColor: ColorSet?
    @Option(help: ArgumentHelp("The title's, symbol's and indicator's color (UIKit's baseForegroundColor, SwiftUI's .foregroundStyle): a color as --tint takes.", valueName: "color"),
            completion: .list(ColorSet.allValueStrings), transform: ColorSet.argument)
    var baseForegroundColor: ColorSet?
    @Option(parsing: .unconditional, help: "A stroke along the inside of the shape's edge, in points (background.strokeWidth).") var strokeWidth: Double?
    @Option(help: ArgumentHelp("The stroke's color (default: the tint): a color as --tint takes.", valueName: "color"),
            completion: .list(ColorSet.allValueStrings), transform: ColorSet.argument)
    var strokeColor: ColorSet?
    @Option(help: "The text style the title follows, growing with --text-size (SwiftUI's .font(.headline)).") var textStyle: TextStyle?
    @Option(help: "The title's weight (default: the style's; semibold for the primary role and Headline).") var fontWeight: FontWeight?
    @Option(parsing: .unconditional, help: "The title's size in points; with --text-style, its size at the default text size, scaled as UIFontMetrics scales a custom font.")
    var fontSize: Double?
    @Option(help: ArgumentHelp(
        "A font file the button's text is drawn with (your brand's font), as it is: part of the button, reported as yours.",
        discussion: "Unlike --font, which replaces the stand-in for SF Pro in every command, this is the button's own font, and a case list can carry it.",
        valueName: "file"), completion: .file(extensions: ["otf", "ttf", "ttc"]))
    var fontFile: String?
    @Option(help: "How the title and subtitle line up with each other (UIKit's titleAlignment).") var titleAlignment: TitleAlignment?
    @Option(help: ArgumentHelp(
        "The distance from the shape's edges to the content (contentInsets): top,leading,bottom,trailing in points, vertical,horizontal, or one number.",
        valueName: "insets"), transform: ContentInsets.argument)
    var contentInsets: ContentInsets?
    @Option(parsing: .unconditional, help: "The space between the image (symbol or activity indicator) and the title, in points (imagePadding).") var imagePadding: Double?

    /// Sets these options on a spec.
    func apply(to spec: inout ButtonSpec) {
        spec.tint = tint
        spec.cornerStyle = cornerStyle
        spec.cornerRadius = cornerRadius
        spec.cornerCurve = cornerCurve
        spec.framework = framework
        spec.textSize = textSize
        spec.direction = direction
        spec.buttonShapes = buttonShapes
        spec.increaseContrast = increaseContrast
        spec.boldText = boldText
        spec.baseBackgroundColor = baseBackgroundColor
        spec.baseForegroundColor = baseForegroundColor
        spec.strokeWidth = strokeWidth
        spec.strokeColor = strokeColor
        spec.textStyle = textStyle
        spec.fontWeight = fontWeight
        spec.fontSize = fontSize
        spec.fontFile = fontFile
        spec.titleAlignment = titleAlignment
        spec.contentInsets = contentInsets
        spec.imagePadding = imagePadding
    }
}

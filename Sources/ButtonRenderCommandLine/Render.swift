import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ButtonRenderGoldens
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `buttonrender [render]`: one button to a PNG, its layout to JSON, or both.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Renders one button to a PNG (the default command).")

    @OptionGroup var button: ButtonOptions
    @OptionGroup var fonts: FontOptions

    @Option(name: [.short, .long], help: "The PNG or SVG to write (by its extension), or - for standard output (default: button.png; button-accessibility.png with --accessibility-snapshot; .svg with --format svg).")
    var output: String?

    @Option(help: "What to write: png, or svg (shapes with exact corners, text as outlines, in points); by default what -o's extension names, else png.")
    var format: ImageFormat?

    @Option(help: "The canvas behind the button: #RRGGBB, #RRGGBBAA or a system color such as systemBackground; #00000000 for transparent (default: watchOS black, tvOS #202024, visionOS #404048; elsewhere the dark systemBackground in dark mode, transparent in light).")
    var background: Tint?

    @Option(help: ArgumentHelp(
        "A PNG to lay behind the button, over the background: what Liquid Glass blurs and tints (a screenshot of the content behind it, at the same scale).",
        discussion: "It is centred on the canvas at one image pixel a canvas pixel, not scaled; the background shows around a smaller one.",
        valueName: "file"))
    var backdropImage: String?

    @Flag(help: "Print the layout as JSON on standard output (the PNG is written too when -o is given; with --accessibility-snapshot the snapshot always is).")
    var layoutJSON = false

    @Flag(help: "Write an accessibility snapshot instead of the bare button: the hit target, a marker, and a legend with what VoiceOver speaks, the label's contrast and the hit target's size (default name: button-accessibility.png).")
    var accessibilitySnapshot = false

    func validate() throws {
        try button.validate()
        try ImageDestination.validate(output, format: ImageDestination.format(path: output, asked: format))
        if backdropImage != nil && accessibilitySnapshot {
            throw ValidationError("--backdrop-image lies behind the bare button; the accessibility snapshot draws its own backdrop: give one of them")
        }
        // Both on standard output would be a JSON document with a PNG after it, which no reader takes.
        if layoutJSON, output == "-" {
            throw ValidationError("--layout-json prints to standard output, so -o - cannot also write the PNG there: give -o a file for the PNG, or leave -o out for the layout alone")
        }
    }

    func run() throws {
        let spec = try button.spec()
        do {
            let renderer = try fonts.renderer()
            let layout = try renderer.layout(spec)
            // Contrast is judged against the background asked for, when one is.
            let backdrop = background.map { $0.resolved(spec.appearance).rgba }
            if layoutJSON {
                try StandardOutput.write(try LayoutJSON.encode(layout, backdrop: backdrop) + Data("\n".utf8))
                // The layout alone was asked for: nothing is drawn. A snapshot asked for by name
                // is written to its default file, as it would be without the layout.
                if output == nil && !accessibilitySnapshot { return }
            }
            if accessibilitySnapshot {
                let scene = try SheetLayout.accessibilitySnapshot([layout], renderer: renderer, backdrop: backdrop).scene(with: renderer)
                try destination(defaultStem: "button-accessibility").write(scene, spec: spec)
                return
            }
            let scene = try renderer.scene(
                layout, background: Backdrop.color(background, for: spec), backdropImage: try backdropImage.map(Self.backdrop))
            try destination(defaultStem: "button").write(scene, spec: spec)
        } catch {
            throw ExitCodes.fail(error)
        }
    }

    /// The backdrop image's pixels, read as `inspect` reads a screenshot (bounded, any PNG libpng takes).
    static func backdrop(_ path: String) throws -> Pixmap {
        do {
            return try Pixmap(pngData: try InspectCommand.read(path))
        } catch let error as PNGError {
            throw ExitCodes.report("--backdrop-image \(TerminalText.escaped(path)): \(error)", ExitCodes.dataError)
        }
    }

    private func destination(defaultStem: String) -> ImageDestination {
        ImageDestination(path: output, defaultStem: defaultStem, format: ImageDestination.format(path: output, asked: format))
    }
}

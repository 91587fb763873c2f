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
    @OptionGroup var output: OutputOptions

    @Flag(help: "Print the layout as JSON on standard output (the PNG is written too when -o is given; with --accessibility-snapshot the snapshot always is).")
    var layoutJSON = false

    @Flag(help: "Write an accessibility snapshot instead of the bare button: the hit target, a marker, and a legend with what VoiceOver speaks, the label's contrast and the hit target's size (default name: button-accessibility.png).")
    var accessibilitySnapshot = false

    func validate() throws {
        try button.validate()
        try output.validate()
        // Both on standard output would be a JSON document with a PNG after it, which no reader takes.
        if layoutJSON, output.output == "-" {
            throw ValidationError("--layout-json prints to standard output, so -o - cannot also write the PNG there: give -o a file for the PNG, or leave -o out for the layout alone")
        }
    }

    func run() throws {
        let spec = try button.spec()
        do {
            let renderer = try output.renderer()
            let layout = try renderer.layout(spec)
            // Contrast is judged against the background asked for, when one is.
            let backdrop = output.background.map { $0.resolved(spec.appearance).rgba }
            if layoutJSON {
                try StandardOutput.write(try LayoutJSON.encode(layout, backdrop: backdrop) + Data("\n".utf8))
                // The layout alone was asked for: nothing is drawn. A snapshot asked for by name
                // is written to its default file, as it would be without the layout.
                if output.output == nil && !accessibilitySnapshot { return }
            }
            if accessibilitySnapshot {
                let image = try SheetLayout.accessibilitySnapshot([layout], renderer: renderer, backdrop: backdrop).draw(with: renderer)
                try output.write(image, spec: spec, defaultName: "button-accessibility.png")
                return
            }
            try output.write(try renderer.draw(layout, background: Backdrop.color(output.background, for: spec)), spec: spec)
        } catch {
            throw ExitCodes.fail(error)
        }
    }
}

/// Writing images: the path, the background, the font.
struct OutputOptions: ParsableArguments {
    @Option(name: [.short, .long], help: "The PNG to write, or - for standard output (default: button.png).")
    var output: String?

    @Option(help: "The canvas behind the button: #RRGGBB, #RRGGBBAA or a system color such as systemBackground; #00000000 for transparent (default: transparent, but watchOS black, tvOS #202024, visionOS #404048).")
    var background: Tint?

    @Option(help: "A font file to draw text with instead of Inter, as it is (no size adjustment).")
    var font: String?

    @Option(help: "A folder with SF Pro's files (SF-Pro-Text-*.otf, SF-Pro-Display-*.otf or SF-Pro.ttf): Text below 20 pt, Display from 20 pt, each weight as drawn.")
    var fontDir: String?

    func validate() throws {
        try Self.validateFonts(font: font, fontDir: fontDir)
        if output == "" { throw ValidationError("-o '' names no file: give a path, or - for standard output") }
        // A PNG on a terminal is a screen of binary bytes, as curl refuses to print one.
        if output == "-", isatty(STDOUT_FILENO) == 1 {
            throw ValidationError("-o - writes the PNG to standard output, which is a terminal here: redirect it (> button.png) or pipe it, or give -o a file")
        }
    }

    /// One font or SF Pro's folder, not both: the folder's chain has no place for another
    /// primary font. Every command that takes the two refuses the pair alike.
    static func validateFonts(font: String?, fontDir: String?) throws {
        if font != nil && fontDir != nil { throw ValidationError("give --font or --font-dir, not both") }
    }

    /// The renderer these options ask for.
    func renderer() throws -> Renderer { try Renderer(font: font, fontDirectory: fontDir) }

    func backgroundColor(_ appearance: Appearance) -> RGBA {
        background.map { $0.resolved(appearance).rgba } ?? .clear
    }

    /// Writes bytes already encoded: to standard output for `-`, else atomically.
    func writeData(_ data: Data, defaultName: String) throws {
        let path = output ?? defaultName
        if path == "-" {
            try StandardOutput.write(data)
        } else {
            try OutputFile.writeAtomically(data, to: path)
        }
    }

    func write(_ image: Pixmap, spec: ButtonSpec, defaultName: String = "button.png") throws {
        let path = output ?? defaultName
        if path == "-" {
            try StandardOutput.write(try ButtonPNG.data(image, spec: spec))
        } else {
            try ButtonPNG.write(image, spec: spec, to: path)
        }
    }
}

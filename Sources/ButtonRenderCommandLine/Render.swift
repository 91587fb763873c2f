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
    @OptionGroup var configuration: ConfigurationOptions
    @OptionGroup var fonts: FontOptions

    @Option(name: [.short, .long], help: "The PNG or SVG to write (by its extension), or - for standard output (default: button.png; button-accessibility.png with --accessibility-snapshot; .svg with --format svg).")
    var output: String?

    @Option(help: "What to write: png, or svg (shapes with exact corners, text as outlines, in points); by default what -o's extension names, else png.")
    var format: ImageFormat?

    @Option(help: "The canvas behind the button: #RRGGBB, #RRGGBBAA or a system color such as systemBackground; #00000000 for transparent (default: watchOS black, tvOS #202024, visionOS #404048; elsewhere the dark systemBackground in dark mode, transparent in light).")
    var background: ColorSet?

    @Option(help: ArgumentHelp(
        "A PNG to lay behind the button, over the background: what Liquid Glass blurs and tints (a screenshot of the content behind it, at the same scale).",
        discussion: "It is centred on the canvas at one image pixel a canvas pixel, not scaled; the background shows around a smaller one.",
        valueName: "file"))
    var backdropImage: String?

    @Flag(help: "Print the layout as JSON on standard output (the PNG is written too when -o is given; with --accessibility-snapshot the snapshot always is).")
    var layoutJSON = false

    @Option(help: ArgumentHelp(
        "How each file of a set is named: placeholders {platform}, {style}, {size}, {state}, {appearance}, {scale}, {role}, {textSize}, {osVersion}; the extension names the format.",
        discussion: "A set is what lists and all make (--style filled,tinted --size all --appearance both --scale 2,3); its default name is {platform}-{style}-{size}-{appearance}@{scale}x.png, with -{state} when the state varies.",
        valueName: "template"))
    var name: String?

    @Option(help: "The folder a set's files are written into (created if missing; default: this one).")
    var out: String?

    @Flag(help: "Write an accessibility snapshot instead of the bare button: the hit target, a marker, and a legend with what VoiceOver speaks, the label's contrast and the hit target's size (default name: button-accessibility.png).")
    var accessibilitySnapshot = false

    func validate() throws {
        try button.validate(configuration)
        if try isSet() {
            if output != nil { throw ValidationError("-o names one file, and the options make a set: name its files with --name and their folder with --out") }
            if layoutJSON || accessibilitySnapshot {
                throw ValidationError("--\(layoutJSON ? "layout-json" : "accessibility-snapshot") is for one button; the options make a set: give one value of each")
            }
            if out == "" { throw ValidationError("--out '' names no folder: give the folder to write into (. for this one)") }
            _ = try template()
            return
        }
        if out != nil { throw ValidationError("--out is the folder of a set's files; for one button give -o") }
        try ImageDestination.validate(output, format: ImageDestination.format(path: output, asked: format))
        if backdropImage != nil && accessibilitySnapshot {
            throw ValidationError("--backdrop-image lies behind the bare button; the accessibility snapshot draws its own backdrop: give one of them")
        }
        // Both on standard output would be a JSON document with a PNG after it, which no reader takes.
        if layoutJSON, output == "-" {
            throw ValidationError("--layout-json prints to standard output, so -o - cannot also write the PNG there: give -o a file for the PNG, or leave -o out for the layout alone")
        }
    }

    /// Whether the options make more than one button, or a template names the file.
    private func isSet() throws -> Bool {
        if name != nil || out != nil { return true }
        return try button.specs(configuration).specs.count > 1
    }

    /// The set's names: `--name`, else the default for the format asked for.
    private func template() throws -> FileNameTemplate {
        if let name { return try FileNameTemplate(name) }
        let swept = button.state.all || button.state.values.count > 1
        return try FileNameTemplate(FileNameTemplate.defaultTemplate(withState: swept, format: format ?? .png))
    }

    func run() throws {
        if try isSet() { return try runSet() }
        let spec = try button.spec(configuration)
        do {
            let renderer = try fonts.renderer()
            let layout = try renderer.layout(spec)
            // Contrast is judged against the background asked for, when one is.
            let backdrop = background.map { $0.resolved(spec.appearance).rgba }
            if !layoutJSON { Self.warnOnContrast(layout, backdrop: backdrop, name: nil) }
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

    /// A set: every combination laid out and its scene made first (so that a refused one writes
    /// nothing: glass refuses some backdrops only when its scene is made), then drawn and written
    /// into `--out`, each named by the template.
    private func runSet() throws {
        let set = try button.specs(configuration)
        let template = try template()
        let folder = out ?? "."
        var names: [String: ButtonSpec] = [:]
        for spec in set.specs {
            let name = template.name(for: spec)
            if let other = names[name.lowercased()] {
                throw ExitCodes.report(
                    "--name gives two buttons the file name \(TerminalText.escaped(name)) (\(ButtonOptions.combination(other)) and \(ButtonOptions.combination(spec))): add the placeholder of what varies",
                    ExitCodes.usage)
            }
            names[name.lowercased()] = spec
        }
        do {
            let renderer = try fonts.renderer()
            let image = try backdropImage.map(Self.backdrop)
            var skipped = set.skipped
            var scenes: [(layout: ButtonLayout, scene: DrawingScene)] = []
            for spec in set.specs {
                let layout = try renderer.layout(spec)
                do {
                    scenes.append((layout, try renderer.scene(layout, background: Backdrop.color(background, for: spec), backdropImage: image)))
                } catch let refusal as SpecError where button.sweeps {
                    skipped.append(ButtonOptions.combination(spec) + ": " + refusal.description)
                }
            }
            guard !scenes.isEmpty else { throw ExitCodes.report("no combination asked for can be drawn; the first: \(TerminalText.escaped(skipped.first ?? ""))", ExitCodes.usage) }
            do {
                try OutputFile.createFolder(folder)
            } catch {
                throw ExitCodes.report("cannot create the output folder \(TerminalText.escaped(folder)): \(error.reason)", ExitCodes.cannotCreate)
            }
            for (layout, scene) in scenes {
                let name = template.name(for: layout.spec)
                let backdrop = background.map { $0.resolved(layout.spec.appearance).rgba }
                Self.warnOnContrast(layout, backdrop: backdrop, name: name)
                try ImageDestination(path: folder + "/" + name, defaultStem: "", format: template.format).write(scene, spec: layout.spec)
            }
            if !skipped.isEmpty {
                StandardError.write("left out \(skipped.count) combination\(skipped.count == 1 ? "" : "s") the platform does not draw:\n"
                    + skipped.map { "  " + TerminalText.escaped($0) + "\n" }.joined())
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw ExitCodes.fail(error)
        }
    }

    /// One line on standard error when a label in colours of your own (a tint, a base colour)
    /// fails Apple's contrast minimum: the render is written all the same, and `audit` is the
    /// command that fails. Apple's own colours are not warned of on every render (its white on
    /// systemBlue is 4.02:1): `audit` reports them.
    static func warnOnContrast(_ layout: ButtonLayout, backdrop: RGBA?, name: String?) {
        let spec = layout.spec
        guard spec.tint != nil || spec.baseBackgroundColor != nil || spec.baseForegroundColor != nil else { return }
        guard let c = layout.accessibilityReport(backdrop: backdrop).labelContrast, !c.meets, c.exempt == nil else { return }
        let whose = name.map { TerminalText.escaped($0) + ": " } ?? ""
        StandardError.write("warning: \(whose)\(AuditText.labelContrast(c)) (Apple's minimum; buttonrender audit fails it)\n")
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

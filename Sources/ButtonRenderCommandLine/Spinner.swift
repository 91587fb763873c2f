import ArgumentParser
import ButtonRenderGoldens
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `buttonrender spinner`: the activity indicator on its own.
struct Spinner: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "spinner", abstract: "Renders the activity indicator: one frame, a strip of all 8, or 8 files.")

    enum SpinnerSize: String, ExpressibleByArgument, CaseIterable { case medium, large }

    @Option(help: "Medium (20 pt) or large (37 pt).") var size: SpinnerSize = .medium
    @Option(help: "Light or dark mode.") var appearance: Appearance = .light
    @Option(parsing: .unconditional, help: "Pixels per point.") var scale = 2.0
    @Option(help: "A tick color instead of the appearance's: #RRGGBB or a system color name.") var color: Tint?
    @Option(help: "The animation frame, 0 to 7 (default 0; not with --frames, which writes all 8).") var frame: Int?
    @Option(help: "`strip` for all 8 frames side by side in one PNG, `apng` for one animated PNG that loops at the system's rate, or a folder to write frame-0.png ... frame-7.png into.")
    var frames: String?
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if let frame, frames != nil {
            throw ValidationError("--frame \(frame) has no effect with --frames, which writes all 8 frames")
        }
        if frames == "" {
            throw ValidationError("--frames '' names nothing: give strip, apng, or the folder to write frame-0.png ... frame-7.png into (. for this one)")
        }
        guard (0...7).contains(frame ?? 0) else {
            throw ValidationError("frame \(frame ?? 0) does not exist: the indicator has 8 frames, 0 to 7")
        }
        guard scale.isFinite, (0.5...8).contains(scale) else {
            throw ValidationError("scale \(scale) is not allowed: give a number from 0.5 to 8")
        }
    }

    func run() throws {
        do {
            let spinner = StandaloneSpinner(
                large: size == .large, appearance: appearance, scale: scale,
                color: color.map { $0.resolved(appearance).rgba })
            let frame = self.frame ?? 0
            let spec = ButtonSpec(content: Content(loading: true), scale: scale, spinnerFrame: frame)
            let background = output.backgroundColor(appearance)
            switch frames {
            case nil:
                try output.write(try spinner.image(frame: frame, background: background), spec: spec, defaultName: "spinner.png")
            case "strip":
                try output.write(try spinner.strip(background: background), spec: spec, defaultName: "spinner-strip.png")
            case "apng":
                let json = String(decoding: try LayoutJSON.encodeSpec(spec), as: UTF8.self)
                try output.writeData(try spinner.animatedPNG(background: background, metadata: json), defaultName: "spinner.apng.png")
            case let folder?:
                try spinner.writeFrames(to: folder, background: background)
            }
        } catch {
            throw ExitCodes.fail(error)
        }
    }
}

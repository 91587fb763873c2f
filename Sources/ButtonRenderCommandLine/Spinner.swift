import ArgumentParser
import ButtonRenderGoldens
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `buttonrender spinner`: the activity indicator on its own.
struct Spinner: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "spinner", abstract: "Renders the activity indicator: one frame, a strip of every frame, or one file a frame.")

    enum SpinnerSize: String, ExpressibleByArgument, CaseIterable { case medium, large }

    @Option(help: "Medium (20 pt, 8 ticks) or large (37 pt, 12 ticks).") var size: SpinnerSize = .medium
    @Option(help: "Light or dark mode.") var appearance: Appearance = .light
    @Option(parsing: .unconditional, help: "Pixels per point.") var scale = 2.0
    @Option(help: "A tick color instead of the appearance's: #RRGGBB or a system color name.") var color: ColorSet?
    @Option(help: "The animation frame: 0 to 7 for medium, 0 to 11 for large (default 0; not with --frames, which writes all of them).") var frame: Int?
    @Option(help: "`strip` for every frame side by side in one PNG, `apng` for one animated PNG that turns once a second, or a folder to write frame-0.png, frame-1.png ... into.")
    var frames: String?

    @Option(name: [.short, .long], help: "The PNG to write, or - for standard output (default: spinner.png; spinner-strip.png with --frames strip, spinner.apng.png with --frames apng).")
    var output: String?

    @Option(help: "The canvas behind the indicator: #RRGGBB, #RRGGBBAA or a system color; #00000000 for transparent (default: the dark systemBackground in dark mode, transparent in light).")
    var background: ColorSet?

    func validate() throws {
        try ImageDestination.validate(output, writes: [.png])
        if let frame, frames != nil {
            throw ValidationError("--frame \(frame) has no effect with --frames, which writes every frame")
        }
        if frames == "" {
            throw ValidationError("--frames '' names nothing: give strip, apng, or the folder to write frame-0.png, frame-1.png ... into (. for this one)")
        }
        let count = size == .large ? ActivityIndicator.Style.large.tickCount : ActivityIndicator.Style.medium.tickCount
        guard (0..<count).contains(frame ?? 0) else {
            throw ValidationError("frame \(frame ?? 0) does not exist: the \(size.rawValue) indicator has \(count) frames, 0 to \(count - 1)")
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
            // The metadata's spec is the loading button's indicator, whose frames are the medium's.
            let spec = ButtonSpec(content: Content(loading: true), scale: scale, spinnerFrame: frame % ActivityIndicator.tickCount)
            let background = Backdrop.color(self.background, appearance: appearance)
            switch frames {
            case nil:
                try ImageDestination(path: output, defaultStem: "spinner").write(try spinner.image(frame: frame, background: background), spec: spec)
            case "strip":
                try ImageDestination(path: output, defaultStem: "spinner-strip").write(try spinner.strip(background: background), spec: spec)
            case "apng":
                let json = String(decoding: try LayoutJSON.encodeSpec(spec), as: UTF8.self)
                try ImageDestination(path: output, defaultStem: "spinner.apng")
                    .write(try spinner.animatedPNG(background: background, metadata: json), width: spinner.side, height: spinner.side, scale: scale)
            case let folder?:
                try spinner.writeFrames(to: folder, background: background)
            }
        } catch {
            throw ExitCodes.fail(error)
        }
    }
}

import ArgumentParser
import ButtonRenderGoldens

extension SheetRequest.Axis: ExpressibleByArgument {}
extension SheetRequest.Appearances: ExpressibleByArgument {}

/// `buttonrender sheet`: the guidelines' grid of buttons, optionally with measurements.
struct SheetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet", abstract: "Renders a design-spec sheet: a grid of buttons with row and column labels.")

    @Option(help: "The platform whose buttons fill the sheet.") var platform: Platform = .iOS
    @Option(help: "The column axis; rows are the styles (macOS: its kinds).") var by: SheetRequest.Axis = .size
    @Option(help: "Light, dark, or both side by side (default light; watchOS and visionOS: dark, their only one).") var appearance: SheetRequest.Appearances?
    @Option(help: ArgumentHelp(
        "The release whose design to show (26: Liquid Glass; an earlier one: the guidelines' design), or both: the two generations side by side.",
        valueName: "release|both"))
    var osVersion: String?
    @Flag(help: "Draw dimensions, corner radius, insets, symbol gap, the hit target and a legend per cell.") var annotate = false
    @Flag(help: "Draw each button's accessibility legend instead: a numbered marker, the hit target, what VoiceOver speaks, the label's contrast.") var accessibility = false
    @OptionGroup(title: "What every button of the sheet shares") var configuration: ConfigurationOptions
    @Option(help: "The title in every cell.") var title = "Button"
    @Option(parsing: .unconditional, help: "Pixels per point.") var scale = 2.0
    @OptionGroup var fonts: FontOptions

    @Option(name: [.short, .long], help: "The PNG or SVG to write (by its extension), or - for standard output (default: named for the sheet, sheet-PLATFORM-AXIS[-APPEARANCE][-RELEASE][-accessibility].png: sheet-ios-size.png). The sheet is drawn on each appearance's systemBackground.")
    var output: String?

    @Option(help: "What to write: png, or svg (shapes with exact corners, text as outlines, in points); by default what -o's extension names, else png.")
    var format: ImageFormat?

    /// A name that says which sheet it is, so that one folder holds several:
    /// `sheet-ios-size`, `sheet-macos-role-dark`, `sheet-watchos-lines-both` (with the format's extension).
    /// A release adds its number (`sheet-ios-size-26`), both generations `-both-releases`.
    static func defaultStem(platform: Platform, axis: SheetRequest.Axis, appearance: SheetRequest.Appearances, accessibility: Bool = false, releases: [OSVersion?] = [nil]) -> String {
        let columns = platform == .watchOS ? "lines" : axis.rawValue
        let release = releases.count > 1 ? "-both-releases" : (releases.first??.description).map { "-\($0)" } ?? ""
        return "sheet-\(platform.rawValue)-\(columns)" + (appearance == .light ? "" : "-\(appearance.rawValue)") + release + (accessibility ? "-accessibility" : "")
    }

    func validate() throws {
        try ImageDestination.validate(output, format: ImageDestination.format(path: output, asked: format))
        if annotate && accessibility {
            throw ValidationError("--annotate and --accessibility each put a legend under every button: give one of them")
        }
        _ = try releases()
        guard scale.isFinite, (0.5...8).contains(scale) else { throw ValidationError("scale \(scale) is not allowed: give a number from 0.5 to 8") }
    }

    /// The panels' releases: `both` is the guidelines' design beside Liquid Glass.
    private func releases() throws -> [OSVersion?] {
        guard let osVersion else { return [nil] }
        if osVersion == "both" { return [nil, OSVersion.liquidGlass] }
        return [try OSVersion.argument(osVersion)]
    }

    func run() throws {
        var request = SheetRequest(platform: platform, axis: by, appearances: appearance, annotate: annotate, accessibility: accessibility, title: title, scale: scale)
        configuration.apply(to: &request.shared)
        request.releases = try releases()
        let appearance = request.appearances
        do {
            let renderer = try fonts.renderer()
            let scene = try SheetLayout.make(request, renderer: renderer).scene(with: renderer)
            let stem = Self.defaultStem(platform: platform, axis: by, appearance: appearance, accessibility: accessibility, releases: request.releases)
            try ImageDestination(path: output, defaultStem: stem, format: ImageDestination.format(path: output, asked: format))
                .write(scene, spec: ButtonSpec(platform: platform, scale: scale))
        } catch {
            throw ExitCodes.fail(error)
        }
    }
}

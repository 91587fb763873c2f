import ArgumentParser
import ButtonRenderGoldens
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `buttonrender inspect IMAGE`: measures a button or activity indicator in any PNG and,
/// with `--expect`, holds it against our render of the same button.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Measures a button in any PNG: frame, corner radius and curve, colors, label, spinner ticks.",
        discussion: """
            Lengths are in points at --scale pixels per point (default: the file's pHYs, else 2). \
            With --expect, the other button options describe our button, which is rendered on the \
            same backdrop and measured alike; exit 1 when a figure lies outside the tolerances.
            """)

    @Argument(help: "The PNG to measure; - reads it from standard input (a pipe is read whole too).") var image: String
    @Option(help: "The backdrop behind the button: #RRGGBB or a system color (default: sampled from the corners).")
    var background: ColorSet?
    @Option(help: ArgumentHelp(
        "The same scene without the button, a PNG of the image's size (a plain snapshot over the same background): each pixel is measured against its own pixel of it, not one color.",
        discussion: "For buttons; not with --background. A label drawn the same in both is not measured. With --expect, ours is drawn over a uniform backdrop: this image's mean color under the shape's fill.",
        valueName: "file"))
    var backdropImage: String?
    @Option(help: "The part of the image to measure, in pixels: x,y,width,height.") var region: Region?
    @Option(help: "What the image shows.") var subject: InspectionOptions.Subject = .auto
    @Option(help: "The fill's own color, to solve its alpha over the backdrop (a tinted fill is the tint at some alpha).")
    var fillInk: ColorSet?
    @Option(help: "The label's own color, to solve its alpha over the fill; for a spinner, the ticks' color.")
    var labelInk: ColorSet?
    @Option(help: "A translucent color laid over the button after it was drawn, to take out first: COLOR@ALPHA, such as #00FFFF@0.3 (an accessibility snapshot's marker).")
    var overlay: OverlayArgument?
    @Flag(help: "The image is gray, its luminance (an accessibility snapshot's monochrome mode): with --expect, ours is grayed alike.")
    var monochrome = false
    @Flag(help: "Print JSON instead of text.") var json = false
    @Option(help: "With --expect: a folder with SF Pro's files to draw our label with (see render --font-dir).")
    var fontDir: String?
    @Flag(help: "Compare with our render of the button the other options describe.") var expect = false
    @Option(help: "Compare with our render of this spec (JSON, as in a manifest's \"spec\").") var expectSpec: String?
    @Option(help: "Compare with our standalone activity indicator of this size (medium or large).")
    var expectSpinner: Spinner.SpinnerSize?
    @Option(help: "With --expect or --expect-spec: write a picture (a .png) of the screenshot beside our render, the two outlines over the screenshot, and their difference, listing the figures that differ.")
    var picture: String?
    @Option(help: "With --expect or --expect-spec: name each change in the terms of the stack the button is built on (a point is a CSS px, a Flutter logical pixel, a Compose dp).")
    var target: ImitationTarget?
    @OptionGroup(title: "Button options (with --expect)") var button: ButtonOptions
    @OptionGroup(title: "Button options (with --expect)") var configuration: ConfigurationOptions

    func validate() throws {
        let targets = [expect, expectSpec != nil, expectSpinner != nil].filter { $0 }.count
        guard targets <= 1 else { throw ValidationError("give one of --expect, --expect-spec and --expect-spinner") }
        if let s = button.singleScale, !(s.isFinite && s > 0) { throw ValidationError("scale \(s) is not a positive number") }
        try button.validate(configuration)
        let expectsButton = expect || expectSpec != nil
        if let picture {
            guard expectsButton else {
                throw ValidationError(expectSpinner != nil
                    ? "--picture draws a button beside ours, not an activity indicator: give it with --expect (and the render options) or --expect-spec JSON"
                    : "--picture draws the screenshot beside our render of the button you expect: give it with --expect (and the render options) or --expect-spec JSON")
            }
            guard picture.lowercased().hasSuffix(".png"), picture.count > 4 else {
                throw ValidationError("--picture \(TerminalText.escaped(picture)) names no .png file: the picture is a PNG, so give a name ending in .png (such as --picture compare.png)")
            }
        }
        if backdropImage != nil {
            guard background == nil else {
                throw ValidationError("give --backdrop-image or --background, not both: with --backdrop-image each pixel is measured against its own pixel of that image")
            }
            guard subject == .auto || subject == .button, expectSpinner == nil else { throw ValidationError(Self.backdropImageIsForButtons) }
        }
        if let target, !expectsButton {
            throw ValidationError("--target \(target.rawValue) names changes to the button you expect: give it with --expect (and the render options) or --expect-spec JSON")
        }
    }

    func run() throws {
        let appearance = button.singleAppearance ?? button.singlePlatform.defaultAppearance
        do {
            // The file's bytes are let go once decoded: only the pixels stay while measuring.
            let loaded = try ButtonInspection.load(pngData: try Self.read(image), scale: button.singleScale)
            if let guess = loaded.guess { StandardError.write(ButtonInspection.scaleGuessWarning(guess) + "\n") }
            let behind = try backdropImage.map { try Self.loadBackdrop($0, sizedLike: loaded.image) }
            var options = InspectionOptions(
                scale: loaded.scale, backdrop: background.map { $0.resolved(appearance).rgba },
                region: region.map { PixelRegion(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }, subject: subject,
                fillInk: fillInk.map { $0.resolved(appearance).rgba }, labelInk: labelInk.map { $0.resolved(appearance).rgba },
                backdropImage: behind)
            if subject == .spinner || expectSpinner != nil { options.subject = .spinner }
            options.overlay = overlay.map { InspectionOptions.Overlay(color: $0.color.resolved(appearance).rgba, alpha: $0.alpha) }
            options.monochrome = monochrome
            let target: InspectionTarget?
            if expect {
                target = .button(try button.spec(configuration))
            } else if let expectSpec {
                target = .button(try ButtonSpecJSON.decode(expectSpec))
            } else if let expectSpinner {
                target = .spinner(large: expectSpinner == .large, appearance: appearance)
            } else {
                target = nil
            }
            if case .button(let spec)? = target, spec.style == .switch {
                // Known only now: --expect's style, or the spec --expect-spec decodes.
                guard behind == nil else { throw ExitCodes.report(Self.backdropImageIsForButtons, ExitCodes.usage) }
                options.subject = .switch
            }
            guard let target else {
                let m = try Inspector.inspect(loaded.image, options: options)
                try StandardOutput.write(json ? try InspectionJSON.encode(m) : Data(InspectionText.report(m, scaleSource: loaded.source).utf8))
                return
            }
            let renderer = try Renderer(fontDirectory: fontDir)
            var comparison = try ButtonInspection.compare(loaded.image, options: options, with: target, renderer: renderer)
            if let stack = self.target { comparison = comparison.naming(changesIn: stack) }
            if let picture, case .button(let spec) = target {
                let drawn = try InspectionPicture(image: loaded.image, comparison: comparison, options: options, spec: spec, renderer: renderer)
                let pixels = try drawn.scene.rasterized()
                try OutputFile.writeAtomically(try pixels.pngData(scale: options.scale), to: picture)
                ImageDestination.sayWritten(picture, width: pixels.width, height: pixels.height, scale: options.scale)
            }
            if json {
                try StandardOutput.write(try InspectionJSON.encode(comparison))
            } else {
                try StandardOutput.write(Data((InspectionText.report(comparison.image, scaleSource: loaded.source) + "\n"
                    + InspectionText.report(comparison, target: self.target)).utf8))
            }
            if !comparison.agrees { throw ExitCode(1) }
        } catch let e as ExitCode {
            throw e
        } catch let e as InspectError {
            // An image with nothing button-like in it is bad data; the other errors are about the options.
            if case .noButtonFound = e { throw ExitCodes.report(e.description, ExitCodes.dataError) }
            throw ExitCodes.report(e.description, ExitCodes.usage)
        } catch {
            throw ExitCodes.fail(error)
        }
    }
}

extension InspectCommand {
    /// The refusal of `--backdrop-image` with anything but a button: the one text for every way
    /// of asking (`--subject`, `--expect-spinner`, a switch expected).
    static let backdropImageIsForButtons =
        "--backdrop-image is read for buttons only: measure an activity indicator or a switch against one backdrop color (--background, or sampled)"

    /// The backdrop image at `path`, read as `render --backdrop-image` reads one (our PNG reader,
    /// as for `IMAGE`), refused unless it is `image`'s size.
    static func loadBackdrop(_ path: String, sizedLike image: Pixmap) throws -> Pixmap {
        let behind = try Render.backdrop(path)
        guard behind.width == image.width, behind.height == image.height else {
            throw ExitCodes.report(
                "--backdrop-image \(TerminalText.escaped(path)) is \(behind.width) x \(behind.height) px and the image \(image.width) x \(image.height) px: "
                    + "give the same scene without the button, the same size as the image", ExitCodes.usage)
        }
        return behind
    }

    /// The most bytes read from standard input or a pipe: an uncompressed PNG of the largest
    /// image decoding accepts (four bytes a pixel and a filter byte a row), with room for its
    /// other chunks. A file's size is its own; a pipe could run on forever.
    static let largestPNG = 4 * Pixmap.maximumPixelCount + Pixmap.maximumSide + (16 << 20)

    /// The PNG's bytes: `-` is standard input; a pipe or a process substitution is read to its
    /// end like it, a regular file as it is.
    static func read(_ path: String) throws -> Data {
        let fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ExitCodes.report("cannot read \(path): no such file, or not readable", ExitCodes.noInput) }
        defer { if path != "-" { close(fd) } }
        let name = path == "-" ? "standard input" : path
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n == 0 { return data }
            if n < 0 {
                if errno == EINTR { continue }
                throw ExitCodes.report("cannot read \(name): \(String(cString: strerror(errno)))", ExitCodes.noInput)
            }
            data.append(contentsOf: buffer[0..<n])
            guard data.count <= largestPNG else {
                throw ExitCodes.report(
                    "\(name) holds more than \(largestPNG >> 20) MiB: no PNG within the limits (16,384 px a side, 64 megapixels) is that large",
                    ExitCodes.dataError)
            }
        }
    }
}

/// The C library's `read`, by a name that `InspectCommand.read` does not hide.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }

/// `x,y,width,height` in pixels.
struct Region: ExpressibleByArgument {
    var x: Int, y: Int, width: Int, height: Int
    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.filter { $0 != " " }) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], x >= 0, y >= 0, w > 0, h > 0
        else { return nil }
        (self.x, self.y, self.width, self.height) = (x, y, w, h)
    }
}

extension InspectionOptions.Subject: ExpressibleByArgument {}
extension ImitationTarget: ExpressibleByArgument {}

/// `COLOR@ALPHA`: a color as `--tint` takes it and an alpha from 0 up to 1.
struct OverlayArgument: ExpressibleByArgument {
    var color: ColorSet
    var alpha: Double
    init?(argument: String) {
        let parts = argument.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let color = ColorSet(String(parts[0])), let alpha = Double(parts[1]), alpha >= 0, alpha < 1 else { return nil }
        (self.color, self.alpha) = (color, alpha)
    }
    static var defaultValueDescription: String { "COLOR@ALPHA" }
}
extension Spinner.SpinnerSize: Decodable {}

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

extension ImageFormat: ExpressibleByArgument {}

/// Where a command's one image goes: the `-o` path, else the command's own default name;
/// `-` is standard output. A file written is named on standard error with its size, as a
/// tool that writes a file should say (nothing is said when the image went to standard output,
/// where the bytes are the whole answer).
struct ImageDestination {
    /// The path given with `-o`, or nil.
    let path: String?
    /// The name used when no path is given, without its extension.
    let defaultStem: String
    /// What is written: PNG or SVG.
    let format: ImageFormat

    /// A destination for `path`, else `defaultStem` with the format's extension.
    init(path: String?, defaultStem: String, format: ImageFormat = .png) {
        self.path = path
        self.defaultStem = defaultStem
        self.format = format
    }

    /// The format to write: `--format` when given, else the one `-o`'s extension names, else PNG.
    static func format(path: String?, asked: ImageFormat?) -> ImageFormat {
        asked ?? path.flatMap(ImageFormat.named(by:)) ?? .png
    }

    /// Refuses an empty name, a name whose extension says another format than the one
    /// written (a `.svg` that is a PNG is a file every reader then refuses), a format the
    /// command cannot write, and a PNG on standard output when it is a terminal.
    static func validate(_ path: String?, format: ImageFormat = .png, writes formats: [ImageFormat] = ImageFormat.allCases) throws {
        if path == "" { throw ValidationError("-o '' names no file: give a path, or - for standard output") }
        guard formats.contains(format) else {
            throw ValidationError("this command writes \(formats.map { $0.rawValue.uppercased() }.joined(separator: " or ")), not \(format.rawValue.uppercased())")
        }
        if let path, let named = ImageFormat.named(by: path), named != format {
            let choices = formats.count > 1 ? ", or give --format \(named.rawValue)" : ""
            throw ValidationError(
                "-o \(TerminalText.escaped(path)) names a\(named == .svg ? "n" : "") \(named.rawValue.uppercased()) file but this writes \(format.rawValue.uppercased()): name it \(format.fileExtension)\(choices)")
        }
        // A PNG on a terminal is a screen of binary bytes, as curl refuses to print one.
        if path == "-", format == .png, isatty(STDOUT_FILENO) == 1 {
            throw ValidationError("-o - writes the PNG to standard output, which is a terminal here: redirect it (> button.png) or pipe it, or give -o a file")
        }
    }

    private var target: String { path ?? defaultStem + format.fileExtension }

    /// Writes a scene as the format asks: its pixels as a PNG with the spec's metadata, or its SVG.
    func write(_ scene: DrawingScene, spec: ButtonSpec) throws {
        switch format {
        case .png:
            try write(try scene.rasterized(), spec: spec)
        case .svg:
            let data = Data(scene.svg().utf8)
            if target == "-" { return try StandardOutput.write(data) }
            try OutputFile.writeAtomically(data, to: target)
            StandardError.write("wrote \(TerminalText.escaped(target)) (\(Self.figure(scene.width)) x \(Self.figure(scene.height)) pt)\n")
        }
    }

    /// Writes an image with its spec's metadata.
    func write(_ image: Pixmap, spec: ButtonSpec) throws {
        if target == "-" {
            try StandardOutput.write(try ButtonPNG.data(image, spec: spec))
        } else {
            try ButtonPNG.write(image, spec: spec, to: target)
            Self.sayWritten(target, width: image.width, height: image.height, scale: spec.scale)
        }
    }

    /// Writes bytes already encoded (an animated PNG) of an image `width` x `height` px.
    func write(_ data: Data, width: Int, height: Int, scale: Double) throws {
        if target == "-" {
            try StandardOutput.write(data)
        } else {
            try OutputFile.writeAtomically(data, to: target)
            Self.sayWritten(target, width: width, height: height, scale: scale)
        }
    }

    /// `wrote button.png (179 x 101 px, 89.5 x 50.5 pt @2x)`, the name escaped for the terminal.
    static func sayWritten(_ path: String, width: Int, height: Int, scale: Double) {
        StandardError.write("wrote \(TerminalText.escaped(path)) (\(width) x \(height) px, \(points(width, scale)) x \(points(height, scale)) pt @\(figure(scale))x)\n")
    }

    private static func points(_ pixels: Int, _ scale: Double) -> String { figure(Double(pixels) / scale) }

    /// At most two places, trailing zeros dropped: 89.5, 50.5, 2.
    private static func figure(_ value: Double) -> String { value.shortDecimalText(places: 2) }
}

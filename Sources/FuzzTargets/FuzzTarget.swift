import ButtonGeometry
import ButtonRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Inspect
import PNG
import Raster
import Typography
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inputs a user hands us whole, each as a function that takes any bytes: it may throw
/// (bad input is an error) but must never crash, hang or exhaust memory. `scripts/fuzz` runs
/// them under libFuzzer; the replay test runs every input that ever crashed one.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// PNG decoding, the pHYs reader, our encoder's round trip of what decodes, and `inspect`
    /// on it (as a button and as a switch under a marker).
    case png
    /// Case lists and specs: parsing, validation and layout (with text shaping).
    case manifest
    /// FontFace files: FreeType's parse, our cmap, kerning and OS/2 reads, outlines and masks.
    case font

    /// The largest image encoded again and measured, in pixels: decoding is what is fuzzed,
    /// and a full measurement of a 64-megapixel image takes seconds.
    static let inspectedPixels = 1 << 16

    public func run(_ data: Data) {
        switch self {
        case .png: Self.png(data)
        case .manifest: Self.manifest(data)
        case .font: Self.font(data)
        }
    }

    private static func png(_ data: Data) {
        _ = PNG.pixelsPerPoint(data)
        guard let image = try? PNG.decode(data) else { return }
        guard image.width * image.height <= inspectedPixels else { return }
        // Our encoder must give back exactly the pixels it was given, for any image.
        if let encoded = try? PNG.encode(image, settings: .buttonImages) {
            precondition((try? PNG.decode(encoded)) == image.roundTrippedThroughStraightAlpha(), "RowDeflate lost pixels")
        }
        _ = try? Inspector.inspect(image, options: InspectionOptions(scale: 2))
        var asSwitch = InspectionOptions(scale: 3, subject: .switch)
        asSwitch.overlay = .init(color: StraightColor(red: 0, green: 255, blue: 255), alpha: 0.3)
        _ = try? Inspector.inspect(image, options: asSwitch)
    }

    private static let renderer: Renderer? = try? Renderer()

    private static func manifest(_ data: Data) {
        _ = try? ButtonSpecJSON.decode(String(decoding: data, as: UTF8.self))
        // Differential: where both parsers read a file, they read the same (a key given twice
        // aside: our reader refuses those, Foundation keeps one). Not the other way: Foundation
        // refuses some valid JSON, such as 0e5 (RFC 8259's int then exp; found here).
        if case .success(let ours) = JSONSyntax.parse(data), !ours.hasRepeatedKeys,
           let theirs = try? JSONDecoder().decode(JSONValue.self, from: data)
        {
            precondition(theirs == ours.keySorted, "our JSON parser read \(ours), Foundation's \(theirs)")
        }
        guard let list = try? CaseList.parse(data, path: "fuzz"), let renderer else { return }
        for c in list.cases.prefix(4) {
            _ = try? c.validateName()
            if let spec = c.spec, (try? ButtonLayout.validate(spec)) != nil {
                _ = try? renderer.layout(spec)
            }
        }
    }

    /// One file a process, rewritten for each input: FreeType reads fonts from paths.
    private static let fontPath = FileManager.default.temporaryDirectory
        .appendingPathComponent("buttonrender-fuzz-\(getpid()).font").path

    private static func font(_ data: Data) {
        guard FileManager.default.createFile(atPath: fontPath, contents: data) else { return }
        defer { try? FileManager.default.removeItem(atPath: fontPath) }
        guard let font = try? FontFace(path: fontPath) else { return }
        _ = font.capHeight
        _ = font.variationAxes
        let chain = FontChain(primary: [.regular: font], fallbacks: [], symbols: font)
        guard let line = try? chain.shape("AVTo fi 가", size: 17, weight: .regular, tracking: -0.4) else { return }
        _ = line.path(origin: Point(0, 20), scale: 2)
        _ = line.masks(origin: Point(0.3, 20.6), scale: 2)
    }
}

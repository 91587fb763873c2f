import ButtonGeometry
import ButtonRenderGoldens
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
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// PNG decoding, the pHYs reader, our encoder's round trip of what decodes, and `inspect`
    /// on it (as a button and as a switch under a marker).
    case png
    /// Case lists and specs: parsing, validation and layout (with text shaping).
    case manifest
    /// FontFace files: FreeType's parse, our cmap, kerning and OS/2 reads, outlines and masks.
    case font
    /// `inspect`: the first 16 bytes are a region (four signed 32-bit numbers, any values), the
    /// rest a PNG; decoding, the scale from its pHYs, and a measurement in that region.
    case inspect
    /// `check --merge-reports`: the bytes are a shard's report.json, merged into a report beside
    /// it; nothing may be read or written outside the folders the merge is given.
    case merge

    /// The largest image encoded again and measured, in pixels: decoding is what is fuzzed,
    /// and a full measurement of a 64-megapixel image takes seconds.
    static let inspectedPixels = 1 << 16

    package func run(_ data: Data) {
        switch self {
        case .png: Self.png(data)
        case .manifest: Self.manifest(data)
        case .font: Self.font(data)
        case .inspect: Self.inspect(data)
        case .merge: Self.merge(data)
        }
    }

    private static func inspect(_ data: Data) {
        guard data.count >= 16 else { return }
        let numbers = (0..<4).map { i in data.dropFirst(4 * i).prefix(4).reduce(Int32(0)) { $0 << 8 | Int32($1) } }
        let region = PixelRegion(x: Int(numbers[0]), y: Int(numbers[1]), width: Int(numbers[2]), height: Int(numbers[3]))
        let png = Data(data.dropFirst(16))
        guard let loaded = try? ButtonInspection.load(pngData: png, scale: nil) else { return }
        precondition(ButtonLayout.scaleRange.contains(loaded.scale), "inspect took a scale of \(loaded.scale) from the file")
        // The region check comes before any measurement; a measurement is kept small.
        let fits = region.x >= 0 && region.y >= 0 && region.width > 0 && region.height > 0
            && region.width <= loaded.image.width - region.x && region.height <= loaded.image.height - region.y
        guard !fits || region.width * region.height <= inspectedPixels else { return }
        _ = try? Inspector.inspect(loaded.image, options: InspectionOptions(scale: loaded.scale, region: region))
    }

    /// A folder a level below the one checked for escapes: a name that climbed out of the
    /// shard or the merged report would leave something beside `inside`.
    private static let mergeRoot = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-fuzz-merge-\(getpid())")

    private static func merge(_ data: Data) {
        let fm = FileManager.default
        let inside = mergeRoot.appendingPathComponent("a/b/c")
        try? fm.removeItem(at: mergeRoot)
        let shard = inside.appendingPathComponent("shard")
        guard (try? fm.createDirectory(at: shard.appendingPathComponent("x"), withIntermediateDirectories: true)) != nil,
              fm.createFile(atPath: shard.appendingPathComponent("report.json").path, contents: data),
              fm.createFile(atPath: shard.appendingPathComponent("x/actual.png").path, contents: Data([1, 2, 3]))
        else { return }
        _ = try? ReportMerge.merge([shard], into: inside.appendingPathComponent("merged"))
        for (folder, only) in [(mergeRoot, "a"), (mergeRoot.appendingPathComponent("a"), "b"), (mergeRoot.appendingPathComponent("a/b"), "c")] {
            let names = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
            precondition(names == [only], "the merge wrote outside its folders: \(folder.path) holds \(names)")
        }
        let inner = Set((try? fm.contentsOfDirectory(atPath: inside.path)) ?? [])
        precondition(inner.isSubset(of: ["shard", "merged"]), "the merge wrote beside its folders: \(inner.sorted())")
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
        asSwitch.overlay = .init(color: RGBA(red: 0, green: 255, blue: 255), alpha: 0.3)
        _ = try? Inspector.inspect(image, options: asSwitch)
    }

    private static let renderer: Renderer? = try? Renderer()

    private static func manifest(_ data: Data) {
        _ = try? ButtonSpecJSON.decode(String(decoding: data, as: UTF8.self))
        // The scan and JSONDecoder agree on the grammar: a file the scan passes never comes back
        // as JSONDecoder's placeless "not valid JSON".
        let list: CaseList
        do { list = try CaseList.parse(data, path: "fuzz") } catch {
            precondition(!"\(error)".contains("not valid JSON"), "the scan passed what JSONDecoder refused: \(error)")
            return
        }
        guard let renderer else { return }
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

import ButtonGeometry
import ButtonRenderGoldens
import ButtonRenderCommandLine
import Foundation
import PNG
import Raster
import Typography

// Release-built benchmark: `scripts/bench` runs it. Every ratio is measured in the same run.

let arguments = CommandLine.arguments.dropFirst()
let runs = 201

if let flag = arguments.firstIndex(of: "--metrics-table") {
    // `scripts/metrics-table`: the Metrics and Their Sources article's tables made anew from the
    // metric tables: not a benchmark, but the developers' tool, so that no user-facing command carries it.
    let article = URL(fileURLWithPath: arguments.dropFirst(flag - arguments.startIndex + 1).first ?? "")
    guard let text = try? String(contentsOf: article, encoding: .utf8), let updated = MetricTables.regenerated(text) else {
        FileHandle.standardError.write(Data("usage: buttonrender-bench --metrics-table ARTICLE.md (an article with a \"\(MetricTables.articleHeading)\" section)\n".utf8))
        exit(64)
    }
    try Data(updated.utf8).write(to: article, options: .atomic)
    exit(0)
}

let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")
let suite = try GoldenSuite(directory: goldenFolder)
if let flag = arguments.firstIndex(of: "--batch") {
    // `scripts/bench --batch [ROUNDS]`: the buttonrender binary built beside this one.
    let rounds = arguments.dropFirst(flag - arguments.startIndex + 1).first.flatMap { Int($0) } ?? 21
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("buttonrender")
    try measureBatchSpeed(binary: binary, manifest: goldenFolder.appendingPathComponent("manifest.json"), rounds: rounds)
    exit(0)
}
if let flag = arguments.firstIndex(of: "--startup") {
    // `scripts/bench --startup [ROUNDS]`: the buttonrender binary built beside this one.
    let rounds = arguments.dropFirst(flag - arguments.startIndex + 1).first.flatMap { Int($0) } ?? 31
    let here = URL(fileURLWithPath: CommandLine.arguments[0])
    try measureStartup(binary: here.deletingLastPathComponent().appendingPathComponent("buttonrender"), bench: here, rounds: rounds)
    exit(0)
}
if arguments.contains("--prepare-scaling") {
    // Warm layouts of every golden case: one thread doing N rounds vs two threads doing N each.
    let shared = try Renderer(chain: FontLibrary.chain())
    for c in suite.cases { blackHole(try c.prepare(with: shared)) }
    let rounds = 40
    let cases = suite.cases
    let work: @Sendable () -> Void = { for _ in 0..<rounds { for c in cases { blackHole(try? c.prepare(with: shared)) } } }
    for _ in 0..<3 {
        let t0 = DispatchTime.now().uptimeNanoseconds
        work()
        let t1 = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: 2) { _ in work() }
        let t2 = DispatchTime.now().uptimeNanoseconds
        // The same with a renderer of its own per thread (fonts opened twice, caches apart).
        let own = [shared, try! Renderer(chain: FontLibrary.chain())]
        for c in cases { blackHole(try? c.prepare(with: own[1])) }
        let t3 = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: 2) { k in for _ in 0..<rounds { for c in cases { blackHole(try? c.prepare(with: own[k])) } } }
        let t4 = DispatchTime.now().uptimeNanoseconds
        print(String(format: "one thread %.1f ms, two threads twice the work %.1f ms: scaling %.2fx; with a renderer each %.1f ms: %.2fx", Double(t1 - t0) / 1e6, Double(t2 - t1) / 1e6, 2 * Double(t1 - t0) / Double(t2 - t1), Double(t4 - t3) / 1e6, 2 * Double(t1 - t0) / Double(t4 - t3)))
    }
    exit(0)
}

if arguments.contains("--profile-button") {
    // The whole "Add to Cart" button in a loop, for `perf record`.
    let renderer = try Renderer()
    let spec = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"), scale: 2)
    for _ in 0..<20_000 { blackHole(try renderer.render(spec)) }
    exit(0)
}

if let flag = arguments.firstIndex(of: "--parse-once") {
    // `buttonrender-bench --parse-once ARGS...`: the first parse of a command line in a fresh
    // process, as the CLI's start-up pays it (ArgumentParser's reflection, cold caches).
    let line = Array(arguments[arguments.index(after: flag)...])
    let start = DispatchTime.now().uptimeNanoseconds
    // As the CLI parses: from the top.
    func parse() throws -> Any { try ButtonRenderCommand.parseAsRoot(line) }
    let command = try parse()
    let end = DispatchTime.now().uptimeNanoseconds
    let again = try median(runs: 21, warmup: 1) { blackHole(try parse()) }
    print(String(format: "first parse %.2f ms, warm parse %.2f ms: %@", Double(end - start) / 1e6, again * 1e3, String(describing: type(of: command))))
    exit(0)
}

if arguments.contains("--profile-case-list") {
    // Reading a batch file of 300 cases, and each case's metadata JSON, in a loop, for `perf record`.
    let spec = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"), scale: 2)
    let cases = (0..<300).map { RenderCase(name: String(format: "b%03d", $0), spec: spec) }
    let file = try JSONEncoder().encode(["cases": cases])
    for _ in 0..<100 {
        blackHole(try CaseList.parse(file, path: "cases.json"))
        for c in cases { blackHole(try c.metadata()) }
    }
    exit(0)
}

if arguments.contains("--profile-text-deflate") {
    // RowDeflate on a case's metadata text in a loop, as the iTXt chunk compresses it, for `perf record`.
    let text = Array(try RenderCase(name: "b000", spec: ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"), scale: 2)).metadata().utf8)
    var out: [UInt8] = []
    for _ in 0..<200_000 {
        out.removeAll(keepingCapacity: true)
        text.withUnsafeBytes { RowDeflate.zlib($0, rowBytes: 1, appendingTo: &out) }
        blackHole(out)
    }
    exit(0)
}

if arguments.contains("--profile-encode") {
    // The PNG encode of the "Add to Cart" button in a loop, for `perf record`.
    let image = try Renderer().render(ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"), scale: 2)).image
    for _ in 0..<20_000 { blackHole(try benchEncode(image, scale: 2, settings: .buttonImages)) }
    exit(0)
}

/// The large @2x button shape: 200 x 50 pt at @2x, corner radius 12 pt, continuous.
let shapeSize = (width: 400, height: 100)
let shapePath = Shapes.roundedRect(Rect(x: 0, y: 0, width: 400, height: 100), radius: 24, curve: .continuous)
let systemBlue = RGBA(red: 0, green: 122, blue: 255)

var image = try Pixmap(width: shapeSize.width, height: shapeSize.height)
var rasterizer = Rasterizer(width: shapeSize.width, height: shapeSize.height)

// Let the CPU reach its working clock before anything is measured: without this the first
// figure (the shape fill) came out up to 1.5x slow.
let warmUntil = DispatchTime.now().uptimeNanoseconds + 300_000_000
while DispatchTime.now().uptimeNanoseconds < warmUntil {
    rasterizer.fillRoundedRect(Rect(x: 0, y: 0, width: 400, height: 100), radius: 24, curve: .continuous, with: systemBlue, into: &image)
}

let shapeRect = Rect(x: 0, y: 0, width: 400, height: 100)
// What the renderer does for a button's shape (frames sit on whole pixels): the fast path, its
// corner computed on every fill, as when the target was set (the renderer takes a corner it
// computed before from a cache, timed below).
let floorValue = systemBlue.premultiplied.packed
// The shape fill and the memory floor in alternation: their ratio is a target.
let (fill, memoryFloor, fillRatio) = medians(runs: 41, {
    image.fillRoundedRectComputingCorner(shapeRect, radius: 24, curve: .continuous, with: systemBlue)
}, {
    image.withUnsafeMutablePixels { buffer in
        for i in 0..<buffer.count { buffer[i] = floorValue }
    }
    blackHole(image)
})
let cachedCornerFill = median(runs: runs) {
    rasterizer.fillRoundedRect(shapeRect, radius: 24, curve: .continuous, with: systemBlue, into: &image)
}
let generalFill = median(runs: runs) {
    rasterizer.fill(shapePath, with: systemBlue, into: &image)
}
image = try Pixmap(width: shapeSize.width, height: shapeSize.height)
rasterizer.fill(shapePath, with: systemBlue, into: &image)

if arguments.contains("--breakdown") {
    let corner = Int((ContinuousCorner.extent * 24).rounded(.up))
    print("corner \(corner) px, chords in the whole shape \(shapePath.flattened().elements.count)")
    var cornerRaster = Rasterizer(width: corner, height: corner)
    let cov = median(runs: runs) { blackHole(cornerRaster.coverage(of: shapePath)) }
    let alloc = median(runs: runs) { blackHole(Rasterizer(width: corner, height: corner)) }
    let flat = median(runs: runs) { blackHole(shapePath.flattened()) }
    print("corner coverage (whole path clipped) " + microseconds(cov) + ", new corner rasterizer " + microseconds(alloc) + ", flatten whole path " + microseconds(flat))
    exit(0)
}

if arguments.contains("--font-costs") {
    for name in ["Inter-Regular.otf", "Inter-SemiBold.otf", "NanumGothic-KSX1001.ttf", "MaterialIcons-Regular.ttf"] {
        let bytes = BundledFonts.bytes(named: name)!
        let open = try median(runs: 5, warmup: 1) { blackHole(try FontFace(name: name, staticBytes: bytes)) }
        let firstKern = try median(runs: 200, warmup: 1) {
            let f = try FontFace(name: name, staticBytes: bytes)
            blackHole(f.kerning(1, 2))
        }
        print(name.padding(toLength: 26, withPad: " ", startingAt: 0) + "open " + microseconds(open) + "  open + first kerning " + microseconds(firstKern))
    }
    exit(0)
}

if arguments.contains("--profile-fill") {
    // A long loop of the shape fill alone, its corner computed each time, for `perf record`.
    for _ in 0..<50_000 { image.fillRoundedRectComputingCorner(Rect(x: 0, y: 0, width: 400, height: 100), radius: 24, curve: .continuous, with: systemBlue) }
    exit(0)
}

if arguments.contains("--sweep-png") {
    // A second sample: a translucent shape inset in a transparent canvas, as buttons with a
    // hit-target margin are.
    var inset = try Pixmap(width: 400, height: 120)
    inset.fill(Shapes.roundedRect(Rect(x: 20.5, y: 10.25, width: 359, height: 99), radius: 24, curve: .continuous),
               with: RGBA(red: 0, green: 122, blue: 255, alpha: 40))
    let samples = [("full", image), ("inset", inset)]
    print("filter    level strategy  full: bytes, time       inset: bytes, time")
    let filters: [PNGEncodeSettings.Filter] = [.none, .sub, .up, .subOrUp, .paeth, .adaptive]
    let strategies: [PNGEncodeSettings.Strategy] = [.default, .filtered, .rle]
    var candidates: [PNGEncodeSettings] = [.buttonImages, .libpngDefaults]
    for filter in [PNGEncodeSettings.Filter.sub, .subOrUp, .paeth, .adaptive] {
        candidates.append(PNGEncodeSettings(filter: filter, level: 6, strategy: .rle, upForRepeatedRows: true))
    }
    for settings in candidates {
        var line = settings == .buttonImages ? "ours" : settings == .libpngDefaults ? "libpng defaults" : "\(settings.filter)+up-repeated \(settings.strategy)"
        line = line.padding(toLength: 37, withPad: " ", startingAt: 0)
        for (_, sample) in samples {
            let bytes = try benchEncode(sample, settings: settings).count
            let time = try median(runs: 31) { blackHole(try benchEncode(sample, settings: settings)) }
            line += String(format: " %7d ", bytes) + microseconds(time)
        }
        print(line)
    }
    if arguments.contains("--short") { exit(0) }
    for filter in filters {
        for strategy in strategies {
            for level: Int32 in [1, 3, 6, 9] {
                let settings = PNGEncodeSettings(filter: filter, level: level, strategy: strategy)
                var line = String(format: "%-9@ %5d %-9@", "\(filter)", level, "\(strategy)")
                for (_, sample) in samples {
                    let bytes = try benchEncode(sample, settings: settings).count
                    let time = try median(runs: 31) { blackHole(try benchEncode(sample, settings: settings)) }
                    line += String(format: " %7d ", bytes) + microseconds(time)
                }
                print(line)
            }
        }
    }
    exit(0)
}

let (ours, defaults, encodeRatio) = try medians(runs: 41, { blackHole(try benchEncode(image, scale: 2, settings: .buttonImages)) },
                                  { blackHole(try benchEncode(image, scale: 2, settings: .libpngDefaults)) })
let oursBytes = try benchEncode(image, scale: 2, settings: .buttonImages).count
let defaultBytes = try benchEncode(image, scale: 2, settings: .libpngDefaults).count

let renderer = try Renderer()
let cartSpec = ButtonSpec(style: .filled, size: .large, content: Content(title: "Add to Cart"), scale: 2)
// The same button drawn by renderers whose fonts were just opened: nothing shaped, loaded,
// flattened or rasterized yet. This is the first label a process draws.
var coldRenderers = try (0..<41).map { _ in try Renderer(chain: FontLibrary.chain()) }
let coldButton = try median(runs: 31, warmup: 10) {
    Pixmap.forgetCachedCorners()
    blackHole(try coldRenderers.removeLast().render(cartSpec))
}
// The whole button and the shape fill in alternation: their ratio is a target.
let (wholeButton, _, buttonRatio) = try medians(runs: 41, { blackHole(try renderer.render(cartSpec)) }, {
    image.fillRoundedRectComputingCorner(shapeRect, radius: 24, curve: .continuous, with: systemBlue)
})

// Encoding the button against drawing it, in alternation (a target of the encoder issue), and
// the floor under any encoder: zlib storing the filtered rows uncompressed (level 0).
let cartImage = try renderer.render(cartSpec).image
let (cartEncode, cartDraw, _) = try medians(runs: 101, { blackHole(try benchEncode(cartImage, scale: 2, settings: .buttonImages)) },
                                            { blackHole(try renderer.render(cartSpec)) })
let storedFloor = try median(runs: 101) { blackHole(try benchEncode(cartImage, scale: 2, settings: PNGEncodeSettings(filter: .none, level: 0, strategy: .default, upForRepeatedRows: true))) }
var straightScratch = [UInt8](repeating: 0, count: cartImage.width * cartImage.height * 4)
let straightPass = median(runs: 101) {
    straightScratch.withUnsafeMutableBytes { out in
        for y in 0..<cartImage.height { cartImage.writeStraightRGBARow(y, to: out.baseAddress! + y * cartImage.width * 4) }
    }
    blackHole(straightScratch)
}
// The Adler-32 of the button's rows (as large as the filtered rows the encoder sums): ours
// (a release build's) against zlib's, in alternation.
let adlerRows = [UInt8](repeating: 0, count: cartImage.height * (cartImage.width * 4 + 1)).enumerated().map { UInt8(truncatingIfNeeded: $0.offset &* 7 &+ $0.offset >> 9) }
let (adlerOurs, adlerZlib, _) = adlerRows.withUnsafeBytes { rows in
    medians(runs: 101, { blackHole(Adler32.vectorChecksum(rows)) }, { blackHole(Zlib.adler32(rows)) })
}
let cartBytes = try benchEncode(cartImage, scale: 2, settings: .buttonImages).count
let cartLibpngBytes = try benchEncode(cartImage, scale: 2, settings: .libpngDefaults).count

// A whole button with its PNG, and a batch of 300 of them written to files in this process.
let buttonAndEncode = try median(runs: 101) { blackHole(try PNG.encode(try renderer.render(cartSpec).image, scale: 2, settings: .buttonImages)) }
let batchFolder = FileManager.default.temporaryDirectory.appendingPathComponent("buttonrender-bench-\(getpid())")
let batchCases = (0..<300).map { RenderCase(name: String(format: "b%03d", $0), spec: cartSpec) }
let batchRun = median(runs: 5, warmup: 1) { blackHole(Batch(cases: batchCases, output: batchFolder, jobs: 1).run(renderer: renderer)) }
try? FileManager.default.removeItem(at: batchFolder)
// What `buttonrender batch` does besides drawing and encoding: reading its case list, and the
// JSON each image carries.
let batchManifest = try JSONEncoder().encode(["cases": batchCases])
let manifestParse = try median(runs: 21) { blackHole(try CaseList.parse(batchManifest, path: "cases.json")) }
let metadataEncode = try median(runs: 101) { blackHole(try batchCases[0].metadata()) }
// The iTXt chunk's cost: the same image encoded with and without the case's metadata (its text
// through RowDeflate, as the encode does), and the metadata alone compressed by RowDeflate.
let metadataText = try batchCases[0].metadata()
let metadataImage = try Renderer().render(batchCases[0].spec!).image
// A difference of two medians: taken block by block, side by side, as the ratios are.
var metadataCosts: [Double] = []
for _ in 0..<7 {
    let with = try median(runs: 51) { blackHole(try PNG.encode(metadataImage, scale: 2, metadata: metadataText)) }
    let without = try median(runs: 51) { blackHole(try PNG.encode(metadataImage, scale: 2)) }
    metadataCosts.append(with - without)
}
let metadataCost = metadataCosts.sorted()[3]
let metadataChunk = try PNG.encode(metadataImage, scale: 2, metadata: metadataText).count - PNG.encode(metadataImage, scale: 2).count
let metadataBytes = Array(metadataText.utf8)
var metadataRowDeflated: [UInt8] = []
let metadataRowDeflate = median(runs: 101) {
    metadataRowDeflated = []
    metadataBytes.withUnsafeBytes { RowDeflate.zlib($0, rowBytes: 1, appendingTo: &metadataRowDeflated) }
}
let foundationEncoder = JSONEncoder()
foundationEncoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let metadataFoundation = try median(runs: 101) { blackHole(try foundationEncoder.encode(batchCases[0])) }

// Checking the golden manifest: rendering every case vs decoding and comparing its golden.
let goldenData = suite.cases.map { FileManager.default.contents(atPath: suite.goldenPath($0.name).path)! }
var rendered: [Pixmap] = []
// As one `check` run renders: fonts freshly opened (glyph caches empty), each case once.
var freshRenderers = try (0..<16).map { _ in try Renderer(chain: FontLibrary.chain()) }
let firstRenderer = freshRenderers.removeLast()
rendered = try suite.cases.map { try $0.render(with: firstRenderer) }
// Rendering and checking in alternation: their ratio is a target.
let (renderAll, compareAll, renderRatio) = try medians(blocks: 5, runs: 3, warmup: 0, {
    let fresh = freshRenderers.removeLast()
    Pixmap.forgetCachedCorners()  // as a new process: each corner computed once, then reused
    rendered = try suite.cases.map { try $0.render(with: fresh) }
}, {
    for (data, image) in zip(goldenData, rendered) {
        // As `check` compares each case.
        blackHole(try GoldenSuite.compare(golden: data, with: image, options: .exact))
    }
})

if arguments.contains("--decode-sweep") {
    // How fast goldens decode, by the settings that encoded them.
    var candidates: [(String, PNGEncodeSettings)] = [("ours", .buttonImages), ("libpng defaults", .libpngDefaults)]
    for level: Int32 in [3, 4, 5, 6, 7, 8, 9] {
        candidates.append(("none+up-repeated default \(level)", PNGEncodeSettings(filter: .none, level: level, strategy: .default, upForRepeatedRows: true)))
        candidates.append(("none+up-repeated filtered \(level)", PNGEncodeSettings(filter: .none, level: level, strategy: .filtered, upForRepeatedRows: true)))
    }
    // The label-free benchmark shape, which the PNG byte target is measured on.
    for (name, settings) in candidates {
        let bytes = try benchEncode(image, settings: settings).count
        let time = try median(runs: 51) { blackHole(try benchEncode(image, settings: settings)) }
        print(name.padding(toLength: 34, withPad: " ", startingAt: 0) + "bench image \(bytes) bytes " + microseconds(time))
    }
    for filter in arguments.contains("--all") ? [PNGEncodeSettings.Filter.none, .sub, .up, .subOrUp] : [] {
        for strategy in [PNGEncodeSettings.Strategy.default, .rle, .huffmanOnly] {
            for level: Int32 in [1, 3] {
                candidates.append(("\(filter)+up-repeated \(strategy) \(level)", PNGEncodeSettings(filter: filter, level: level, strategy: strategy, upForRepeatedRows: true)))
            }
        }
    }
    for (name, settings) in candidates {
        let files = try rendered.map { try benchEncode($0, settings: settings) }
        let decode = try median(runs: 11) { for f in files { blackHole(try PNG.decode(f)) } }
        let encode = try median(runs: 5) { for r in rendered { blackHole(try benchEncode(r, settings: settings)) } }
        print(name.padding(toLength: 34, withPad: " ", startingAt: 0) + "bytes \(files.reduce(0) { $0 + $1.count })  decode " + microseconds(decode) + "  encode " + microseconds(encode))
    }
    exit(0)
}

if arguments.contains("--deflate-sweep") {
    // zlib through libpng: every filter and level on the "Add to Cart" button, the
    // label-free shape and all goldens, against the time to draw the button and the memory pass
    // that filtering alone is (the floor under any encoder that reads every pixel).
    let cart = try renderer.render(cartSpec).image
    let draw = try median(runs: 201) { blackHole(try renderer.render(cartSpec)) }
    let filterOnly = median(runs: 201) { blackHole(FilteredRows.make(cart, filter: .none, upForRepeatedRows: true)) }
    let libpngBytes = try benchEncode(cart, scale: 2, settings: .libpngDefaults).count
    print("Add to Cart @2x: \(cart.width)x\(cart.height) px, draw " + microseconds(draw) + ", filtering alone " + microseconds(filterOnly) + ", libpng defaults \(libpngBytes) bytes")
    print("filter  level   cart: bytes  time  x draw    shape: bytes  time    goldens: bytes  time")
    let quick = arguments.contains("--quick")  // the unfiltered rows at the fast levels only
    // First row: our own encoder (RowDeflate, unfiltered rows; "level" -1 marks it); then zlib.
    var candidates: [(PNGEncodeSettings.Filter, Int32, PNGEncodeSettings)] = [(.none, -1, .rowDeflate)]
    for filter in quick ? [PNGEncodeSettings.Filter.none] : [.none, .sub, .up, .paeth] {
        for level: Int32 in quick ? [0, 1, 2, 3] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] {
            candidates.append((filter, level, PNGEncodeSettings(filter: filter, level: level, strategy: .default, upForRepeatedRows: true)))
        }
    }
    for (filter, level, settings) in candidates {
        let cartBytes = try benchEncode(cart, scale: 2, settings: settings).count
        let cartTime = try median(runs: 101) { blackHole(try benchEncode(cart, scale: 2, settings: settings)) }
        let shapeBytes = try benchEncode(image, scale: 2, settings: settings).count
        let shapeTime = try median(runs: 51) { blackHole(try benchEncode(image, scale: 2, settings: settings)) }
        let goldenBytes = try rendered.reduce(0) { $0 + (try benchEncode($1, settings: settings)).count }
        let goldenTime = try median(runs: 5) { for r in rendered { blackHole(try benchEncode(r, settings: settings)) } }
        print(String(format: "%-6@ %5d  %8d ", "\(filter)", level, cartBytes) + microseconds(cartTime) + String(format: " %5.1fx  %8d ", cartTime / draw, shapeBytes) + microseconds(shapeTime) + String(format: "  %8d ", goldenBytes) + microseconds(goldenTime))
    }
    exit(0)
}

if arguments.contains("--profile-prepare") {
    // Laying out every golden case with fresh fonts, as a batch's first phase does, for `perf record`.
    for _ in 0..<200 {
        let fresh = try Renderer(chain: FontLibrary.chain())
        for c in suite.cases { blackHole(try c.prepare(with: fresh)) }
    }
    exit(0)
}

if arguments.contains("--profile-golden") {
    for _ in 0..<100 {
        for (data, image) in zip(goldenData, rendered) {
            blackHole(try GoldenSuite.compare(golden: data, with: image, options: .exact))
        }
    }
    exit(0)
}

// PNG settings on the real images: every golden case.
let (goldenOurs, goldenDefaults, goldenEncodeRatio) = try medians(blocks: 3, runs: 3, { for r in rendered { blackHole(try benchEncode(r, settings: .buttonImages)) } },
                                                { for r in rendered { blackHole(try benchEncode(r, settings: .libpngDefaults)) } })
let goldenOursBytes = try rendered.reduce(0) { $0 + (try benchEncode($1, settings: .buttonImages)).count }
let goldenDefaultBytes = try rendered.reduce(0) { $0 + (try benchEncode($1, settings: .libpngDefaults)).count }

print("buttonrender benchmark (release build, median of \(runs) runs)")
print("shape fill, large @2x button (400x100 px)   " + microseconds(fill))
print("the same, its corner from the cache (a size drawn before) " + microseconds(cachedCornerFill))
print("memory floor (plain fill loop, same buffer) " + microseconds(memoryFloor))
print("same shape through the general path (flatten all four corners) " + microseconds(generalFill))
print("PNG encode, our settings                    " + microseconds(ours) + "  \(oursBytes) bytes")
print("PNG encode, libpng defaults (level 6, adaptive filters) " + microseconds(defaults) + "  \(defaultBytes) bytes")
print("whole button, large @2x \"Add to Cart\" (layout, shape, label; no encode) " + microseconds(wholeButton))
print("the same, first render with freshly opened fonts (nothing cached)           " + microseconds(coldButton))
print("golden manifest (\(suite.cases.count) cases): render all (fresh fonts, as one check run) " + microseconds(renderAll) + ", decode + compare all " + microseconds(compareAll))
print(String(format: "ratio: golden decode+compare / render = %.2f (target <= 0.7)", 1 / renderRatio))
print(String(format: "ratio: shape fill / memory floor = %.2f (target <= 4)", fillRatio))
print(String(format: "ratio: whole button / shape fill = %.2f (target <= 3)", buttonRatio))
print("PNG encode of all \(rendered.count) golden images: ours " + microseconds(goldenOurs) + " \(goldenOursBytes) bytes; libpng defaults " + microseconds(goldenDefaults) + " \(goldenDefaultBytes) bytes")
print(String(format: "ratio on the golden images: our encode / libpng defaults = %.2f, bytes %.3f", goldenEncodeRatio, Double(goldenOursBytes) / Double(goldenDefaultBytes)))
print(String(format: "ratio: our encode / libpng defaults = %.2f (target <= 0.5), bytes %d vs %d (target: no more)", encodeRatio, oursBytes, defaultBytes))
print("PNG encode of the \"Add to Cart\" button (\(cartImage.width)x\(cartImage.height) px) " + microseconds(cartEncode) + " \(cartBytes) bytes (libpng defaults \(cartLibpngBytes)); drawing it " + microseconds(cartDraw) + "; stored, uncompressed (the floor) " + microseconds(storedFloor))
print(String(format: "ratio: button encode / draw = %.2f (target <= 3); encode / stored floor = %.2f (fallback target <= 1.5)", cartEncode / cartDraw, cartEncode / storedFloor))
print("of the encode, the pass converting the button to straight alpha " + microseconds(straightPass))
print("of the encode, the Adler-32 of its \(adlerRows.count) bytes of rows: ours " + microseconds(adlerOurs) + ", zlib's " + microseconds(adlerZlib))
print("whole button + PNG encode " + microseconds(buttonAndEncode) + "; batch of 300 in process, --jobs 1, files written " + microseconds(batchRun) + " (" + microseconds(batchRun / 300) + " a button)")
print("a case's metadata (\(metadataBytes.count) bytes) in its iTXt chunk: the encode with it less without it " + microseconds(metadataCost) + " (chunk \(metadataChunk) bytes); RowDeflate alone on the text " + microseconds(metadataRowDeflate) + " (\(metadataRowDeflated.count) bytes)")
print("batch case list of 300 cases, parsed " + microseconds(manifestParse) + " (" + microseconds(manifestParse / 300) + " a case); a case's metadata JSON " + microseconds(metadataEncode) + " (Foundation's JSONEncoder: " + microseconds(metadataFoundation) + ")")

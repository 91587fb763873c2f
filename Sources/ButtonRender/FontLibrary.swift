#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ButtonGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Typography

/// Finds the bundled fonts and opens the fallback chain the renderer draws with.
public enum FontLibrary {
    /// The environment variable that names the fonts folder, for installs the search misses.
    public static let environmentVariable = "BUTTONRENDER_FONTS"

    /// The bundled `Fonts/` folder: `$BUTTONRENDER_FONTS`, else the first of `candidates` that
    /// holds Inter, found from the running executable's own path, so that the binary finds its
    /// fonts wherever it is installed beside them; else the first candidate (whose absence the
    /// open then reports, naming every place looked in).
    public static var directory: URL {
        if let env = environmentFolder { return URL(fileURLWithPath: env) }
        let places = candidates
        return places.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Inter-Regular.otf").path) } ?? places[0]
    }

    /// `$BUTTONRENDER_FONTS` when set and not empty. Read with getenv: ProcessInfo builds a
    /// dictionary of the whole environment for it, 1% of a one-button process.
    static var environmentFolder: String? {
        guard let value = getenv(environmentVariable), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// The name SwiftPM gives the fonts' resource bundle, after the package's identity (which
    /// for a path dependency is its folder's name).
    static let resourceBundleSuffix = "_ButtonRenderFonts.resources"

    /// Where the fonts are looked for, in order, from the executable's folder: `Fonts/` beside
    /// it (`cp -R .build/release/buttonrender Fonts DIR`), `../share/buttonrender/Fonts` (a
    /// `PREFIX/bin` + `PREFIX/share` install), the `ButtonRenderFonts` resource bundle SwiftPM
    /// copies beside every executable built with the package (a user's test runner too), and up
    /// to three folders up (a `swift build` tree: `.build/<triple>/<configuration>/` in the
    /// package); then `./Fonts`.
    public static var candidates: [URL] {
        var out: [URL] = []
        if let executable = executablePath {
            let folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
            out.append(folder.appendingPathComponent("Fonts"))
            out.append(folder.deletingLastPathComponent().appendingPathComponent("share/buttonrender/Fonts"))
            // The bundle's name when the package is built itself or fetched by URL; a path
            // dependency's bundle takes the folder's name, so only then is the folder listed
            // (a build folder holds hundreds of entries: listing it cost a render's start-up).
            let named = folder.appendingPathComponent("buttonrender" + resourceBundleSuffix)
            if FileManager.default.fileExists(atPath: named.path) {
                out.append(named)
            } else {
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                for bundle in entries.filter({ $0.hasSuffix(resourceBundleSuffix) }).sorted() {
                    out.append(folder.appendingPathComponent(bundle))
                }
            }
            var up = folder
            for _ in 0..<3 {
                up = up.deletingLastPathComponent()
                out.append(up.appendingPathComponent("Fonts"))
            }
        }
        out.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Fonts"))
        // Once each, first place kept: near the root the folders up meet (`/Fonts` twice), and
        // `./Fonts` is often one of them; the error message listed them twice.
        var seen = Set<String>()
        return out.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The running executable's path: /proc/self/exe where there is one (Linux), else argv[0].
    static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink("/proc/self/exe", &buffer, 4096)
        if n > 0 { return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return CommandLine.arguments.first
    }

    /// The message for bundled fonts that are nowhere to be found.
    static func missingFontsAdvice() -> String {
        "set \(environmentVariable) to the folder holding Inter-Regular.otf (looked in: \(candidates.map(\.path).joined(separator: ", ")))"
    }

    /// The chain: Inter (or `primaryFont` for every weight), then NanumGothic, then Material Icons.
    ///
    /// Inter stands in for SF Pro sized as a CSS `size-adjust` fallback is: its capitals as tall
    /// as SF Pro's at the same point size (`TextStyle.sfProCapHeightPerEm`; Inter's own are
    /// 0.727 em, so it draws at 0.969 of the size). A user's own font is drawn as it is.
    public static func chain(primaryFont: String? = nil) throws(TypographyError) -> FontChain {
        let dir = directory
        let env = environmentFolder ?? ""
        guard FileManager.default.fileExists(atPath: dir.appendingPathComponent("Inter-Regular.otf").path) else {
            throw .fontFileMissing(path: dir.appendingPathComponent("Inter-Regular.otf").path + (env.isEmpty
                ? "; the bundled fonts travel with the binary as a Fonts folder beside it (README, Install): " + missingFontsAdvice()
                : " (from \(environmentVariable))"))
        }
        func open(_ name: String) throws(TypographyError) -> FontFace { try FontFace(path: dir.appendingPathComponent(name).path) }
        func openInter(_ name: String) throws(TypographyError) -> FontFace {
            try FontFace(path: dir.appendingPathComponent(name).path, matchingCapHeight: TextStyle.sfProCapHeightPerEm)
        }
        var primary: [FontChain.Weight: FontFace] = [:]
        if let primaryFont {
            primary[.regular] = try FontFace(path: primaryFont)
        } else {
            primary[.regular] = try openInter("Inter-Regular.otf")
            primary[.medium] = try openInter("Inter-Medium.otf")
            primary[.semibold] = try openInter("Inter-SemiBold.otf")
            primary[.bold] = try openInter("Inter-Bold.otf")
        }
        return FontChain(primary: primary, fallbacks: [try open("NanumGothic-KSX1001.ttf")], symbols: try open("MaterialIcons-Regular.ttf"))
    }

    /// SF Pro's file names: `SF-Pro-Text-Regular.otf` ... `SF-Pro-Display-Bold.otf`, as Apple's
    /// installer names them, and the variable `SF-Pro.ttf` (axes `wght`, and `opsz` where it has one).
    public static let sfProStyleNames: [(FontChain.Weight, String)] = [
        (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"),
    ]
    /// The variable SF Pro files looked for in a font directory, for weights that have no static file.
    public static let sfProVariableFiles = ["SF-Pro.ttf", "SF-Pro-Text.ttf", "SFNS.ttf"]
    /// Apple switches from SF Pro Text to SF Pro Display at 20 pt.
    public static let sfProDisplayFromSize = 20.0
    /// Where a variable font has an optical-size axis: the size each of its instances is set
    /// for (ours: the body size for Text, Title 1's for Display).
    public static let sfProOpticalSizes = (text: 17.0, display: 28.0)

    /// The chain with a user's SF Pro from `folder` as the primary fonts, drawn without any
    /// size adjustment: Text below 20 pt and Display from 20 pt, each weight from its static
    /// file or else from the variable font's `wght` axis. Weights found in neither are drawn
    /// in the nearest lighter weight, and the layout reports that weight.
    public static func chain(sfProFolder folder: String) throws(TypographyError) -> FontChain {
        let dir = URL(fileURLWithPath: folder)
        func existing(_ name: String) -> String? {
            let path = dir.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
        let variable = sfProVariableFiles.lazy.compactMap(existing).first
        var text: [FontChain.Weight: FontFace] = [:], display: [FontChain.Weight: FontFace] = [:]
        for (weight, name) in sfProStyleNames {
            if let path = existing("SF-Pro-Text-\(name).otf") { text[weight] = try FontFace(path: path) }
            if let path = existing("SF-Pro-Display-\(name).otf") { display[weight] = try FontFace(path: path) }
        }
        if let variable {
            let axes = try FontFace(path: variable).variationAxes.map(\.tag)
            if axes.contains("wght") {
                for (weight, _) in sfProStyleNames {
                    func instance(_ opsz: Double) throws(TypographyError) -> FontFace {
                        var v = ["wght": Double(weight.rawValue)]
                        if axes.contains("opsz") { v["opsz"] = opsz }
                        return try FontFace(path: variable, variation: v)
                    }
                    if text[weight] == nil { text[weight] = try instance(sfProOpticalSizes.text) }
                    if display[weight] == nil { display[weight] = try instance(sfProOpticalSizes.display) }
                }
            } else if text[.regular] == nil {
                text[.regular] = try FontFace(path: variable)
            }
        }
        if text.isEmpty { text = display }
        guard !text.isEmpty else {
            throw .fontFileMissing(path: dir.appendingPathComponent("SF-Pro-Text-Regular.otf").path
                + " (nor any SF-Pro-Text-*.otf, SF-Pro-Display-*.otf, " + sfProVariableFiles.joined(separator: ", ") + ")")
        }
        let bundled = directory
        func open(_ name: String) throws(TypographyError) -> FontFace { try FontFace(path: bundled.appendingPathComponent(name).path) }
        return FontChain(
            primary: text, display: display, displayFromSize: sfProDisplayFromSize,
            fallbacks: [try open("NanumGothic-KSX1001.ttf")], symbols: try open("MaterialIcons-Regular.ttf"))
    }

    /// The default chain, opened once per process.
    public static func shared() throws(TypographyError) -> FontChain {
        let result = cache.withLock { cached -> Result<FontChain, TypographyError> in
            if let cached { return cached }
            let r: Result<FontChain, TypographyError>
            do throws(TypographyError) { r = .success(try chain()) } catch { r = .failure(error) }
            cached = r
            return r
        }
        return try result.get()
    }

    private static let cache = Mutex<Result<FontChain, TypographyError>?>(nil)
}

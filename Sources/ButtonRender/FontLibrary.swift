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

/// Opens the bundled fonts and the fallback chain the renderer draws with.
///
/// The bundled fonts are compiled into the binary (`BundledFonts`); `$BUTTONRENDER_FONTS`
/// names a folder to read the same files from instead, to try a changed font without rebuilding.
public enum FontLibrary {
    /// The environment variable that names a folder to read the bundled fonts' files from.
    package static let environmentVariable = "BUTTONRENDER_FONTS"

    /// The file names of the bundled fonts, sorted.
    package static var bundledFontNames: [String] { BundledFonts.names }

    /// `$BUTTONRENDER_FONTS` when set and not empty. Read with getenv: ProcessInfo builds a
    /// dictionary of the whole environment for it.
    static var environmentFolder: String? {
        guard let value = getenv(environmentVariable), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// One of the bundled fonts by file name: from `$BUTTONRENDER_FONTS` when it is set, else
    /// from the binary. Sized to `capHeightPerEm` when that is given.
    static func openBundled(_ name: String, matchingCapHeight capHeightPerEm: Double? = nil) throws(TypographyError) -> FontFace {
        if let folder = environmentFolder {
            let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path) else {
                throw .fontFileMissing(path: path + " (from \(environmentVariable); unset it to use the fonts built into the binary)")
            }
            if let capHeightPerEm { return try FontFace(path: path, matchingCapHeight: capHeightPerEm) }
            return try FontFace(path: path)
        }
        guard let bytes = BundledFonts.bytes(named: name) else {
            throw .fontFileMissing(path: name + " (not among the bundled fonts: " + bundledFontNames.joined(separator: ", ") + ")")
        }
        return try FontFace(name: name, staticBytes: bytes, matchingCapHeight: capHeightPerEm)
    }

    /// The chain: Inter (or `primaryFont` for every weight), then NanumGothic, then Material Icons.
    ///
    /// Inter stands in for SF Pro sized as a CSS `size-adjust` fallback is: its capitals as tall
    /// as SF Pro's at the same point size (`TextStyleMetrics.sfProCapHeightPerEm`; Inter's own are
    /// 0.727 em, so it draws at 0.969 of the size). A user's own font is drawn as it is.
    public static func chain(primaryFont: String? = nil) throws(TypographyError) -> FontChain {
        func openInter(_ name: String) throws(TypographyError) -> FontFace {
            try openBundled(name, matchingCapHeight: TextStyleMetrics.sfProCapHeightPerEm)
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
        return FontChain(primary: primary, fallbacks: [try openBundled("NanumGothic-KSX1001.ttf")], symbols: try openBundled("MaterialIcons-Regular.ttf"))
    }

    /// A button configuration's font file as the primary font at every weight (the file is the
    /// weight the configuration names, drawn as it is), before `base`'s fallbacks and symbols.
    public static func chain(configuredFont path: String, after base: FontChain) throws(TypographyError) -> FontChain {
        let face = try FontFace(path: path)
        let primary = Dictionary(uniqueKeysWithValues: FontChain.Weight.allCases.map { ($0, face) })
        return FontChain(primary: primary, fallbacks: base.fallbacks, symbols: base.symbols)
    }

    /// SF Pro's file names: `SF-Pro-Text-Regular.otf` ... `SF-Pro-Display-Bold.otf`, as Apple's
    /// installer names them, and the variable `SF-Pro.ttf` (axes `wght`, and `opsz` where it has one).
    package static let sfProStyleNames: [(FontChain.Weight, String)] = [
        (.regular, "Regular"), (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"),
    ]
    /// The variable SF Pro files looked for in a font directory, for weights that have no static file.
    package static let sfProVariableFiles = ["SF-Pro.ttf", "SF-Pro-Text.ttf", "SFNS.ttf"]
    /// Apple switches from SF Pro Text to SF Pro Display at 20 pt.
    package static let sfProDisplayFromSize = 20.0
    /// Where a variable font has an optical-size axis: the size each of its instances is set
    /// for (ours: the body size for Text, Title 1's for Display).
    package static let sfProOpticalSizes = (text: 17.0, display: 28.0)

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
        return FontChain(
            primary: text, display: display, displayFromSize: sfProDisplayFromSize,
            fallbacks: [try openBundled("NanumGothic-KSX1001.ttf")], symbols: try openBundled("MaterialIcons-Regular.ttf"))
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

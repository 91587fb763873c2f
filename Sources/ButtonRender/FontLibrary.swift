#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization
import Typography

/// Finds the bundled fonts and opens the fallback chain the renderer draws with.
public enum FontLibrary {
    /// The `Fonts/` folder: `$BUTTONRENDER_FONTS`, else the package's own (found from this
    /// source file's location, which `swift run` and `swift test` builds keep), else `./Fonts`.
    public static var directory: URL {
        if let env = ProcessInfo.processInfo.environment["BUTTONRENDER_FONTS"], !env.isEmpty {
            return URL(fileURLWithPath: env)
        }
        let source = URL(fileURLWithPath: #filePath)
        let package = source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let bundled = package.appendingPathComponent("Fonts")
        if FileManager.default.fileExists(atPath: bundled.appendingPathComponent("Inter-Regular.otf").path) { return bundled }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Fonts")
    }

    /// The chain: Inter (or `primaryFont` for every weight), then NanumGothic, then Material Icons.
    public static func chain(primaryFont: String? = nil) throws(TypographyError) -> FontChain {
        let dir = directory
        func open(_ name: String) throws(TypographyError) -> Font { try Font(path: dir.appendingPathComponent(name).path) }
        var primary: [FontChain.Weight: Font] = [:]
        if let primaryFont {
            primary[.regular] = try Font(path: primaryFont)
        } else {
            primary[.regular] = try open("Inter-Regular.otf")
            primary[.medium] = try open("Inter-Medium.otf")
            primary[.semibold] = try open("Inter-SemiBold.otf")
            primary[.bold] = try open("Inter-Bold.otf")
        }
        return FontChain(primary: primary, fallbacks: [try open("NanumGothic-KSX1001.ttf")], symbols: try open("MaterialIcons-Regular.ttf"))
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

import Foundation
import Testing

/// A team's own button from the command line and from a case list, sets of buttons in one
/// command, and the contrast warning: as a designer and an engineer would use them.
@Suite(.serialized) final class ConfiguredButtonCommandTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-configured") }

    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts")

    /// The PrimaryButton of the README: every field of a button configuration.
    static var primaryFlags: [String] {
        ["--style", "filled", "--size", "large", "--title", "Continue", "--symbol", "plus", "--base-background-color", "#5E2CA5/#9D6BE0",
         "--base-foreground-color", "#FFFFFF", "--stroke-width", "1", "--stroke-color", "#3B1A6B", "--font-file", fonts.appendingPathComponent("Inter-SemiBold.otf").path,
         "--font-weight", "semibold", "--font-size", "17", "--text-style", "body", "--title-alignment", "leading", "--content-insets", "14,20,14,20",
         "--image-padding", "8", "--corner-style", "capsule", "--scale", "3"]
    }

    /// A PNG's chunks without its metadata (iTXt), which names the case in a batch's file.
    func chunksWithoutMetadata(_ file: URL) throws -> [UInt8] {
        let bytes = [UInt8](try Data(contentsOf: file))
        var out = Array(bytes[0..<8]), at = 8
        while at + 8 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            let end = at + 12 + length
            if type != "iTXt" { out += bytes[at..<end] }
            at = end
        }
        return out
    }

    /// The same button from flags and from a case list written with the flags' words (the
    /// configuration in a defaults block) is the same file, but for the metadata naming the case.
    @Test func flagsAndACaseListDrawTheSameButton() throws {
        let cli = try CLI.run(Self.primaryFlags + ["-o", "primary@3x.png"], in: folder)
        #expect(cli.status == 0, "\(cli.stderr)")
        var defaults: [String: Any] = [:]
        var i = 0
        let flags = Self.primaryFlags
        while i < flags.count {
            let key = String(flags[i].dropFirst(2))
            let value = flags[i + 1]
            defaults[key] = ["stroke-width", "font-size", "image-padding", "scale"].contains(key) ? Double(value)! as Any : value as Any
            i += 2
        }
        let spec = ["style": defaults.removeValue(forKey: "style")!, "size": defaults.removeValue(forKey: "size")!]
        let list: [String: Any] = ["defaults": defaults, "cases": [["name": "primary@3x", "spec": spec]]]
        try JSONSerialization.data(withJSONObject: list).write(to: folder.appendingPathComponent("cases.json"))
        let batch = try CLI.run(["batch", "cases.json", "--out", "batch"], in: folder)
        #expect(batch.status == 0, "\(batch.stderr)")
        let a = try chunksWithoutMetadata(folder.appendingPathComponent("primary@3x.png"))
        let b = try chunksWithoutMetadata(folder.appendingPathComponent("batch/primary@3x.png"))
        #expect(a == b)
    }

    /// Lists and `all` make one file per combination, named by the default template.
    @Test func aSetWritesOneFilePerCombination() throws {
        let r = try CLI.run(
            ["--style", "filled,tinted", "--size", "all", "--appearance", "both", "--scale", "2,3", "--tint", "#5E2CA5/#C7A6FF", "--title", "Continue", "--out", "set"],
            in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("set").path).sorted()
        #expect(names.count == 2 * 3 * 2 * 2)
        #expect(names.contains("ios-tinted-small-dark@3x.png") && names.contains("ios-filled-large-light@2x.png"))
        // A template of one's own, with the state swept too.
        let t = try CLI.run(["--style", "gray", "--state", "normal,disabled", "--name", "{style}_{state}@{scale}x.svg", "--out", "svg"], in: folder)
        #expect(t.status == 0, "\(t.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("svg").path).sorted() == ["gray_disabled@2x.svg", "gray_normal@2x.svg"])
    }

    /// A refused set writes nothing: a value the platform lacks, a colour pair of three parts, an
    /// unknown placeholder, two buttons given one name.
    @Test func aRefusedSetWritesNothing() throws {
        let cases: [([String], String)] = [
            (["--style", "filled,push"], "valid styles"),
            (["--tint", "#5E2CA5/#9D6BE0/#000000", "--style", "filled,tinted"], "3 parts"),
            (["--style", "filled,tinted", "--name", "{colour}.png"], "{platform}"),
            (["--style", "filled,tinted", "--name", "same.png"], "add the placeholder"),
            (["--style", "filled,tinted", "-o", "one.png"], "--name"),
        ]
        for (arguments, says) in cases {
            let r = try CLI.run(arguments + ["--out", "refused"], in: folder)
            #expect(r.status != 0 && r.stderr.contains(says), "\(arguments): \(r.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("refused").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A label that fails Apple's minimum is named on standard error, once; one that passes is not.
    @Test func aFailingLabelIsWarnedOf() throws {
        let failing = try CLI.run(["--style", "tinted", "--appearance", "dark", "--tint", "#5E2CA5", "-o", "fails.png"], in: folder)
        #expect(failing.status == 0)
        #expect(failing.stderr.contains("warning: label 2.") && failing.stderr.contains("needs 4.5"), "\(failing.stderr)")
        let passing = try CLI.run(["--style", "tinted", "--appearance", "dark", "--tint", "#5E2CA5/#C7A6FF", "-o", "passes.png"], in: folder)
        #expect(passing.status == 0 && !passing.stderr.contains("warning"), "\(passing.stderr)")
    }

    /// A case's name may carry `@2x` and `@3x`, as Xcode's asset catalogs name files.
    @Test func batchNamesMayCarryAScale() throws {
        try Data(#"[{"name": "ios-filled-small-light@3x", "spec": {"style": "filled", "size": "small", "scale": 3}}]"#.utf8)
            .write(to: folder.appendingPathComponent("at.json"))
        let r = try CLI.run(["batch", "at.json", "--out", "at"], in: folder)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("at/ios-filled-small-light@3x.png").path))
    }
}

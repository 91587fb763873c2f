import Foundation
import Testing

/// `tokens` from the command line: each format written, bad options refused with the valid
/// choices and nothing written.
@Suite(.serialized) final class TokensCommandTests {
    private let temporary: TemporaryFolder
    var folder: URL { temporary.url }

    init() throws { temporary = try TemporaryFolder("buttonrender-tokens") }

    @Test func everyFormatIsWritten() throws {
        for (format, file, marker) in [("css", "t.css", ".br-ios-filled-large {"), ("json", "t.json", "\"ios-filled-large\""),
                                       ("flutter", "t.dart", "abstract final class IosFilledLarge"), ("compose", "t.kt", "object IosFilledLarge")] {
            let r = try CLI.run(["tokens", "--format", format, "-o", file], in: folder)
            #expect(r.status == 0 && r.stderr.contains("12 variants"), "\(format): \(r.stderr)")
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains(marker), "\(format)")
        }
        // JSON that a JSON reader takes.
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("t.json"))) is [String: Any])
        // Standard output without -o.
        let out = try CLI.run(["tokens", "--style", "gray", "--size", "small"], in: folder)
        #expect(out.status == 0 && String(decoding: out.stdout, as: UTF8.self).contains(".br-ios-gray-small {"))
    }

    @Test func badOptionsNameTheValidChoices() throws {
        let cases: [([String], String)] = [
            (["tokens", "--format", "yaml"], "css"),
            (["tokens", "--appearance", "dark"], "leave out --appearance"),
            (["tokens", "--style", "filled,push"], "valid styles"),
            (["tokens", "-o", ""], "names no file"),
        ]
        for (arguments, says) in cases {
            let r = try CLI.run(arguments, in: folder)
            #expect(r.status == 64 && r.stderr.contains(says), "\(arguments): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

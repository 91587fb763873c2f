import Foundation
import PNG
import Raster
import Testing

/// The report page in a real browser: `Tests/Browser/report_in_chromium.py` drives headless
/// Chromium through every mode and the jump control. Needs Debian's `chromium`,
/// `chromium-driver` and `python3-selenium`, which `.ci/run` installs (`TestTool`).
@Suite struct ReportBrowserTests {
    @Test(TestTool.chromium.trait)
    func reportModesAndJumpInChromium() throws {
        guard TestTool.chromium.require() else { return }
        let temporary = try TemporaryFolder("report-browser")
        let golden = temporary.url.appendingPathComponent("Golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try Data(#"{"cases": [{"name": "wide", "spec": {"style": "filled", "content": {"title": "Add to Cart"}}}, {"name": "same", "spec": {"style": "gray"}}]}"#.utf8)
            .write(to: golden.appendingPathComponent("manifest.json"))
        #expect(try CLI.run(["record", "--golden", golden.path], in: temporary.url).status == 0)
        // A 10 x 6 block far to the right: at zoom 8 it lies outside an 800 px window.
        let path = golden.appendingPathComponent("wide.png")
        var image = try PNG.decode(try Data(contentsOf: path))
        for x in (image.width - 40)..<(image.width - 30) {
            for y in 60..<66 { image[x, y] = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255) }
        }
        try PNG.encode(image, scale: 2).write(to: path)
        let report = temporary.url.appendingPathComponent("report")
        #expect(try CLI.run(["check", "--golden", golden.path, "--report", report.path], in: temporary.url).status == 1)

        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        driver.arguments = [ReadmeCommandTests.root.appendingPathComponent("Tests/Browser/report_in_chromium.py").path,
                            report.appendingPathComponent("index.html").path, "wide"]
        let output = Pipe()
        driver.standardOutput = output
        driver.standardError = output
        try driver.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        driver.waitUntilExit()
        #expect(driver.terminationStatus == 0, "\(text)")
        #expect(text.components(separatedBy: "\nok ").count >= 7, "\(text)")
    }
}

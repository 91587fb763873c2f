import ButtonRender
/// One case of a check report as data: what the page and the JUnit file say about it, without
/// the images (they sit in the case's folder). `report.json` holds these, so that reports
/// written by the shards of a CI matrix can be joined into one (`check --merge-reports`).
package struct ReportEntry: Codable, Hashable, Sendable {
    /// The case's name.
    package var name: String
    /// What checking found.
    package var status: CaseOutcome.Status
    /// The line check printed for the case.
    package var message: String
    /// The golden's path.
    package var goldenPath: String
    /// The case as the manifest gives it (sorted-key JSON).
    package var spec: String
    /// How many pixels differ.
    package var differentPixels: Int?
    /// How many pixels were compared.
    package var totalPixels: Int?
    /// How many differences only moved an antialiased edge (perceptual mode).
    package var antialiasedPixels: Int?
    /// The largest difference in any channel, 0 to 255.
    package var largestDelta: Int?
    /// Where the largest difference is (a one-pixel box).
    package var largestAt: PixelRect?
    /// The box holding every different pixel.
    package var bounds: PixelRect?
    /// Both sizes, when they differ.
    package var expectedSize: PixelRect?
    /// The fresh render's size, when the sizes differ.
    package var actualSize: PixelRect?
    /// Whether expected.png was written beside the entry.
    package var hasExpected: Bool
    /// Whether actual.png was written.
    package var hasActual: Bool
    /// Whether diff.png was written.
    package var hasDiff: Bool

    /// The entry for a checked case.
    package init(_ o: CaseOutcome) {
        name = o.case.name
        status = o.status
        message = o.message
        goldenPath = o.goldenPath
        spec = (try? o.case.metadata()) ?? ""
        if let r = o.result {
            if let m = r.sizeMismatch {
                expectedSize = PixelRect(width: m.expected.width, height: m.expected.height)
                actualSize = PixelRect(width: m.actual.width, height: m.actual.height)
            } else {
                differentPixels = r.differentPixels
                totalPixels = r.totalPixels
                antialiasedPixels = r.antialiasedPixels
                largestDelta = r.largestDelta
                largestAt = r.largestAt.map { PixelRect(x: $0.x, y: $0.y, width: 1, height: 1) }
                bounds = r.bounds.map { PixelRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
            }
        }
        hasExpected = o.expected != nil
        hasActual = o.actual != nil
        hasDiff = o.result?.diff != nil
    }

    var isChangedOrNew: Bool { status == .changed || status == .new }
}

/// A whole report as data: `report.json` beside `index.html`.
package struct ReportData: Codable, Sendable {
    /// The golden folder checked (it appears in the accept command).
    package var golden: String
    /// One entry per case checked.
    package var entries: [ReportEntry]
    /// Goldens no case names.
    package var orphans: [String]

    /// A report from its folder, entries and orphans.
    package init(golden: String, entries: [ReportEntry], orphans: [String]) {
        self.golden = golden
        self.entries = entries
        self.orphans = orphans
    }

    /// How many cases matched their goldens.
    package var passedCount: Int { entries.filter { $0.status == .passed }.count }
    /// True when every case matched and no golden is left over.
    package var allPassed: Bool { passedCount == entries.count && orphans.isEmpty }
}

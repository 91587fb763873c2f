import ButtonRender
/// One case of a check report as data: what the page and the JUnit file say about it, without
/// the images (they sit in the case's folder). `report.json` holds these, so that reports
/// written by the shards of a CI matrix can be joined into one (`check --merge-reports`).
public struct ReportEntry: Codable, Hashable, Sendable {
    /// The case's name.
    public var name: String
    /// What checking found.
    public var status: CaseOutcome.Status
    /// The line check printed for the case.
    public var message: String
    /// The golden's path.
    public var goldenPath: String
    /// The case as the manifest gives it (sorted-key JSON).
    public var spec: String
    /// How many pixels differ.
    public var differentPixels: Int?
    /// How many pixels were compared.
    public var totalPixels: Int?
    /// How many differences only moved an antialiased edge (perceptual mode).
    public var antialiasedPixels: Int?
    /// The largest difference in any channel, 0 to 255.
    public var largestDelta: Int?
    /// Where the largest difference is (a one-pixel box).
    public var largestAt: PixelRect?
    /// The box holding every different pixel.
    public var bounds: PixelRect?
    /// Both sizes, when they differ.
    public var expectedSize: PixelRect?
    /// The fresh render's size, when the sizes differ.
    public var actualSize: PixelRect?
    /// Whether expected.png was written beside the entry.
    public var hasExpected: Bool
    /// Whether actual.png was written.
    public var hasActual: Bool
    /// Whether diff.png was written.
    public var hasDiff: Bool

    /// The entry for a checked case.
    public init(_ o: CaseOutcome) {
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
public struct ReportData: Codable, Sendable {
    /// The golden folder checked (it appears in the accept command).
    public var golden: String
    /// One entry per case checked.
    public var entries: [ReportEntry]
    /// Goldens no case names.
    public var orphans: [String]

    /// A report from its folder, entries and orphans.
    public init(golden: String, entries: [ReportEntry], orphans: [String]) {
        self.golden = golden
        self.entries = entries
        self.orphans = orphans
    }

    /// How many cases matched their goldens.
    public var passedCount: Int { entries.filter { $0.status == .passed }.count }
    /// True when every case matched and no golden is left over.
    public var allPassed: Bool { passedCount == entries.count && orphans.isEmpty }
}

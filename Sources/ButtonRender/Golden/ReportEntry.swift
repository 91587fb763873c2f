/// One case of a check report as data: what the page and the JUnit file say about it, without
/// the images (they sit in the case's folder). `report.json` holds these, so that reports
/// written by the shards of a CI matrix can be joined into one (`check --merge-reports`).
public struct ReportEntry: Codable, Hashable, Sendable {
    public var name: String
    public var status: String
    public var message: String
    public var goldenPath: String
    /// The case as the manifest gives it (sorted-key JSON).
    public var spec: String
    public var differentPixels: Int?
    public var totalPixels: Int?
    public var antialiasedPixels: Int?
    public var largestDelta: Int?
    /// x, y of the largest difference.
    public var largestAt: [Int]?
    /// x, y, width, height of the box holding every different pixel.
    public var bounds: [Int]?
    /// expected width, height, actual width, height, when the sizes differ.
    public var sizeMismatch: [Int]?
    public var hasExpected: Bool
    public var hasActual: Bool
    public var hasDiff: Bool

    public init(_ o: CaseOutcome) {
        name = o.case.name
        status = o.status.rawValue
        message = o.message
        goldenPath = o.goldenPath
        spec = (try? o.case.metadata()) ?? ""
        if let r = o.result {
            if let m = r.sizeMismatch {
                sizeMismatch = [m.expected.width, m.expected.height, m.actual.width, m.actual.height]
            } else {
                differentPixels = r.differentPixels
                totalPixels = r.totalPixels
                antialiasedPixels = r.antialiasedPixels
                largestDelta = r.largestDelta
                largestAt = r.largestAt.map { [$0.x, $0.y] }
                bounds = r.bounds.map { [$0.x, $0.y, $0.width, $0.height] }
            }
        }
        hasExpected = o.expected != nil
        hasActual = o.actual != nil
        hasDiff = o.result?.diff != nil
    }

    var isChangedOrNew: Bool { status == CaseOutcome.Status.changed.rawValue || status == CaseOutcome.Status.new.rawValue }
}

/// A whole report as data: `report.json` beside `index.html`.
public struct ReportData: Codable, Sendable {
    /// The golden folder checked (it appears in the accept command).
    public var golden: String
    public var entries: [ReportEntry]
    /// Goldens no case names.
    public var orphans: [String]

    public init(golden: String, entries: [ReportEntry], orphans: [String]) {
        self.golden = golden
        self.entries = entries
        self.orphans = orphans
    }

    public var passedCount: Int { entries.filter { $0.status == CaseOutcome.Status.passed.rawValue }.count }
    public var allPassed: Bool { passedCount == entries.count && orphans.isEmpty }
}

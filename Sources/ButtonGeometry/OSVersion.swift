/// A release of a platform's system, as Apple numbers it ("26", "18.5"): what decides which
/// design generation draws a button.
///
/// Apple numbered every platform's 2025 release 26, so iOS went from 18 to 26, macOS from 15,
/// watchOS from 11, tvOS from 18 and visionOS from 2. A release before 26 draws the design the
/// guidelines describe; 26 and later draw Liquid Glass. Written as text, in specs and on the
/// command line, as Apple writes it: `"26"`, `"26.1"`, `"18"`.
public struct OSVersion: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The release's number: 26 for every platform's Liquid Glass release.
    public var major: Int
    /// The update within the release (`26.1` is 1); nil where the release alone is meant.
    public var minor: Int?

    /// The first release of every platform that draws Liquid Glass.
    public static let liquidGlass = OSVersion(major: 26)

    /// A release by its numbers.
    public init(major: Int, minor: Int? = nil) {
        self.major = major
        self.minor = minor
    }

    /// Reads "26", "26.1" or "18.5"; nil for anything else (a third number, signs, spaces).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0])
        else { return nil }
        self.init(major: major, minor: parts.count == 2 ? Int(parts[1]) : nil)
    }

    /// As Apple writes it: "26", "26.1".
    public var description: String { minor.map { "\(major).\($0)" } ?? "\(major)" }

    /// The design generation this release draws.
    public var generation: DesignGeneration { major >= Self.liquidGlass.major ? .liquidGlass : .guidelines }

    /// Older releases first; "26" sorts before "26.1".
    public static func < (a: OSVersion, b: OSVersion) -> Bool {
        (a.major, a.minor ?? -1) < (b.major, b.minor ?? -1)
    }

    /// A release is written as a string in specs, as Apple writes it.
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = OSVersion(text) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "\(String(reflecting: text)) is not a release number: write it as Apple does, such as \"26\", \"26.1\" or \"18\""))
        }
        self = version
    }

    /// As Apple writes it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(description)
    }
}

extension Platform {
    /// The releases of this platform whose buttons can be drawn, newest last: those that draw
    /// the guidelines' design (from the first release whose buttons the guidelines describe) and
    /// 26. Numbers Apple skipped (iOS 19 to 25) are not releases.
    public var releases: [ClosedRange<Int>] {
        let earlier: ClosedRange<Int>
        switch self {
        // UIButton.Configuration and SwiftUI's bordered styles came with iOS 15; iOS 13 and 14
        // drew the system buttons the guidelines' sizes describe (Info, Close, the switch).
        case .iOS, .iPadOS, .tvOS: earlier = 13...18
        // Big Sur (11) is the first macOS whose push buttons the guidelines describe.
        case .macOS: earlier = 11...15
        case .watchOS: earlier = 6...11
        case .visionOS: earlier = 1...2
        }
        return [earlier, OSVersion.liquidGlass.major...OSVersion.liquidGlass.major]
    }

    /// The releases as text for messages: "13-18 (the guidelines' design) or 26 (Liquid Glass)".
    public var releasesText: String {
        let r = releases
        return "\(r[0].lowerBound)-\(r[0].upperBound) (the guidelines' design) or \(r[1].lowerBound) (Liquid Glass)"
    }

    /// Whether the platform had this release.
    public func hasRelease(_ version: OSVersion) -> Bool {
        releases.contains { $0.contains(version.major) }
    }
}

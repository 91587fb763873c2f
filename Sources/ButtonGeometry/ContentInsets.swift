/// Insets on each side, in points, as `NSDirectionalEdgeInsets` holds them: leading and
/// trailing follow the reading direction. What `ButtonSpec.contentInsets` takes.
///
/// Written as UIKit's initializer orders them, `top,leading,bottom,trailing` (`8,16,8,16`), or
/// `vertical,horizontal` (`8,16`), or one number for every side; in JSON also
/// `{"top": 8, "leading": 16, "bottom": 8, "trailing": 16}`.
public struct ContentInsets: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Above the content.
    public var top: Double
    /// Before the content in reading order.
    public var leading: Double
    /// Below the content.
    public var bottom: Double
    /// After the content in reading order.
    public var trailing: Double

    /// Insets from their four sides.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The same insets above and below, and before and after.
    public init(_ insets: Insets) {
        self.init(top: insets.vertical, leading: insets.horizontal, bottom: insets.vertical, trailing: insets.horizontal)
    }

    /// Parses one, two or four numbers separated by commas; nil otherwise.
    public init?(_ text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingSpaces) }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        let v = parts.map { $0! }
        switch v.count {
        case 1: self.init(top: v[0], leading: v[0], bottom: v[0], trailing: v[0])
        case 2: self.init(top: v[0], leading: v[1], bottom: v[0], trailing: v[1])
        case 4: self.init(top: v[0], leading: v[1], bottom: v[2], trailing: v[3])
        default: return nil
        }
    }

    /// How to write them, for error messages.
    public static let forms = "top,leading,bottom,trailing in points (such as 8,16,8,16), vertical,horizontal (8,16), or one number for every side"

    /// Every side, in the written order.
    public var sides: [Double] { [top, leading, bottom, trailing] }

    /// `8,16,8,16`.
    public var description: String { sides.map(\.metricText).joined(separator: ",") }

    /// Left and right on the page: leading is the right in right-to-left layouts.
    package func horizontal(rightToLeft: Bool) -> (left: Double, right: Double) {
        rightToLeft ? (trailing, leading) : (leading, trailing)
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case top, leading, bottom, trailing }

    /// Either the text form or an object with all four sides.
    public init(from decoder: Decoder) throws {
        if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
            guard let insets = ContentInsets(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "contentInsets '\(text)' is not " + Self.forms)
            }
            self = insets
            return
        }
        if let container = try? decoder.singleValueContainer(), let all = try? container.decode(Double.self) {
            self.init(top: all, leading: all, bottom: all, trailing: all)
            return
        }
        let c = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            top: try c.decode(Double.self, forKey: .top), leading: try c.decode(Double.self, forKey: .leading),
            bottom: try c.decode(Double.self, forKey: .bottom), trailing: try c.decode(Double.self, forKey: .trailing))
    }
}

extension Substring {
    /// Without the spaces at either end: `8, 16` reads as two numbers.
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}

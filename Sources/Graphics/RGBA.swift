/// A straight (not premultiplied) sRGB color, 8 bits a channel: what specs, layouts, the
/// rasterizer's fills and measurements all speak. The pixel buffers hold `PremultipliedColor`.
public struct RGBA: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Red, 0 to 255.
    public var red: UInt8
    /// Green, 0 to 255.
    public var green: UInt8
    /// Blue, 0 to 255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) to 255 (opaque); the color channels are not multiplied by it.
    public var alpha: UInt8

    /// A color from its straight-alpha channels.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A color from its straight-alpha channels; opaque by default.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.init(red, green, blue, alpha)
    }

    /// Fully transparent.
    public static let clear = RGBA(0, 0, 0, 0)
    /// Opaque black.
    public static let black = RGBA(0, 0, 0)
    /// Opaque white.
    public static let white = RGBA(255, 255, 255)

    /// The color with its alpha multiplied by `factor` (0...1), rounded.
    package func withAlpha(times factor: Double) -> RGBA {
        RGBA(red, green, blue, UInt8((Double(alpha) * min(max(factor, 0), 1)).rounded()))
    }

    /// `#RRGGBB` or `#RRGGBBAA`.
    public var description: String {
        func hex(_ v: UInt8) -> String { String(v, radix: 16, uppercase: true).leftPadded(to: 2) }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex text: String) {
        // Hex digits only: UInt32(_:radix:) alone would read "#+12345" as #012345.
        guard text.hasPrefix("#"), text.utf8.count == 7 || text.utf8.count == 9,
            text.utf8.dropFirst().allSatisfy({ (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }),
            let value = UInt32(text.dropFirst(), radix: 16)
        else { return nil }
        if text.count == 7 {
            self.init(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        } else {
            self.init(UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
        }
    }
}

extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}

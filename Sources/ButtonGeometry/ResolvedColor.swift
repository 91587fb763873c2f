/// A color as a layout reports it: the token it came from (a system color name, a derived
/// name such as `systemBlue @ 12%`, or a hex tint) and its value.
public struct ResolvedColor: Hashable, Codable, Sendable {
    /// Where the color came from: a system color's name, a derived name such as "systemBlue @ 18%", or a hex value.
    public var token: String
    /// The color's value.
    public var rgba: RGBA
    /// `#RRGGBB` or `#RRGGBBAA`, for reading the JSON. Computed when asked: layouts resolve
    /// many colors and most are never printed.
    public var hex: String { rgba.description }

    /// A resolved color from its token and value.
    package init(token: String, rgba: RGBA) {
        self.token = token
        self.rgba = rgba
    }

    private enum CodingKeys: String, CodingKey { case token, rgba, hex }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(token: try c.decode(String.self, forKey: .token), rgba: try c.decode(RGBA.self, forKey: .rgba))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(token, forKey: .token)
        try c.encode(rgba, forKey: .rgba)
        try c.encode(hex, forKey: .hex)
    }

    /// The same color at `factor` of its alpha, with the token saying so.
    package func withAlpha(times factor: Double) -> ResolvedColor {
        if factor == 1 { return self }
        return ResolvedColor(token: "\(token) @ \(Int((factor * 100).rounded()))%", rgba: rgba.withAlpha(times: factor))
    }
}

import ButtonGeometry

/// What a sheet's legend says in a designer's and an engineer's words, for tools to read from
/// the layout JSON (`handOff`): Apple's font and text style first, the face drawn here second,
/// and the corner as a design tool sets it.
public struct HandOffWords: Hashable, Codable, Sendable {
    /// "SF Pro Text 17 Regular (Body), tracking -0.44"; a font file of your own by its family.
    public var font: String?
    /// The face that drew the text here ("Inter", standing in for SF Pro), when it is not Apple's.
    public var drawnWith: String?
    /// "continuous, r 8.67", "circular, r 6", "capsule, r 25.17".
    public var corner: String?
    /// Figma's corner smoothing (0 to 1) that draws the corner most closely, for a continuous corner.
    public var figmaCornerSmoothing: Double?
    /// How far that Figma corner's outline stays from ours, in points (the largest distance).
    public var figmaCornerError: Double?

    /// The words for a layout's title and shape.
    public init(_ layout: ButtonLayout) {
        let title = layout.title ?? layout.subtitle
        font = title?.font.handOffName
        if let f = title?.font, f.appleFont != nil, f.family != f.appleFont { drawnWith = f.family }
        let shape = layout.shape ?? layout.switchControl?.track
        corner = shape?.cornerWords
        if let figma = shape?.figmaCorner {
            figmaCornerSmoothing = figma.smoothing
            figmaCornerError = (figma.error * 1000).rounded() / 1000
        }
    }
}

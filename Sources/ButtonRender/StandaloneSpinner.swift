import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNG
import Raster

/// The activity indicator on its own canvas, one frame or all eight.
///
/// Guarantees: a scale outside `ButtonLayout.scaleRange` (NaN and infinities included) or a
/// frame outside `0..<frameCount` is a `RequestError` from the drawing functions, never a trap.
public struct StandaloneSpinner: Sendable {
    /// A scale or frame the indicator cannot be drawn at, with the value refused.
    public enum RequestError: Error, Equatable, CustomStringConvertible, LocalizedError {
        /// A scale that is not a number from 0.5 to 8.
        case invalidScale(Double)
        /// A frame outside 0 up to the style's frame count.
        case invalidFrame(Int, frameCount: Int)

        public var description: String {
            switch self {
            case .invalidScale(let s):
                return "spinner scale \(s) is not allowed: give a number from 0.5 to 8 (1, 2 and 3 are the device scales)"
            case let .invalidFrame(frame, count):
                return "spinner frame \(frame) does not exist: this indicator has \(count) frames, 0 to \(count - 1)"
            }
        }

        /// The description, as `localizedDescription` reads it.
        public var errorDescription: String? { description }
    }

    /// The indicator's diameter, in points.
    public let diameter: Double
    /// Pixels per point.
    public let scale: Double
    /// The ticks' color.
    public let color: RGBA
    /// The ticks: 8 for medium, 12 for large.
    package let style: ActivityIndicator.Style
    /// How many frames one revolution takes (one a tick).
    public var frameCount: Int { style.tickCount }

    /// The medium or large indicator in an appearance's color (or the color given).
    public init(large: Bool, appearance: Appearance, scale: Double, color: RGBA? = nil) {
        diameter = large ? ActivityIndicator.largeDiameter : ActivityIndicator.mediumDiameter
        style = large ? .large : .medium
        self.scale = scale
        self.color = color ?? (appearance == .light ? ActivityIndicator.lightColor : ActivityIndicator.darkColor)
    }

    /// The image's side in pixels: the indicator's diameter at the scale, rounded up; 0 for a
    /// scale outside `ButtonLayout.scaleRange`, which nothing is drawn at.
    public var side: Int { scaleIsValid ? Int((diameter * scale).rounded(.up)) : 0 }

    private var scaleIsValid: Bool { scale.isFinite && ButtonLayout.scaleRange.contains(scale) }

    /// Throws unless the scale can be drawn at.
    private func checkScale() throws(RequestError) {
        guard scaleIsValid else { throw .invalidScale(scale) }
    }

    /// One frame on `background` (clear by default). Throws `RequestError` for a frame outside
    /// `0..<frameCount` or a scale outside `ButtonLayout.scaleRange`.
    public func image(frame: Int, background: RGBA = .clear) throws -> Pixmap {
        try scene(frame: frame, background: background).rasterized()
    }

    /// One frame's scene, centred on a canvas of `side` pixels.
    public func scene(frame: Int, background: RGBA = .clear) throws -> DrawingScene {
        try checkScale()
        guard (0..<frameCount).contains(frame) else { throw RequestError.invalidFrame(frame, frameCount: frameCount) }
        let c = Double(side) / 2 / scale
        let ticks = ActivityIndicator.ticks(
            center: Point(c, c), radius: diameter / 2, color: ResolvedColor(token: color.description, rgba: color), frame: frame, style: style)
        return DrawingScene(pixelWidth: side, pixelHeight: side, scale: scale, background: background, title: "Activity indicator", items: ticks)
    }

    /// Every frame side by side, frame 0 at the left, on `background`.
    public func strip(background: RGBA = .clear) throws -> Pixmap {
        try checkScale()
        var strip = try Pixmap(width: side * frameCount, height: side, fill: background)
        for k in 0..<frameCount { strip.draw(try image(frame: k), atX: k * side, y: 0) }
        return strip
    }

    /// Every frame as one animated PNG that turns once a second, on `background`.
    public func animatedPNG(background: RGBA = .clear, metadata: String? = nil) throws -> Data {
        try checkScale()
        let frames = try (0..<frameCount).map { try image(frame: $0, background: background) }
        // Each frame shows for 1 / (frames x revolutions a second) s.
        let perSecond = UInt16((Double(frameCount) * ActivityIndicator.table.revolutionsPerSecond.value).rounded())
        return try PNG.encodeAnimated(frames, delay: (1, perSecond), scale: scale, metadata: metadata)
    }

    /// `frame-0.png`, `frame-1.png` ... one a frame, in `folder`, each written atomically, on
    /// `background`. The names are ours, not the user's: a link at one is replaced by the frame,
    /// never written through, as for every name a folder's writer makes up.
    package func writeFrames(to folder: String, background: RGBA = .clear) throws {
        for k in 0..<frameCount {
            let data = try PNG.encode(try image(frame: k, background: background), scale: scale)
            try OutputFile.writeAtomically(data, to: URL(fileURLWithPath: folder).appendingPathComponent("frame-\(k).png").path, links: .replace)
        }
    }
}

import ButtonGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNG
import Raster

/// The activity indicator on its own canvas, one frame or all eight.
public struct StandaloneSpinner: Sendable {
    public let diameter: Double
    public let scale: Double
    public let color: Color

    public init(large: Bool, appearance: Appearance, scale: Double, color: RGBA? = nil) {
        diameter = large ? ActivityIndicator.largeDiameter : ActivityIndicator.mediumDiameter
        self.scale = scale
        if let color {
            self.color = Color(color)
        } else {
            self.color = appearance == .light ? ActivityIndicator.lightColor : ActivityIndicator.darkColor
        }
    }

    var side: Int { Int((diameter * scale).rounded(.up)) }

    public func image(frame: Int) throws -> Image {
        var image = try Image(width: side, height: side)
        var raster = Rasterizer(width: side, height: side)
        let c = Double(side) / 2
        ActivityIndicator.draw(into: &image, rasterizer: &raster, center: Point(c, c), radius: diameter / 2 * scale, color: color, frame: frame)
        return image
    }

    /// All eight frames side by side, frame 0 at the left.
    public func strip() throws -> Image {
        var strip = try Image(width: side * ActivityIndicator.tickCount, height: side)
        for k in 0..<ActivityIndicator.tickCount { strip.draw(try image(frame: k), atX: k * side, y: 0) }
        return strip
    }

    /// `frame-0.png` ... `frame-7.png` in `folder`, each written atomically.
    public func writeFrames(to folder: String) throws {
        for k in 0..<ActivityIndicator.tickCount {
            let data = try PNG.encode(try image(frame: k), scale: scale)
            try OutputFile.writeAtomically(data, to: URL(fileURLWithPath: folder).appendingPathComponent("frame-\(k).png").path)
        }
    }
}

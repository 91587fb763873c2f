/// Why an image could not be measured.
public enum InspectError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The region lies partly or wholly outside the image.
    case regionOutsideImage(region: PixelRegion, width: Int, height: Int)
    /// Every pixel of the region is the backdrop color.
    case nothingToMeasure(backdrop: String)
    /// The scale lies outside `Inspector.scales` (or is not a number).
    case badScale(Double)
    /// An overlay's alpha outside 0 up to (not including) 1.
    case badOverlay(Double)
    /// The subject is a switch but no knob run or track was found.
    case noSwitch
    /// The backdrop image is not the image's size: its width and height, then the image's.
    case backdropImageSize(width: Int, height: Int, imageWidth: Int, imageHeight: Int)
    /// A backdrop image and a backdrop color were both given.
    case backdropImageWithColor
    /// A backdrop image was given for a subject other than a button.
    case backdropImageWithSubject(InspectionOptions.Subject)
    /// Every pixel of the region is the backdrop image's own.
    case sameAsBackdropImage
    /// Nothing button-like: ink (in points) taller than the tallest button's label, with no
    /// shape around it, or (`inShape`) filling the shape it lies in, as a pattern does.
    case noButtonFound(inkWidth: Double, inkHeight: Double, tallest: Double, inShape: Bool = false)

    public var description: String {
        switch self {
        case let .regionOutsideImage(r, w, h):
            return "the region \(r.x),\(r.y),\(r.width),\(r.height) is not inside the \(w) x \(h) px image"
        case let .nothingToMeasure(backdrop):
            return "nothing differs from the backdrop \(backdrop): no button to measure (give --background or --region)"
        case let .badScale(s):
            let range = Inspector.scales
            return "the scale \(s) is not a number of pixels per point from \(range.lowerBound) to \(Int(range.upperBound))"
        case let .badOverlay(a):
            return "the overlay's alpha \(a) cannot be taken out: give an alpha from 0 up to, not including, 1"
        case let .noButtonFound(width, height, tallest, inShape):
            func pt(_ v: Double) -> String { String(Int(v.rounded())) }
            return "no button found: " + (inShape ? "the ink inside the shape" : "no shape with a fill, and the ink")
                + " spans \(pt(width)) x \(pt(height)) pt, taller than a button's "
                + "label can be (\(pt(tallest)) pt); give --region around the button, or --background"
        case let .backdropImageSize(w, h, iw, ih):
            return "the backdrop image is \(w) x \(h) px and the image \(iw) x \(ih) px: give the same scene without the button, the same size as the image"
        case .backdropImageWithColor:
            return "give a backdrop image or a backdrop color, not both: with the image, each pixel is measured against its own pixel of it"
        case let .backdropImageWithSubject(subject):
            return "a backdrop image is read for buttons only: measure a \(subject.rawValue) against one backdrop color (leave the backdrop image out)"
        case .sameAsBackdropImage:
            return "every pixel of the region is the backdrop image's own: no button to measure (the backdrop image is the same scene without the button, not with it)"
        case .noSwitch:
            return "no switch found: the middle row has no light knob between two stretches of track (check --region and --background)"
        }
    }
}

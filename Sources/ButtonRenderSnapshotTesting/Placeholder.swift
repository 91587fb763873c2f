import ButtonRender

/// Stand-ins for an image that could not be made: swift-snapshot-testing's strategies cannot
/// throw, so a failed render or an unreadable reference travels as a one-pixel image that no
/// renderer or PNG decoder produces (a colour channel above a zero alpha is not a premultiplied
/// pixel), and the diff turns it back into a message.
enum Placeholder: UInt32 {
    case renderFailed = 0x0000_0001
    case unreadableReference = 0x0000_0002

    var pixmap: Pixmap {
        // A 1 x 1 image always fits the size limits; the force is safe.
        var image = try! Pixmap(width: 1, height: 1)
        image.withUnsafeMutablePixels { $0[0] = rawValue.littleEndian }
        return image
    }

    init?(_ image: Pixmap) {
        guard image.width == 1, image.height == 1, let kind = Placeholder(rawValue: UInt32(littleEndian: image.pixels[0])) else {
            return nil
        }
        self = kind
    }

    /// What a reference file holds when recording met a failed render: text, not a PNG, so the
    /// next run says so instead of comparing against a made-up image.
    static let renderFailedFile = "buttonrender could not render this button when it was recorded; this file is a placeholder, not a reference image. Fix the failure the test reported, delete this file and record again.\n"
}

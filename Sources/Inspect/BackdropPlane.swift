/// What lies behind each pixel of the measured region: one color (sampled from the region's
/// corners or given), or a backdrop image's own pixel at the same place, the same scene drawn
/// without the button.
///
/// Every test that asks whether a pixel differs from the backdrop, or where it lies between the
/// backdrop and the fill, asks this for the pixel's own backdrop, so that stripes, gradients and
/// photos behind a button read as backdrop wherever the backdrop image shows them too. What lies
/// behind a label is one too: the fill, or the fill as it shows over each backdrop pixel.
///
/// Guarantees: an image, when there is one, is the region's size.
struct BackdropPlane {
    /// The one color; with an image, its mean under what was measured (the pixels that show the
    /// shape's fill, or the ink without one): the color reported, and the one our render is
    /// drawn on to compare.
    var color: ColorVector
    /// The backdrop image's pixels over the region; nil for one color everywhere.
    let image: PixelPlane?

    /// One color behind every pixel.
    init(_ color: ColorVector) {
        self.color = color
        image = nil
    }

    /// A backdrop image's pixels over the region, and the color to go by until its mean under
    /// the shape is known.
    init(image: PixelPlane, color: ColorVector) {
        self.color = color
        self.image = image
    }

    /// The backdrop behind region pixel (x, y); outside the region, behind its nearest pixel.
    subscript(x x: Int, y y: Int) -> ColorVector {
        guard let image else { return color }
        return image[x: min(max(x, 0), image.width - 1), y: min(max(y, 0), image.height - 1)]
    }

    /// Whether pixel (x, y) of `plane` differs from its own backdrop by more than `levels` in
    /// any channel.
    func differs(_ plane: PixelPlane, _ x: Int, _ y: Int, by levels: Double) -> Bool {
        guard let image else { return plane.differs(x, y, from: color, by: levels) }
        return plane.differs(x, y, from: image[x: x, y: y], by: levels)
    }

    /// Pixel color `p`, seen at `from`, as it would be seen at `to` over that pixel's own
    /// backdrop: the backdrop darkened toward black (a shadow, or nothing) by the same alpha of
    /// black, anything else by the same difference from the backdrop. Over one color, `p` itself.
    func carried(_ p: ColorVector, from: (x: Int, y: Int), to: (x: Int, y: Int)) -> ColorVector {
        guard image != nil else { return p }
        let b = self[x: from.x, y: from.y], target = self[x: to.x, y: to.y]
        let black = SoftShadow.black
        let a = p.fraction(from: b, to: black)
        if a.isFinite, p.distance(to: b + (black - b) * a) <= Inspector.noise { return target + (black - target) * a }
        return target + (p - b)
    }

    /// The mean of the backdrop image over the pixels of `mask` (the shape with its holes) that
    /// `counts` accepts, or over all of them when it accepts none: the one color a uniform
    /// backdrop would have to be, to stand for it.
    func mean(over mask: ShapeMask, where counts: (Int, Int) -> Bool) -> ColorVector {
        guard let image else { return color }
        var sum = ColorVector(r: 0, g: 0, b: 0, a: 0), all = sum
        var count = 0, total = 0
        mask.forEach { x, y in
            let b = image[x: x, y: y]
            all = all + b
            total += 1
            if counts(x, y) {
                sum = sum + b
                count += 1
            }
        }
        let mean = count > 0 ? sum * (1 / Double(count)) : all * (1 / Double(max(1, total)))
        // To whole levels, so that the color reported is the one our render is drawn on.
        return ColorVector(straight: mean.straight)
    }
}

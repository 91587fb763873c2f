import Raster

/// Measures a button or an activity indicator in any image: shape frame, corner radius fitted
/// with both corner curves, fill and label colors, label ink box and baseline, spinner ticks.
/// Knows pixels, not specs: what a layout would say is compared elsewhere.
public enum Inspector {
    /// A pixel differs from the backdrop when a channel is off by more than this many levels
    /// (compression and dithering leave one or two).
    static let noise = 2.5
    /// A button has a fill when its most frequent color covers at least this share of the ink's
    /// box: a circle fills 79% of its box (less a glyph), while a label's solid ink, thin strokes
    /// with antialiased edges, stays well below half of its own.
    static let fillShare = 0.5
    /// How far inside the fitted shape the label is looked for, in pixels: clear of the edge's
    /// antialiasing and of a one-pixel inner border.
    static let labelInset = 2.0
    /// A pixel of a drawn shape is inside it from this coverage on: a float sum's rounding
    /// short of 1, far above any antialiased edge pixel's (at most 1 - 1/255 as a byte).
    static let fullInside: Float = 1 - 1e-4
    /// A spinner's ink box is square within this ratio.
    static let spinnerAspect = 0.85...1.18
    /// The pixels per point measured at: far beyond any screen's either way, and small enough
    /// that every length in pixels the measuring derives from points stays a modest number.
    package static let scales = 0.1...100.0

    /// Measures the button or indicator in an image; throws when the region holds none.
    public static func inspect(_ image: Pixmap, options: InspectionOptions = InspectionOptions()) throws(InspectError) -> Inspection {
        guard scales.contains(options.scale) else { throw .badScale(options.scale) }
        let region = options.region ?? PixelRegion(x: 0, y: 0, width: image.width, height: image.height)
        // Compared by subtraction: a region from the command line may be as large as Int allows.
        guard region.width > 0, region.height > 0, region.x >= 0, region.y >= 0, region.x <= image.width, region.y <= image.height,
              region.width <= image.width - region.x, region.height <= image.height - region.y
        else { throw .regionOutsideImage(region: region, width: image.width, height: image.height) }
        if let behind = options.backdropImage {
            guard behind.width == image.width, behind.height == image.height else {
                throw .backdropImageSize(width: behind.width, height: behind.height, imageWidth: image.width, imageHeight: image.height)
            }
            guard options.backdrop == nil else { throw .backdropImageWithColor }
            guard options.subject == .button || options.subject == .auto else { throw .backdropImageWithSubject(options.subject) }
        }
        var plane = PixelPlane(image, region: region)
        var behindPlane = options.backdropImage.map { PixelPlane($0, region: region) }
        if let overlay = options.overlay {
            guard overlay.alpha >= 0, overlay.alpha < 1 else { throw .badOverlay(overlay.alpha) }
            plane = plane.removingOverlay(color: overlay.color, alpha: overlay.alpha)
            // A backdrop image from the same tool carries the same overlay.
            behindPlane = behindPlane?.removingOverlay(color: overlay.color, alpha: overlay.alpha)
        }
        var backdrop: BackdropPlane
        var stripedFill: StripedBackdrop.Fill?
        if let behindPlane {
            // Its color is its mean under the shape, once the shape is found.
            backdrop = BackdropPlane(image: behindPlane, color: sampledBackdrop(behindPlane))
        } else {
            // A backdrop given for an image whose own backdrop is transparent is where the image is
            // laid: measured as a viewer shows it over that color, not as ink against it.
            if let given = options.backdrop, given.alpha == 255, sampledBackdrop(plane).a < 0.5 {
                plane = plane.composited(over: given)
            }
            let color = options.backdrop.map { ColorVector(straight: $0) } ?? sampledBackdrop(plane)
            backdrop = BackdropPlane(color)
            // A backdrop of two colors (stripes) is read as its first: the stripes of the other
            // were a patch joined to the button, or taken for its label. A translucent fill over
            // them shows two colors, and is solved against both and laid over the first alone.
            if let (second, vertical) = secondBackdrop(plane, first: color) {
                if let stripes = StripedBackdrop(plane, first: color, second: second, vertical: vertical),
                   let fill = stripes.translucentFill(plane) {
                    plane = stripes.laidOverFirst(plane, fill: fill)
                    stripedFill = fill
                } else {
                    plane = plane.flattening(second, into: color, within: noise)
                }
            }
        }
        if options.region == nil, let choice = SubjectFinder(plane: plane, backdrop: backdrop, scale: options.scale, spinnerWanted: options.subject == .spinner).find() {
            var chosen = options
            chosen.region = choice.region
            var result = try inspect(image, options: chosen)
            result.chosenRegion = ChosenRegion(region: choice.region, reason: choice.reason)
            return result
        }
        let s = options.scale
        // Over a backdrop image the shape is one patch with its holes, and its fill is read from
        // its pixels against theirs; over one color, the box of all ink and its commonest color.
        let mask: ShapeMask?
        let box: PixelBox
        let fill: ShapeFill?
        if backdrop.image != nil {
            guard let found = ShapeMask.find(plane, backdrop: backdrop, shadow: SoftShadow(plane: plane, backdrop: backdrop)) else { throw .sameAsBackdropImage }
            mask = found
            box = found.box
            let measured = Double(found.count) >= fillShare * Double(box.area) ? ShapeFill.measure(plane, backdrop: backdrop, mask: found, inset: fillInset(scale: s)) : nil
            fill = measured
            // Under the fill, not under the label: a plain snapshot taken for the backdrop image
            // holds its own label under the button's, which nothing shows through.
            let image = backdrop
            backdrop.color = image.mean(over: found) { x, y in measured.map { $0.shows(plane[x: x, y: y], over: image[x: x, y: y]) } ?? true }
        } else {
            guard let found = inkBox(plane, backdrop: backdrop.color) else { throw .nothingToMeasure(backdrop: backdrop.color.straight.hexRGBA) }
            mask = nil
            box = found
            let differs = { (p: UInt32) in PixelPlane.differs(p, from: backdrop.color, by: noise) }
            // One pixel value, as our renders and most snapshots draw a fill; else a dithered one.
            fill = plane.dominant(in: box, share: fillShare, where: differs).map { .opaque(ColorVector(packed: $0.0)) }
                ?? plane.dominantWithin(noise, in: box, share: fillShare, where: differs).map { .opaque($0) }
        }
        let hasFill = fill != nil
        var subject = options.subject
        if subject == .auto { subject = mask == nil && !hasFill && looksLikeSpinner(plane, box: box, backdrop: backdrop.color) ? .spinner : .button }

        let ink = options.labelInk.map { ColorVector(straight: $0) }
            ?? (subject == .spinner ? ColorVector(straight: indicatorInk(over: backdrop.color)) : defaultInk(over: backdrop.color))
        var result = Inspection(scale: s, backdrop: backdrop.color.straight, subject: subject)
        if mask != nil { result.measuredOverBackdropImage = true }
        if subject == .switch {
            guard let m = SwitchMeasurer(plane: plane, backdrop: backdrop.color, box: box, scale: s).measure() else {
                throw .noSwitch
            }
            let track = MeasuredRect(pixels: m.track, scale: s), knob = MeasuredRect(pixels: m.knob, scale: s)
            result.switchControl = SwitchMeasurement(
                track: track, trackColor: measuredColor(m.trackColor, over: backdrop.color, ink: nil),
                knob: knob, knobColor: measuredColor(m.knobColor, over: backdrop.color, ink: nil), knobAtRight: m.knobAtRight,
                knobInset: m.knobAtRight ? track.maxX - knob.maxX : knob.x - track.x,
                shadowBelow: m.shadowBelow, shadowBeside: m.shadowBeside)
            return result
        }
        if subject == .spinner {
            let m = SpinnerMeasurer(plane: plane, backdrop: backdrop.color, ink: ink, box: box).measure()
            result.spinner = SpinnerMeasurement(
                centerX: m.centerX / s, centerY: m.centerY / s, tickCount: m.tickCount, innerRadius: m.inner / s,
                outerRadius: m.outer / s, tickWidth: m.width / s, alphas: m.alphas, headAngle: m.headAngle,
                ink: ink.straight)
            return result
        }

        var labelPixels = PixelRuns(box)
        var behind = backdrop
        if let fill {
            let shape = measureShape(plane, box: box, backdrop: backdrop, fill: fill, mask: mask, scale: s, ink: options.fillInk)
            result.shape = shape.measurement
            let f = fill.over(backdrop.color)
            // Solved against both stripes: the fill's own color and alpha, unless an ink is given.
            if let stripedFill, options.fillInk == nil, f.distance(to: stripedFill.overFirst) <= noise {
                result.shape?.fill = MeasuredColor(seen: f.straight, ink: stripedFill.ink, alpha: stripedFill.alpha)
            }
            labelPixels = shape.interior
            behind = backdrop.image.map { image in BackdropPlane(image: image.mapping { _, _, b in fill.over(b) }, color: f) } ?? BackdropPlane(f)
            // A loading button's indicator beside its title is not the label: its brightest
            // tick was read as the label's color.
            if mask == nil, let indicator = SubjectFinder(plane: plane, backdrop: backdrop, scale: s).indicator(inside: box, alongside: true) {
                labelPixels = labelPixels.removing(indicator.grown(by: 1))
            }
        }
        // A plain loading button's indicator beside its title, on the backdrop, is no more
        // the label than a filled one's: it was counted in the ink box and the cap height.
        if !hasFill, mask == nil, let indicator = SubjectFinder(plane: plane, backdrop: backdrop, scale: s).indicator(inside: box, alongside: true, onBackdrop: true) {
            labelPixels = labelPixels.removing(indicator.grown(by: 1))
        }
        if let mask {
            labelPixels = labelPixels.removing { mask.isHole($0, $1) }
        }
        let labelInk = options.labelInk.map { ColorVector(straight: $0) }
        // A label drawn the same in the backdrop image leaves holes in the shape: its pixels are
        // the backdrop's, and what differs of it (its edges over the fill, not the backdrop) is
        // no label to measure.
        if let mask, hasFill, mask.holeCount >= SubjectFinder.speck {
            result.labelNotMeasured = "the same in the backdrop image"
        } else if let m = LabelMeasurer(plane: plane, behind: behind, candidates: labelPixels).measure() {
            let top = result.shape?.frame.pixels.y ?? 0
            let inkRect = Rect(x: m.left, y: m.top, width: m.right - m.left, height: m.bottom - m.top)
            var label = LabelMeasurement(
                color: measuredColor(m.color, over: behind.color, ink: labelInk), ink: MeasuredRect(pixels: inkRect, scale: s),
                baseline: (m.baseline - top) / s, capHeight: (m.baseline - m.capTop) / s)
            if let frame = result.shape?.frame.pixels {
                label.paddingLeft = (m.left - frame.x) / s
                label.paddingRight = (frame.x + frame.width - m.right) / s
            }
            result.label = label
        }
        // Ink taller than the tallest button: a photo, a pattern, a page of text, measured as
        // one label, would give confident nonsense. With no shape around it; or inside a shape,
        // where a pattern such as a one-pixel checkerboard reads as a white fill with black
        // "label" ink across all of it (no button's title is that tall: the largest text size's
        // Body is 53 pt).
        let tallest = SubjectFinder.heights.upperBound
        if result.shape == nil {
            let height = result.label?.ink.height ?? Double(box.height) / s
            if height > tallest {
                throw .noButtonFound(
                    inkWidth: Double(box.width) / s, inkHeight: Double(box.height) / s, tallest: tallest)
            }
        } else if let ink = result.label?.ink, ink.height > tallest {
            throw .noButtonFound(inkWidth: ink.width, inkHeight: ink.height, tallest: tallest, inShape: true)
        }
        return result
    }

    /// A backdrop of two colors covers at least this share of the region's border, the second
    /// at least `secondShare` of it.
    static let twoColorBorder = 0.9
    static let secondShare = 0.1

    /// The backdrop's second color, when the region's border is two opaque colors that take
    /// turns along one pair of opposite sides and not the other (stripes), `first` one of them;
    /// nil otherwise; with whether the stripes run top to bottom. A button cropped to its
    /// bounds also shows two colors on its border, its fill and the corners', but each side
    /// meets its fill once.
    static func secondBackdrop(_ plane: PixelPlane, first: ColorVector) -> (color: ColorVector, vertical: Bool)? {
        let w = plane.width, h = plane.height
        guard w > 2, h > 2, first.a == 255 else { return nil }
        var counts: [UInt32: Int] = [:]
        for x in 0..<w { counts[plane.packed(x, 0), default: 0] += 1; counts[plane.packed(x, h - 1), default: 0] += 1 }
        for y in 1..<(h - 1) { counts[plane.packed(0, y), default: 0] += 1; counts[plane.packed(w - 1, y), default: 0] += 1 }
        let total = Double(2 * (w + h) - 4)
        let firstCount = counts.filter { !PixelPlane.differs($0.key, from: first, by: noise) }.values.reduce(0, +)
        // Ties go to the smaller value, so the answer never depends on dictionary order.
        guard let second = counts.filter({ PixelPlane.differs($0.key, from: first, by: noise) })
            .max(by: { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }),
              Double(second.value) >= secondShare * total, Double(firstCount + second.value) >= twoColorBorder * total
        else { return nil }
        let color = ColorVector(packed: second.key)
        guard color.a == 255 else { return nil }
        /// How many times a side of `n` pixels enters the second color, passing over pixels of
        /// neither color: a light fill's edge, easing a level up and down about the noise's
        /// bound, entered it again and again, and a button cut off at its own edges read as
        /// stripes.
        func runs(_ n: Int, _ pixel: (Int) -> UInt32) -> Int {
            var count = 0, inSecond: Bool?
            for i in 0..<n {
                let p = pixel(i)
                let second = !PixelPlane.differs(p, from: color, by: noise)
                guard second || !PixelPlane.differs(p, from: first, by: noise) else { continue }
                if second, inSecond != true { count += 1 }
                inSecond = second
            }
            return count
        }
        let top = runs(w) { plane.packed($0, 0) }, bottom = runs(w) { plane.packed($0, h - 1) }
        let left = runs(h) { plane.packed(0, $0) }, right = runs(h) { plane.packed(w - 1, $0) }
        // Stripes take turns along one pair of sides and run the length of the other; a
        // checkerboard takes turns along all four, and is no backdrop.
        let vertical = max(top, bottom) >= 2 && max(left, right) <= 1
        let horizontal = max(left, right) >= 2 && max(top, bottom) <= 1
        return vertical || horizontal ? (color, vertical) : nil
    }

    /// The most frequent color among the region's corners (a 2 x 2 block at each).
    static func sampledBackdrop(_ plane: PixelPlane) -> ColorVector {
        let w = plane.width, h = plane.height
        var points: [(Int, Int)] = []
        for (x0, y0) in [(0, 0), (w - 2, 0), (0, h - 2), (w - 2, h - 2)] {
            for dy in 0..<2 { for dx in 0..<2 { points.append((min(max(x0 + dx, 0), w - 1), min(max(y0 + dy, 0), h - 1))) } }
        }
        return ColorVector(packed: plane.mostFrequent(points)!.0)
    }

    /// The box of every pixel that differs from the backdrop, less a soft shadow's
    /// (`SoftShadow`): the shadow is measured around the shape once its frame is known.
    static func inkBox(_ plane: PixelPlane, backdrop: ColorVector) -> PixelBox? {
        var box: PixelBox?
        let shadow = SoftShadow(plane: plane, backdrop: BackdropPlane(backdrop))
        for y in 0..<plane.height {
            for x in 0..<plane.width where plane.differs(x, y, from: backdrop, by: noise) && !shadow.isShadow(x, y) {
                if var b = box {
                    b.minX = min(b.minX, x); b.maxX = max(b.maxX, x); b.minY = min(b.minY, y); b.maxY = max(b.maxY, y)
                    box = b
                } else {
                    box = PixelBox(minX: x, minY: y, maxX: x, maxY: y)
                }
            }
        }
        return box
    }

    /// Square ink with an empty middle: ticks around a hole.
    static func looksLikeSpinner(_ plane: PixelPlane, box: PixelBox, backdrop: ColorVector) -> Bool {
        let aspect = Double(box.width) / Double(box.height)
        guard spinnerAspect.contains(aspect) else { return false }
        let cx = Double(box.minX + box.maxX + 1) / 2, cy = Double(box.minY + box.maxY + 1) / 2
        // Ticks start at a third of the radius (a sixth of the width); a disc of a tenth of the
        // width stays clear of their antialiasing.
        let hole = Double(box.width) / 10
        for y in Int(cy - hole)...Int(cy + hole) {
            for x in Int(cx - hole)...Int(cx + hole) {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                if dx * dx + dy * dy <= hole * hole, plane[x: x, y: y].distance(to: backdrop) > noise { return false }
            }
        }
        return true
    }

    /// The system activity indicator's ink: 60,60,67 over a light backdrop (P: the
    /// thecatlibrary-large-spinner-ios13 calibration entry), 235,235,245 over a dark or
    /// transparent one; what a spinner's alphas are read against unless an ink is given.
    static func indicatorInk(over backdrop: ColorVector) -> RGBA {
        let light = backdrop.a > 127 && (backdrop.r + backdrop.g + backdrop.b) / 3 > 127
        return light ? RGBA(red: 60, green: 60, blue: 67) : RGBA(red: 235, green: 235, blue: 245)
    }

    /// Black over a light backdrop, white over a dark or transparent one.
    static func defaultInk(over backdrop: ColorVector) -> ColorVector {
        let light = backdrop.a > 127 && (backdrop.r + backdrop.g + backdrop.b) / 3 > 127
        return ColorVector(straight: light ? .black : .white)
    }

    /// A seen color and, when an ink hue is given, its alpha solved over `behind`.
    static func measuredColor(_ seen: ColorVector, over behind: ColorVector, ink: ColorVector?) -> MeasuredColor {
        guard let ink else {
            let straight = seen.straight
            return MeasuredColor(seen: straight, ink: nil, alpha: Double(straight.alpha) / 255)
        }
        let alpha = min(1, max(0, seen.fraction(from: behind, to: ink)))
        return MeasuredColor(seen: seen.straight, ink: ink.straight, alpha: alpha)
    }

    /// How far inside a shape over a backdrop image its fill is read, in pixels: clear of the
    /// edge's antialiasing and of the widest rim (`RimmedEdge.widest`).
    static func fillInset(scale s: Double) -> Int { Int(max(labelInset, (RimmedEdge.widest * s).rounded(.up) + 1)) }

    /// The shape's frame, corners, fill, rim and shadow, each pixel read against its own
    /// backdrop and the fill as it shows there; with the pixels inside it where its label is
    /// looked for. `mask`, over a backdrop image: the shape's pixels, its holes covered.
    private static func measureShape(
        _ plane: PixelPlane, box: PixelBox, backdrop: BackdropPlane, fill: ShapeFill, mask: ShapeMask?, scale s: Double, ink: RGBA?
    ) -> (measurement: ShapeMeasurement, interior: PixelRuns) {
        let seen = fill.over(backdrop.color)
        // Against a ring or shadow along the edge where there is one, else the backdrop. A ring's
        // color is read as one color along each side, which a busy backdrop image does not have.
        let ringed = backdrop.image == nil ? RingedEdge(plane: plane, box: box, backdrop: backdrop.color, fill: seen) : nil
        var shadow = SoftShadow(plane: plane, backdrop: backdrop)
        shadow.shape = mask
        // Against a rim along the inside of the edge where there is one (and no ring). A
        // translucent fill's edge pixels are each its own backdrop and the fill over it, mixed,
        // which the backdrop and the fill as each pixel shows it measure exactly; a rim's color,
        // read at one pixel a side, would stand for none of the others.
        let opaque = if case .opaque = fill { true } else { false }
        let rimmed = ringed == nil && opaque ? RimmedEdge(plane: plane, box: box, backdrop: backdrop, fill: fill, shadow: shadow, scale: s) : nil
        func coverage(_ x: Int, _ y: Int) -> Double {
            if let mask {
                // Nothing outside the shape is the shape (a shadow, another thing); a hole is the
                // backdrop image's own pixel (a label drawn alike in both) that the shape covers.
                guard mask.contains(x, y) else { return 0 }
                if mask.isHole(x, y) { return 1 }
            }
            if let ringed { return ringed.coverage(x, y) }
            if let rimmed { return rimmed.coverage(x, y) }
            let behind = backdrop[x: x, y: y]
            return min(1, max(0, plane[x: x, y: y].fraction(from: behind, to: fill.over(behind))))
        }
        let e = EdgeFinder(coverage: coverage, box: box).edges()
        let frame = Rect(x: e.left, y: e.top, width: e.right - e.left, height: e.bottom - e.top)
        let fitter = CornerFitter(frame: frame, box: box) { x, y in ringed.map { $0.fitCoverage(x, y) } ?? coverage(x, y) }
        // One box-wide band of cells for every candidate and for the label's inside below.
        var rasterizer = Rasterizer(width: box.width, height: box.height)
        let continuous = fitter.fit(.continuous, with: &rasterizer), circular = fitter.fit(.circular, with: &rasterizer)
        let layer = fitter.fit(.layer, with: &rasterizer)
        let fits: [(CornerCurve, (radius: Double, rms: Double))] = [(.continuous, continuous), (.circular, circular), (.layer, layer)]
        let (better, bestFit) = fits.min { $0.1.rms < $1.1.rms }!
        let bestRadius = bestFit.radius
        let half = min(frame.width, frame.height) / 2
        // A continuous corner reaches along the side `extent` times its radius.
        let reach = better == .circular || bestRadius >= half ? bestRadius : bestRadius * ContinuousCorner.profile(better).extent
        let isCapsule = reach >= half - 0.5
        let capsuleEnd = isCapsule ? capsuleEnd(coverage: coverage, frame: frame, box: box, continuous: continuous, circular: circular) : nil

        // The label is looked for inside the better fit, shrunk clear of the edge and the rim.
        let labelInset = max(Self.labelInset, (rimmed?.widestPixels ?? 0).rounded(.up) + 1)
        let inset = Rect(
            x: frame.x - Double(box.minX) + labelInset, y: frame.y - Double(box.minY) + labelInset,
            width: frame.width - 2 * labelInset, height: frame.height - 2 * labelInset)
        var interior = PixelRuns()
        let w = box.width
        // Row by row, without a box-sized array: a run of full coverage is one run of pixels.
        // Full within `fullInside`: the rasterizer's running sum of areas leaves some rows of
        // a shape's inside a rounding short of 1, and those rows were lost to the label (a
        // light push's glyph bottoms, so its baseline read a pixel high).
        rasterizer.forEachCoverage(of: Shapes.roundedRect(inset, radius: max(0, bestRadius - labelInset), curve: better), span: { from, to, c in
            if c >= fullInside { interior.append(y: box.minY + from / w, first: box.minX + from % w, last: box.minX + (to - 1) % w) }
        }, cell: { i, c in
            if c >= fullInside { interior.append(y: box.minY + i / w, first: box.minX + i % w, last: box.minX + i % w) }
        })

        // A fill solved over a backdrop image is its own color at its alpha, unless an ink is given.
        let solved = ink == nil ? fill.ink : nil
        let m = ShapeMeasurement(
            frame: MeasuredRect(pixels: frame, scale: s),
            fill: solved.map { MeasuredColor(seen: seen.straight, ink: $0.color, alpha: $0.alpha) }
                ?? measuredColor(seen, over: backdrop.color, ink: ink.map { ColorVector(straight: $0) }),
            continuous: CornerFit(curve: .continuous, radius: continuous.radius / s, rmsError: continuous.rms),
            circular: CornerFit(curve: .circular, radius: circular.radius / s, rmsError: circular.rms),
            layer: CornerFit(curve: .layer, radius: layer.radius / s, rmsError: layer.rms),
            betterCurve: better, isCapsule: isCapsule, capsuleEnd: capsuleEnd,
            rim: rimmed?.measurement(scale: s), shadow: shadow.measure(frame: frame, scale: s))
        return (m, interior)
    }

    /// A start past this many radii from the end is no half circle's: it reads 0.94 to 1.0.
    static let circularCurveStart = 1.1

    /// The ends' curve: continuous when its fit is better than a half circle's without turning
    /// into one (a continuous radius of half the short side draws a half circle), or when the
    /// sides start to curve farther out than a half circle's do.
    private static func capsuleEnd(
        coverage: @escaping (Int, Int) -> Double, frame: Rect, box: PixelBox,
        continuous: (radius: Double, rms: Double), circular: (radius: Double, rms: Double)
    ) -> CapsuleEnd {
        let start = CapsuleEndMeasurer(coverage: coverage, frame: frame, box: box).curveStart()
        let half = min(frame.width, frame.height) / 2
        let fitsContinuous = continuous.rms < circular.rms && continuous.radius < half
        let continuousEnd = fitsContinuous || (start ?? 0) > circularCurveStart
        return CapsuleEnd(curve: continuousEnd ? .continuous : .circular, curveStart: start)
    }
}

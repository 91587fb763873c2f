import Inspect
import Raster

/// One figure measured in an image and in our render of the same button.
public struct ComparedFigure: Hashable, Sendable, Codable {
    /// How a figure compares.
    public enum Verdict: String, Hashable, Sendable, Codable {
        /// Within the tolerance.
        case agrees
        /// Outside the tolerance: a number of ours to fix, or a wrong spec.
        case differs
        /// Depends on the font (Inter stands in for SF Pro): shown, never failed.
        case fontDependent = "font"
        /// Shown, not judged, for a reason the calibration entry states.
        case excused
    }

    /// The figure's name (radius, fill, baseline, ...).
    public var figure: String
    /// As measured in the image, and in ours, printed with their unit.
    public var image: String
    /// As measured in our render, with its unit.
    public var ours: String
    /// Ours minus the image's, when the figure is a number.
    public var difference: Double?
    /// How far ours may be from the image's and agree.
    public var tolerance: Double?
    /// The figure's verdict.
    public var verdict: Verdict
    /// Why a figure is excused.
    public var reason: String?
    /// For a differing figure, what to change in an imitation's stack (`inspect --target`).
    package var change: String?
}

/// An image's measurement held against ours, figure by figure.
public struct InspectionComparison: Hashable, Sendable, Codable {
    /// What the image showed.
    public var image: Inspection
    /// What our render of the same spec showed, measured the same way.
    public var ours: Inspection
    /// Each figure, compared.
    public var figures: [ComparedFigure]
    /// The tolerances used.
    public var tolerances: InspectionTolerances

    /// True when no figure differs beyond its tolerance.
    public var agrees: Bool { !figures.contains { $0.verdict == .differs } }

    /// The same comparison with the named figures shown but not judged, each for its reason.
    package func excusing(_ reasons: [String: String]) -> InspectionComparison {
        var out = self
        for i in out.figures.indices {
            if let why = reasons[out.figures[i].figure] { out.figures[i].verdict = .excused; out.figures[i].reason = why }
        }
        return out
    }

    /// The same comparison with each differing figure's change named in `target`'s terms.
    package func naming(changesIn target: ImitationTarget) -> InspectionComparison {
        var out = self
        for i in out.figures.indices { out.figures[i].change = target.change(for: out.figures[i], in: self) }
        return out
    }

    /// Compares two measurements. `widthIsFontDependent`: the button hugs its label, so its
    /// width follows the font.
    /// `labelIsSymbol`: the label is a symbol alone, whose ink's bottom (the "baseline") is the
    /// glyph's own.
    package init(image: Inspection, ours: Inspection, tolerances: InspectionTolerances = .standard, widthIsFontDependent: Bool, labelIsSymbol: Bool = false) {
        self.image = image
        self.ours = ours
        self.tolerances = tolerances
        var rows = FigureRows(tolerances: tolerances)
        rows.presence("shape", image.shape != nil, ours.shape != nil)
        if let a = image.shape, let b = ours.shape {
            rows.length("width", a.frame.width, b.frame.width, font: widthIsFontDependent)
            rows.length("height", a.frame.height, b.frame.height)
            rows.curve(a, b)
            rows.number("corner radius", a.radius, b.radius, tolerance: tolerances.radius, unit: "pt")
            rows.color("fill", a.fill, b.fill)
            rows.presence("rim", a.rim != nil, b.rim != nil)
            if let x = a.rim, let y = b.rim {
                // Read to a pixel of the image, whose scale both measurements share.
                rows.number("rim width", x.width, y.width, tolerance: tolerances.rimWidthPixels / image.scale, unit: "pt")
                rows.number("rim alpha", x.color.alpha, y.color.alpha, tolerance: tolerances.alpha, unit: "")
            }
            rows.presence("shadow", a.shadow != nil, b.shadow != nil)
            if let x = a.shadow, let y = b.shadow {
                rows.number("shadow below edge", x.alphaBelow, y.alphaBelow, tolerance: tolerances.alpha, unit: "")
            }
        }
        if let why = image.labelNotMeasured {
            // Shown, not judged: the image's label could not be read (drawn alike in its backdrop image).
            rows.rows.append(ComparedFigure(
                figure: "label", image: "not measured", ours: ours.label != nil ? "present" : "none", verdict: .excused, reason: why))
        } else {
            rows.presence("label", image.label != nil, ours.label != nil)
        }
        if let a = image.label, let b = ours.label {
            rows.color("label color", a.color, b.color)
            rows.length("baseline from top", a.baseline, b.baseline, font: labelIsSymbol)
            if let fa = image.shape?.frame, let fb = ours.shape?.frame {
                // The outer glyphs' side bearings move the ink's centre: a property of the font.
                rows.length("label centre from shape centre", a.ink.midX - fa.midX, b.ink.midX - fb.midX, font: true)
            }
            rows.length("cap height", a.capHeight, b.capHeight, font: true)
            rows.length("label ink width", a.ink.width, b.ink.width, font: true)
            if let la = a.paddingLeft, let lb = b.paddingLeft { rows.length("ink padding left", la, lb, font: true) }
            if let ra = a.paddingRight, let rb = b.paddingRight { rows.length("ink padding right", ra, rb, font: true) }
        }
        rows.presence("spinner", image.spinner != nil, ours.spinner != nil)
        if let a = image.spinner, let b = ours.spinner {
            rows.number("tick count", Double(a.tickCount), Double(b.tickCount), tolerance: 0, unit: "")
            rows.length("tick inner radius", a.innerRadius, b.innerRadius)
            rows.length("tick outer radius", a.outerRadius, b.outerRadius)
            rows.length("tick width", a.tickWidth, b.tickWidth)
            for (i, (x, y)) in zip(a.alphas, b.alphas).enumerated() {
                rows.number("tick \(i + 1) alpha", x, y, tolerance: tolerances.alpha, unit: "")
            }
        }
        rows.presence("switch", image.switchControl != nil, ours.switchControl != nil)
        if let a = image.switchControl, let b = ours.switchControl {
            rows.length("track width", a.track.width, b.track.width)
            rows.length("track height", a.track.height, b.track.height)
            rows.color("track color", a.trackColor, b.trackColor)
            rows.length("knob diameter", (a.knob.width + a.knob.height) / 2, (b.knob.width + b.knob.height) / 2)
            rows.length("knob inset", a.knobInset, b.knobInset)
            rows.length("knob centre below track centre", a.knob.midY - a.track.midY, b.knob.midY - b.track.midY)
            rows.color("knob color", a.knobColor, b.knobColor)
            rows.rows.append(ComparedFigure(
                figure: "knob end", image: a.knobAtRight ? "right" : "left", ours: b.knobAtRight ? "right" : "left",
                verdict: a.knobAtRight == b.knobAtRight ? .agrees : .differs))
            rows.number("shadow below knob", a.shadowBelow, b.shadowBelow, tolerance: tolerances.alpha, unit: "")
            rows.number("shadow beside knob", a.shadowBeside, b.shadowBeside, tolerance: tolerances.alpha, unit: "")
        }
        figures = rows.rows
    }
}

/// Builds the rows of a comparison, one kind of figure at a time.
private struct FigureRows {
    let tolerances: InspectionTolerances
    var rows: [ComparedFigure] = []

    mutating func presence(_ name: String, _ a: Bool, _ b: Bool) {
        guard a != b else { return }
        rows.append(ComparedFigure(figure: name, image: a ? "present" : "none", ours: b ? "present" : "none", verdict: .differs))
    }

    mutating func length(_ name: String, _ a: Double, _ b: Double, font: Bool = false) {
        number(name, a, b, tolerance: tolerances.length, unit: "pt", font: font)
    }

    mutating func number(_ name: String, _ a: Double, _ b: Double, tolerance: Double, unit: String, font: Bool = false) {
        let d = b - a
        let verdict: ComparedFigure.Verdict = font ? .fontDependent : abs(d) <= tolerance + 1e-9 ? .agrees : .differs
        let suffix = unit.isEmpty ? "" : " " + unit
        rows.append(ComparedFigure(
            figure: name, image: a.decimalText(places: 2) + suffix, ours: b.decimalText(places: 2) + suffix,
            difference: d, tolerance: tolerance, verdict: verdict))
    }

    mutating func curve(_ a: ShapeMeasurement, _ b: ShapeMeasurement) {
        // A capsule is judged by its ends' curve below, whichever corner curve fitted best.
        let same = a.betterCurve == b.betterCurve || (a.isCapsule && b.isCapsule)
        func text(_ s: ShapeMeasurement) -> String { s.isCapsule ? "capsule" : s.betterCurve.rawValue }
        rows.append(ComparedFigure(figure: "corner curve", image: text(a), ours: text(b), verdict: same ? .agrees : .differs))
        // A measurement recorded before ends were classified has none.
        guard a.isCapsule, b.isCapsule, let x = a.capsuleEnd, let y = b.capsuleEnd else { return }
        rows.append(ComparedFigure(
            figure: "capsule ends", image: x.curve.rawValue, ours: y.curve.rawValue, verdict: x.curve == y.curve ? .agrees : .differs))
        if let x = x.curveStart, let y = y.curveStart {
            number("capsule end curves from", x, y, tolerance: tolerances.curveStart, unit: "r")
        }
    }

    mutating func color(_ name: String, _ a: MeasuredColor, _ b: MeasuredColor) {
        let levels = [Int(a.seen.red) - Int(b.seen.red), Int(a.seen.green) - Int(b.seen.green),
                      Int(a.seen.blue) - Int(b.seen.blue), Int(a.seen.alpha) - Int(b.seen.alpha)].map { abs($0) }.max()!
        // A translucent pixel stores its color premultiplied: read back straight, each channel
        // is only as fine as 255 / alpha levels.
        let stored = min(a.seen.alpha, b.seen.alpha)
        let tolerance = tolerances.colorLevels + (stored > 0 && stored < 255 ? 255 / Double(stored) : 0)
        rows.append(ComparedFigure(
            figure: name, image: a.seen.hexRGBA, ours: b.seen.hexRGBA, difference: Double(levels),
            tolerance: tolerance, verdict: Double(levels) <= tolerance ? .agrees : .differs))
        if a.ink != nil, b.ink != nil, a.alpha < 1 || b.alpha < 1 {
            number("\(name) alpha", a.alpha, b.alpha, tolerance: tolerances.alpha, unit: "")
        }
    }
}

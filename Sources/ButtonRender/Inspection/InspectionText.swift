import Inspect
import Raster

/// The plain-text report of `buttonrender inspect`: one figure a line, points first and
/// pixels after, then the comparison table when there is one.
package enum InspectionText {
    /// A measurement as inspect prints it, with where the scale came from.
    package static func report(_ m: Inspection, scaleSource: String) -> String {
        var lines: [String] = []
        func pt(_ v: Double) -> String { v.decimalText(places: 2) }
        func px(_ v: Double) -> String { (v * m.scale).decimalText(places: 1) }
        func row(_ name: String, _ value: String) { lines.append(name.padding(20) + value) }
        row("scale", "\(m.scale.decimalText(places: 3)) px/pt (\(scaleSource))")
        row("backdrop", m.backdrop.hexRGBA + (m.measuredOverBackdropImage == true
            ? " (the backdrop image's mean under the fill; each pixel measured against its own pixel of that image)" : ""))
        if let c = m.chosenRegion {
            let r = c.region
            row("region", "\(r.x),\(r.y),\(r.width),\(r.height) px, chosen: \(c.reason); give --region to measure another part")
        }
        row("subject", m.subject.rawValue)
        if let s = m.shape {
            let f = s.frame
            row("shape frame", "x \(pt(f.x)) y \(pt(f.y)) w \(pt(f.width)) h \(pt(f.height)) pt  (px: \(px(f.x)), \(px(f.y)), \(px(f.width)), \(px(f.height)))")
            row("continuous fit", "radius \(pt(s.continuous.radius)) pt (\(px(s.continuous.radius)) px), rms \(s.continuous.rmsError.decimalText(places: 4))")
            row("circular fit", "radius \(pt(s.circular.radius)) pt (\(px(s.circular.radius)) px), rms \(s.circular.rmsError.decimalText(places: 4))")
            if let layer = s.layer {
                row("layer fit", "radius \(pt(layer.radius)) pt (\(px(layer.radius)) px), rms \(layer.rmsError.decimalText(places: 4))")
            }
            row("corner", (s.isCapsule ? "capsule (no straight part at the ends)" : s.betterCurve.rawValue + " fits better") + ", radius \(pt(s.radius)) pt")
            if let end = s.capsuleEnd {
                let start = end.curveStart.map { ", the sides curving from \($0.decimalText(places: 2)) r before the end" } ?? ""
                row("capsule ends", "\(end.curve.rawValue)" + start)
            }
            row("fill", color(s.fill))
            if let rim = s.rim {
                let range = rim.faintestAlpha.decimalText(places: 2) + " to " + rim.brightestAlpha.decimalText(places: 2)
                row("rim", "\(pt(rim.width)) pt (\(px(rim.width)) px), \(rim.color.seen.hexRGBA) at its edge: white at \(rim.color.alpha.decimalText(places: 3)) over the fill (sides \(range), \(rim.sides) of 4)")
            }
            if let sh = s.shadow {
                row("shadow", "black at \(sh.alphaBelow.decimalText(places: 3)) just below the edge (darkest \(sh.darkest.decimalText(places: 3))), reaching \(pt(sh.reachBelow)) pt below, \(pt(sh.reachSides)) pt beside, \(pt(sh.reachAbove)) pt above")
            }
        } else if m.subject == .button {
            row("shape", "none (a label on the backdrop)")
        }
        if let why = m.labelNotMeasured { row("label", "\(why), not measured") }
        if let l = m.label {
            row("label color", color(l.color))
            row("label ink", "x \(pt(l.ink.x)) y \(pt(l.ink.y)) w \(pt(l.ink.width)) h \(pt(l.ink.height)) pt")
            row("baseline", "\(pt(l.baseline)) pt below the " + (m.shape == nil ? "region's top" : "shape's top"))
            row("cap height", "\(pt(l.capHeight)) pt (baseline to the capitals' top)")
            if let a = l.paddingLeft, let b = l.paddingRight { row("ink padding", "left \(pt(a)) pt, right \(pt(b)) pt") }
        }
        if m.subject == .button {
            let a = ScreenshotAccessibility(m)
            if let c = a.labelContrast {
                row("label contrast", "\(c.ratio.decimalText(places: 2)):1, \(c.label) on \(c.behind); about \(c.estimatedTextSize.decimalText(places: 0)) pt (cap height as SF Pro's): needs \(c.minimum.decimalText(places: 1)) (3.0 if bold), \(c.meets ? "meets it" : "FAILS")")
            }
            if let v = a.visibleShape {
                row("visible shape", "\(pt(v.width)) x \(pt(v.height)) pt: " + (v.meets ? "meets 44 x 44 pt" : "smaller than 44 x 44 pt, so the hit target must reach past it (no screenshot shows that)"))
            }
        }
        if let s = m.spinner {
            row("centre", "x \(pt(s.centerX)) y \(pt(s.centerY)) pt")
            row("ticks", "\(s.tickCount), head at \(s.headAngle.decimalText(places: 1)) degrees clockwise from 12 o'clock")
            row("tick radii", "inner \(pt(s.innerRadius)) pt, outer \(pt(s.outerRadius)) pt")
            row("tick width", "\(pt(s.tickWidth)) pt")
            row("tick alphas", s.alphas.map { $0.decimalText(places: 2) }.joined(separator: " ") + " (of \(s.ink.hexRGB), from the head clockwise)")
        }
        if let w = m.switchControl {
            row("track", "x \(pt(w.track.x)) y \(pt(w.track.y)) w \(pt(w.track.width)) h \(pt(w.track.height)) pt  (px: \(px(w.track.width)) x \(px(w.track.height)))")
            row("track color", color(w.trackColor))
            row("knob", "x \(pt(w.knob.x)) y \(pt(w.knob.y)) w \(pt(w.knob.width)) h \(pt(w.knob.height)) pt, at the \(w.knobAtRight ? "right" : "left") end, \(pt(w.knobInset)) pt in")
            row("knob color", color(w.knobColor))
            row("knob shadow", "alpha \(w.shadowBelow.decimalText(places: 3)) below the knob, \(w.shadowBeside.decimalText(places: 3)) one point beside it")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The comparison as a table, and a verdict line; with a target, each differing figure's
    /// change in its terms (named with `InspectionComparison.naming(changesIn:)`), and what a
    /// differing `corner pixels` means.
    package static func report(_ c: InspectionComparison, target: ImitationTarget? = nil) -> String {
        var lines = InspectionTable.rows(c)
        let differing = c.figures.filter { $0.verdict == .differs }.count
        lines.append(differing == 0
            ? "verdict: agrees within the tolerances"
            : "verdict: \(differing) figure\(differing == 1 ? "" : "s") outside the tolerances")
        if let target, differing > 0 {
            lines.append("")
            lines.append("to match ours in \(target.name) (\(target.unitNote(scale: c.image.scale))):")
            var said: Set<String> = []
            for f in c.figures {
                // Two figures of one property (a radius and its curve) name one change.
                guard let change = f.change, said.insert(change).inserted else { continue }
                lines.append("  " + f.figure.padding(26) + change)
            }
        }
        if let note = cornerPixelsNote(c, target: target) { lines.append("note: " + note) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a differing `corner pixels` figure means, in words a person can act on: how far
    /// the corner's outline lies from ours, and whether the radius or the curve's shape is to
    /// blame. Nil when the figure agrees or was not measured.
    package static func cornerPixelsNote(_ c: InspectionComparison, target: ImitationTarget?) -> String? {
        guard let f = c.figures.first(where: { $0.figure == "corner pixels" }), f.verdict == .differs, let levels = f.difference else { return nil }
        // A pixel's coverage changes by the share of it the outline sweeps: a difference of
        // d/255 is an outline about d/255 of a pixel away, at most a whole pixel.
        let pixels = levels / 255
        let distance = pixels >= 1
            ? "a whole image pixel or more"
            : "about \(pixels.decimalText(places: 2)) of an image pixel" + (target.map { " (\($0.length(pixels / c.image.scale)))" } ?? "")
        let radiusDiffers = c.figures.contains { ($0.figure == "corner radius" || $0.figure == "corner curve") && $0.verdict == .differs }
        let cause = radiusDiffers
            ? "The corner radius or curve differs too: set those first and measure again; what remains is the curve's shape."
            : "The corner radius and curve agree, so it is the curve's shape: a circular arc (CSS border-radius alone) or a squarer superellipse where Apple's continuous curve is, which no radius can make up for."
        return "corner pixels lays our shape, drawn at your button's width on your backdrop, over yours at each "
            + "\(Int(CornerPatches.side)) pt corner and reports the most that one pixel's coverage (how much of the pixel the shape covers) differs, "
            + "in 255ths: 255 is a pixel inside one outline and outside the other. \(Int(levels))/255 here: at its worst pixel your corner's "
            + "outline lies \(distance) from ours. " + cause
    }

    private static func color(_ c: MeasuredColor) -> String {
        guard let ink = c.ink else { return c.seen.hexRGBA }
        return "\(c.seen.hexRGBA) seen = \(ink.hexRGB) at alpha \(c.alpha.decimalText(places: 3))"
    }
}

extension String {
    /// Padded with spaces to `width` characters (at least one space after).
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

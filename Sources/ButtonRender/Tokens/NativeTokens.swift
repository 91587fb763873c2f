import ButtonGeometry
import Raster

/// Tokens as Flutter (Dart) and Jetpack Compose (Kotlin) source: each variant's sizes, padding,
/// colours per appearance and font, and its shape: a `ShapeBorder` and a `Shape` that draw
/// Apple's continuous corner from the same cubics our rasterizer draws (PaintCode's, or Core
/// Animation's), at any size; and the exact outline at the measured size as SVG path data
/// (Compose's `PathParser().parsePathString(d)`, Flutter's `path_drawing` package).
///
/// Neither compiler runs here: the sources are checked by their structure and by rasterizing
/// the outline they carry (`TokensTests`).
package enum NativeTokens {
    /// `ios-filled-large` -> `IosFilledLarge`.
    static func typeName(_ name: String) -> String {
        name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The corner's cubics, six numbers a segment (c1, c2, end in radii), and where it leaves the edge.
    static func profile(_ curve: CornerCurve) -> (extent: Double, numbers: [Double]) {
        let p = ContinuousCorner.profile(curve == .layer ? .layer : .continuous)
        return (p.extent, p.segments.flatMap { [$0.c1.u, $0.c1.v, $0.c2.u, $0.c2.v, $0.end.u, $0.end.v] })
    }

    static func list(_ numbers: [Double], suffix: String = "") -> String {
        numbers.map { $0.shortDecimalText(places: 6) + suffix }.joined(separator: ", ")
    }

    static func n(_ v: Double) -> String { v.shortDecimalText(places: 3) }

    /// `0xFF007AFF`, alpha first.
    static func argb(_ c: ResolvedColor?) -> String {
        guard let r = c?.rgba else { return "0x00000000" }
        func h(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "0x" + h(r.alpha) + h(r.red) + h(r.green) + h(r.blue)
    }

    /// A line comment's text: one line, nothing that ends or opens anything.
    static func comment(_ s: String) -> String {
        String(s.unicodeScalars.map { $0.value < 0x20 || $0 == "\u{7F}" ? " " : Character($0) })
    }

    /// A string literal's content for Dart's and Kotlin's double-quoted strings.
    static func literal(_ s: String) -> String {
        var out = ""
        for ch in s.unicodeScalars {
            switch ch {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "$": out += "\\$"
            case "\n": out += "\\n"
            default: ch.value < 0x20 ? (out += " ") : out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// The Dart library.
    package static func flutter(_ variants: [ButtonTokens]) -> String {
        let paths = profile(.continuous), layer = profile(.layer)
        var out = """
        // buttonrender tokens \(ButtonRenderVersion.current): Apple's buttons as values to build from.
        // Lengths are logical pixels (points). Each class's comments name where its figures come from.
        import 'dart:math' as math;

        import 'package:flutter/painting.dart';

        /// Apple's continuous corner: three cubics a corner, in radii, from where the corner
        /// leaves the edge (`extent` radii before it), the radius clamped to fit the rectangle.
        class ContinuousCornerBorder extends OutlinedBorder {
          const ContinuousCornerBorder({super.side, required this.radius, this.extent = pathSquircleExtent, this.segments = pathSquircle});

          final double radius;
          final double extent;
          final List<double> segments;

          /// PaintCode's published squircle: SwiftUI's `.continuous` rounded rectangle.
          static const double pathSquircleExtent = \(paths.extent.shortDecimalText(places: 6));
          static const List<double> pathSquircle = [\(list(paths.numbers))];
          /// Core Animation's `cornerCurve = .continuous`: UIKit's button configurations.
          static const double coreAnimationExtent = \(layer.extent.shortDecimalText(places: 6));
          static const List<double> coreAnimation = [\(list(layer.numbers))];

          @override
          EdgeInsetsGeometry get dimensions => EdgeInsets.all(side.width);

          @override
          Path getInnerPath(Rect rect, {TextDirection? textDirection}) => getOuterPath(rect.deflate(side.width), textDirection: textDirection);

          @override
          Path getOuterPath(Rect rect, {TextDirection? textDirection}) {
            final double r = math.min(radius, rect.shortestSide / 2 / extent);
            final Path path = Path();
            void corner(Offset c, Offset incoming, Offset outgoing, bool first) {
              Offset at(double u, double v) => c - incoming * (u * r) + outgoing * (v * r);
              final Offset start = at(extent, 0);
              if (first) {
                path.moveTo(start.dx, start.dy);
              } else {
                path.lineTo(start.dx, start.dy);
              }
              for (int i = 0; i + 5 < segments.length; i += 6) {
                final Offset c1 = at(segments[i], segments[i + 1]);
                final Offset c2 = at(segments[i + 2], segments[i + 3]);
                final Offset end = at(segments[i + 4], segments[i + 5]);
                path.cubicTo(c1.dx, c1.dy, c2.dx, c2.dy, end.dx, end.dy);
              }
            }
            corner(rect.topRight, const Offset(1, 0), const Offset(0, 1), true);
            corner(rect.bottomRight, const Offset(0, 1), const Offset(-1, 0), false);
            corner(rect.bottomLeft, const Offset(-1, 0), const Offset(0, -1), false);
            corner(rect.topLeft, const Offset(0, -1), const Offset(1, 0), false);
            return path..close();
          }

          @override
          ShapeBorder scale(double t) => ContinuousCornerBorder(side: side.scale(t), radius: radius * t, extent: extent, segments: segments);

          @override
          ContinuousCornerBorder copyWith({BorderSide? side}) =>
              ContinuousCornerBorder(side: side ?? this.side, radius: radius, extent: extent, segments: segments);

          @override
          void paint(Canvas canvas, Rect rect, {TextDirection? textDirection}) {
            if (side.style == BorderStyle.none || side.width == 0) return;
            canvas.drawPath(getOuterPath(rect.deflate(side.width / 2), textDirection: textDirection), side.toPaint());
          }
        }

        """
        for t in variants {
            let name = typeName(t.name)
            out += "\n/// \(comment(t.handOffLine))\n"
            for (figure, source) in t.sources.sorted(by: { $0.key < $1.key }) { out += "// \(comment(figure)): \(comment(source))\n" }
            out += "abstract final class \(name) {\n"
            out += "  static const double height = \(n(t.height));\n"
            out += "  static const double width = \(n(t.width)); // with the stand-in font's title\n"
            out += "  static const EdgeInsetsDirectional padding = EdgeInsetsDirectional.fromSTEB(\(n(t.padding.leading)), \(n(t.padding.top)), \(n(t.padding.trailing)), \(n(t.padding.bottom)));\n"
            out += "  static const ShapeBorder shape = \(flutterShape(t));\n"
            out += "  static const Color fillLight = Color(\(argb(t.light.fill)));\n"
            out += "  static const Color labelLight = Color(\(argb(t.light.label)));\n"
            if let d = t.dark {
                out += "  static const Color fillDark = Color(\(argb(d.fill)));\n"
                out += "  static const Color labelDark = Color(\(argb(d.label)));\n"
            }
            if let f = t.font {
                out += "  static const String fontFamily = \"\(literal(f.appleFont ?? f.family))\";\n"
                out += "  static const double fontSize = \(n(f.size));\n"
                out += "  static const FontWeight fontWeight = FontWeight.w\(CSSTokens.weight(f.weight));\n"
                out += "  static const double lineHeight = \((f.lineHeight / f.size).shortDecimalText(places: 4)); // TextStyle.height: the line over the size\n"
                out += "  static const double letterSpacing = \(n(f.tracking));\n"
            }
            out += "  /// The exact outline at \(n(t.width)) x \(n(t.height)), SVG path data.\n"
            out += "  static const String outline = \"\(literal(t.outline))\";\n}\n"
        }
        return out
    }

    static func flutterShape(_ t: ButtonTokens) -> String {
        if t.cornerCurve == .circular { return t.isCapsule ? "StadiumBorder()" : "RoundedRectangleBorder(borderRadius: BorderRadius.all(Radius.circular(\(n(t.cornerRadius)))))" }
        let r = t.isCapsule ? t.height / 2 : t.cornerRadius
        return t.cornerCurve == .layer
            ? "ContinuousCornerBorder(radius: \(n(r)), extent: ContinuousCornerBorder.coreAnimationExtent, segments: ContinuousCornerBorder.coreAnimation)"
            : "ContinuousCornerBorder(radius: \(n(r)))"
    }

    /// The Kotlin file.
    package static func compose(_ variants: [ButtonTokens]) -> String {
        let paths = profile(.continuous), layer = profile(.layer)
        var out = """
        // buttonrender tokens \(ButtonRenderVersion.current): Apple's buttons as values to build from.
        // Lengths are dp and sp (points). Each object's comments name where its figures come from.
        package buttonrender.tokens

        import androidx.compose.foundation.layout.PaddingValues
        import androidx.compose.foundation.shape.RoundedCornerShape
        import androidx.compose.ui.geometry.Size
        import androidx.compose.ui.graphics.Color
        import androidx.compose.ui.graphics.Outline
        import androidx.compose.ui.graphics.Path
        import androidx.compose.ui.graphics.Shape
        import androidx.compose.ui.text.font.FontWeight
        import androidx.compose.ui.unit.Density
        import androidx.compose.ui.unit.Dp
        import androidx.compose.ui.unit.LayoutDirection
        import androidx.compose.ui.unit.dp
        import androidx.compose.ui.unit.sp
        import kotlin.math.min

        /** Apple's continuous corner: three cubics a corner, in radii, the radius clamped to fit. */
        class ContinuousCornerShape(
            private val radius: Dp,
            private val extent: Float = PATH_SQUIRCLE_EXTENT,
            private val segments: FloatArray = PATH_SQUIRCLE,
        ) : Shape {
            override fun createOutline(size: Size, layoutDirection: LayoutDirection, density: Density): Outline {
                val r = min(with(density) { radius.toPx() }, min(size.width, size.height) / 2f / extent)
                val path = Path()
                fun corner(cx: Float, cy: Float, ix: Float, iy: Float, ox: Float, oy: Float, first: Boolean) {
                    fun x(u: Float, v: Float) = cx - ix * u * r + ox * v * r
                    fun y(u: Float, v: Float) = cy - iy * u * r + oy * v * r
                    if (first) path.moveTo(x(extent, 0f), y(extent, 0f)) else path.lineTo(x(extent, 0f), y(extent, 0f))
                    var i = 0
                    while (i + 5 < segments.size) {
                        path.cubicTo(
                            x(segments[i], segments[i + 1]), y(segments[i], segments[i + 1]),
                            x(segments[i + 2], segments[i + 3]), y(segments[i + 2], segments[i + 3]),
                            x(segments[i + 4], segments[i + 5]), y(segments[i + 4], segments[i + 5]),
                        )
                        i += 6
                    }
                }
                corner(size.width, 0f, 1f, 0f, 0f, 1f, true)
                corner(size.width, size.height, 0f, 1f, -1f, 0f, false)
                corner(0f, size.height, -1f, 0f, 0f, -1f, false)
                corner(0f, 0f, 0f, -1f, 1f, 0f, false)
                path.close()
                return Outline.Generic(path)
            }

            companion object {
                /** PaintCode's published squircle: SwiftUI's `.continuous` rounded rectangle. */
                const val PATH_SQUIRCLE_EXTENT = \(paths.extent.shortDecimalText(places: 6))f
                val PATH_SQUIRCLE = floatArrayOf(\(list(paths.numbers, suffix: "f")))
                /** Core Animation's `cornerCurve = .continuous`: UIKit's button configurations. */
                const val CORE_ANIMATION_EXTENT = \(layer.extent.shortDecimalText(places: 6))f
                val CORE_ANIMATION = floatArrayOf(\(list(layer.numbers, suffix: "f")))
            }
        }

        """
        for t in variants {
            out += "\n/** \(comment(t.handOffLine).replacingAll("*/", with: "* /")) */\n"
            for (figure, source) in t.sources.sorted(by: { $0.key < $1.key }) { out += "// \(comment(figure)): \(comment(source))\n" }
            out += "object \(typeName(t.name)) {\n"
            out += "    val height = \(n(t.height)).dp\n"
            out += "    val width = \(n(t.width)).dp // with the stand-in font's title\n"
            out += "    val padding = PaddingValues(start = \(n(t.padding.leading)).dp, top = \(n(t.padding.top)).dp, end = \(n(t.padding.trailing)).dp, bottom = \(n(t.padding.bottom)).dp)\n"
            out += "    val shape: Shape = \(composeShape(t))\n"
            out += "    val fillLight = Color(\(argb(t.light.fill)))\n"
            out += "    val labelLight = Color(\(argb(t.light.label)))\n"
            if let d = t.dark {
                out += "    val fillDark = Color(\(argb(d.fill)))\n"
                out += "    val labelDark = Color(\(argb(d.label)))\n"
            }
            if let f = t.font {
                out += "    const val FONT_FAMILY = \"\(literal(f.appleFont ?? f.family))\"\n"
                out += "    val fontSize = \(n(f.size)).sp\n"
                out += "    val fontWeight = FontWeight.W\(CSSTokens.weight(f.weight))\n"
                out += "    val lineHeight = \(n(f.lineHeight)).sp\n"
                out += "    val letterSpacing = (\(n(f.tracking))).sp\n"
            }
            out += "    /** The exact outline at \(n(t.width)) x \(n(t.height)): PathParser().parsePathString(OUTLINE).toPath(). */\n"
            out += "    const val OUTLINE = \"\(literal(t.outline))\"\n}\n"
        }
        return out
    }

    static func composeShape(_ t: ButtonTokens) -> String {
        if t.cornerCurve == .circular { return t.isCapsule ? "RoundedCornerShape(50)" : "RoundedCornerShape(\(n(t.cornerRadius)).dp)" }
        let r = t.isCapsule ? t.height / 2 : t.cornerRadius
        return t.cornerCurve == .layer
            ? "ContinuousCornerShape(\(n(r)).dp, ContinuousCornerShape.CORE_ANIMATION_EXTENT, ContinuousCornerShape.CORE_ANIMATION)"
            : "ContinuousCornerShape(\(n(r)).dp)"
    }
}

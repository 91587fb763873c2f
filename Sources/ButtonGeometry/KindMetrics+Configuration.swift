/// A button configuration's changes to the kind's numbers: the title's size (a text style, a
/// size, or both, as `UIFontMetrics` scales a custom font), the insets and the image padding.
/// Each is cited as yours.
extension KindMetrics {
    mutating func configure(_ spec: ButtonSpec) {
        guard spec.isConfigured else { return }
        var size = titleSize
        if let style = spec.textStyle {
            let base = style.metrics
            let scaled = base.scaled(spec.textSize)
            // A size given with a style is its size at the default Dynamic Type size.
            size = spec.fontSize.map { ($0 * scaled.size / base.size * 2).rounded() / 2 } ?? scaled.size
            citations.yours("textStyle", "\(style.rawValue), \(scaled.size.metricText) pt at \(spec.textSize.rawValue)")
            titleStyle = style.rawValue
        } else if let given = spec.fontSize {
            size = given
            titleStyle = nil
        }
        if let given = spec.fontSize { citations.yours("fontSize", "\(given.metricText) pt") }
        if size != titleSize {
            // The line keeps the kind's height per point: UIKit's and SwiftUI's titles are one
            // line of the font's own height.
            lineHeight = (lineHeight * size / titleSize * 1000).rounded() / 1000
            titleSize = size
        }
        if spec.fontFile != nil {
            // A font of your own is drawn as it is: no SF tracking, and its own ascender sets
            // the baseline (the line is measured from the file).
            tracks = false
            ascenderPerEm = nil
            citations.yours("fontFile", "the button's text is drawn with the font file given")
        }
        if let weight = spec.fontWeight { citations.yours("fontWeight", weight.rawValue) }
        if let insets = spec.contentInsets {
            edgeInsets = insets
            // The size's height is its insets around a line; insets of your own set it.
            minimumHeight = 0
            citations.yours("contentInsets", insets.description)
        }
        if let padding = spec.imagePadding {
            imagePadding = padding
            citations.yours("imagePadding", "\(padding.metricText) pt")
        }
        if let alignment = spec.titleAlignment { citations.yours("titleAlignment", alignment.rawValue) }
    }
}

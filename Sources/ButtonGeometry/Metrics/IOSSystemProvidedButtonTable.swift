/// The system-provided buttons of iOS and iPadOS with a fixed design: Info, Close and Add
/// Contact (`UIButton(type: .contactAdd)`).
package struct IOSSystemProvidedButtonTable: MetricTable {
    /// The Info button's symbol size, which is also its frame, in points.
    package var infoSymbolSize: Metric<Double>
    /// The Close button's circle, in points.
    package var closeDiameter: Metric<Double>
    /// The Close button's xmark, in points.
    package var closeGlyphSize: Metric<Double>
    /// Contact Add's frame, in points.
    package var contactAddFrame: Metric<Double>
    /// The point size of Contact Add's symbol, so that its ring is as wide as Apple's.
    package var contactAddSymbolSize: Metric<Double>

    package static let platforms: [Platform] = [.iOS, .iPadOS]
    package static let kind = "Info, Close and Contact Add buttons"

    package static let guidelines = IOSSystemProvidedButtonTable(
        infoSymbolSize: Metric(22, .ours("no render of the Info button found")),
        closeDiameter: Metric(30, .ours("no render of the Close button found")),
        closeGlyphSize: Metric(15, .ours("no render of the Close button found")),
        contactAddFrame: Metric(25.67, .measured(CorpusEntry.contactAdd, how: "a 77 px frame at @3x around a ring 21.62 pt across")),
        contactAddSymbolSize: Metric(26, .measured(
            CorpusEntry.contactAdd,
            how: "our ring is Material Icons' add_circle_outline, which spans 20/24 of its em: 21.62 x 24 / 20 = 25.9, so 26 pt")))
}

import ButtonGeometry
import Inspect
import Raster
import Testing
@testable import ButtonRender

/// `inspect` on our own loading button (`--style filled --loading --title Checkout`, @2x): a
/// white indicator on the fill beside the title, where the layout says it is.
@Suite struct LoadingButtonInspectionTests {
    static let renderer = try! Renderer()

    static func render() throws -> (image: Pixmap, layout: ButtonLayout) {
        var spec = ButtonSpec(style: .filled, size: .large, scale: 2)
        spec.content.title = "Checkout"
        spec.content.loading = true
        return try renderer.render(spec)
    }

    /// `--subject spinner --label-ink white` finds the indicator beside the title and reads
    /// its ticks against the fill: 8, from r/3 to r (r = 10 pt), 2.5 pt wide. It read a
    /// radius of 0 and alphas of 1, the whole button taken for one indicator.
    @Test func measuresTheIndicatorBesideTheTitle() throws {
        let (image, layout) = try Self.render()
        let spinner = try #require(layout.spinner)
        let options = InspectionOptions(scale: 2, subject: .spinner, labelInk: .white)
        let m = try #require(try Inspector.inspect(image, options: options).spinner)
        let region = try #require(try Inspector.inspect(image, options: options).chosenRegion?.region)
        #expect(m.tickCount == 8)
        #expect(abs(m.outerRadius - spinner.radius) <= 0.1, "\(m.outerRadius)")
        #expect(abs(m.innerRadius - spinner.radius / 3) <= 0.1, "\(m.innerRadius)")
        #expect(abs(m.tickWidth - 2.5) <= 0.1, "\(m.tickWidth)")
        #expect(abs(Double(region.x) / 2 + m.centerX - spinner.frame.points.midX) <= 0.1)
        #expect(m.alphas.max()! < 0.6 && m.alphas.min()! > 0.1, "\(m.alphas)")
    }

    /// `--expect-spinner medium --label-ink white` agrees with our indicator: the given ink is
    /// the image's, and ours is read against its own (it replaced the given ink with ours, and
    /// every figure differed).
    @Test func expectSpinnerUsesTheGivenInk() throws {
        let (image, _) = try Self.render()
        let options = InspectionOptions(scale: 2, subject: .spinner, labelInk: .white)
        let c = try ButtonInspection.compare(image, options: options, with: .spinner(large: false, appearance: .light), renderer: Self.renderer)
        #expect(c.agrees, "\(c.figures.filter { $0.verdict == .differs })")
        #expect(c.image.spinner?.tickCount == 8)
    }

    /// The label is the title: its ink starts past the indicator's frame, and its color is the
    /// title's (the indicator's head tick was taken for it).
    @Test func theLabelIsTheTitleNotTheIndicator() throws {
        let (image, layout) = try Self.render()
        let label = try #require(try Inspector.inspect(image, options: InspectionOptions(scale: 2)).label)
        let spinner = try #require(layout.spinner), title = try #require(layout.title)
        #expect(label.ink.x >= spinner.frame.points.maxX, "\(label.ink) beside \(spinner.frame.points)")
        #expect(label.ink.maxX <= title.frame.points.maxX + 0.5)
        #expect(label.color.seen == title.color.rgba)
    }

    /// A plain loading button (`--style plain --loading`): the indicator and the title stand
    /// on the backdrop with no fill, and the label is still the title alone. The indicator was
    /// counted in the label: its ink started at the indicator's left and its cap height was
    /// the indicator's 20 pt.
    @Test func thePlainLabelIsTheTitleNotTheIndicator() throws {
        var spec = ButtonSpec(style: .plain, size: .large, scale: 2)
        spec.content.title = "Checkout"
        spec.content.loading = true
        let (image, layout) = try Self.renderer.render(spec, background: .white)
        let m = try Inspector.inspect(image, options: InspectionOptions(scale: 2))
        let label = try #require(m.label)
        let spinner = try #require(layout.spinner), title = try #require(layout.title)
        #expect(m.shape == nil)
        #expect(label.ink.x >= spinner.frame.points.maxX, "\(label.ink) beside \(spinner.frame.points)")
        #expect(label.ink.maxX <= title.frame.points.maxX + 0.5)
        #expect(label.ink.height < spinner.frame.points.height * 0.9, "\(label.ink)")
        #expect(label.color.seen == title.color.rgba)
    }
}

/// The sources of the metrics one layout read, by figure: what the layout JSON's `sources`
/// prints. Reading a metric through `cite` is how a layout says which entries it used.
package struct Citations: Sendable {
    /// Figure name, as the article's table lists it -> its source as a person reads it. Room
    /// for the twenty-odd figures a layout reads, so that citing never regrows the table.
    package private(set) var sources = [String: String](minimumCapacity: 32)

    /// An empty record.
    package init() {}

    /// A metric's value, its source recorded under `figure`.
    package mutating func cite<Value>(_ figure: String, _ metric: Metric<Value>) -> Value {
        sources[figure] = metric.sourceText
        return metric.value
    }

    /// A metric's value, its source recorded only when `used`: a value the layout computes with
    /// but the button does not show (the label font of a button without a label) is not cited.
    package mutating func cite<Value>(_ figure: String, _ metric: Metric<Value>, when used: Bool) -> Value {
        used ? cite(figure, metric) : metric.value
    }

    /// A size's value of a figure that differs by size, recorded as "figure (size)" for the
    /// size whose row it is.
    package mutating func cite<Value>(_ figure: String, _ table: PerSize<Value>, _ size: Size) -> Value {
        let row = table.row(size)
        return cite("\(figure) (\(row.size.rawValue))", row.metric)
    }

    /// A number the spec gave (a button configuration's), recorded as yours.
    package mutating func yours(_ figure: String, _ value: String) {
        sources[figure] = "yours: " + value
    }

    /// Both records together.
    package mutating func merge(_ other: Citations) {
        sources.merge(other.sources) { _, new in new }
    }

    /// Figure -> its source; nil when nothing was cited.
    package var printed: [String: String]? {
        sources.isEmpty ? nil : sources
    }
}

/// A figure that differs by size, each size with its own source (a large height measured, a
/// small one ours). A size the table does not list takes the `otherwise` size's value, as a
/// control size without its own row draws as that one.
package struct PerSize<Value: MetricValue>: Sendable, MetricRows {
    /// The sizes in the order the article lists them.
    package var sizes: [(size: Size, metric: Metric<Value>)]
    /// The size whose metric stands for a size not listed.
    package var otherwise: Size

    /// A figure from its sizes; `otherwise` must be one of them.
    package init(_ sizes: [(Size, Metric<Value>)], otherwise: Size) {
        self.sizes = sizes.map { (size: $0.0, metric: $0.1) }
        self.otherwise = otherwise
    }

    /// The row for a size: its own, or the `otherwise` size's.
    package func row(_ size: Size) -> (size: Size, metric: Metric<Value>) {
        sizes.first { $0.size == size } ?? sizes.first { $0.size == otherwise }!
    }

    /// The metric for a size.
    package subscript(_ size: Size) -> Metric<Value> { row(size).metric }

    /// One row a size, named "figure (size)".
    package func rows(figure: String) -> [MetricRow] {
        sizes.map { ("\(figure) (\($0.size.rawValue))", $0.metric.value.metricText, $0.metric.source) }
    }
}

/// Lines already shaped, by text and style: a button's label is shaped once to lay it out and
/// again to draw it, and a sheet or a golden check shapes the same titles over and over.
///
/// Guarantees: a hit returns exactly what shaping would return (shaping depends on nothing
/// but the key and the chain's fonts, which never change); at most `capacity` lines are kept,
/// and past that the cache starts again. Safe to share between threads.
final class ShapedLineCache: @unchecked Sendable {
    struct Key: Hashable {
        let text: String
        let size: Double
        let weight: FontChain.Weight
        let tracking: Double
    }

    static let capacity = 2_048
    private var lines: [Key: ShapedLine] = [:]
    private let lock = ReadWriteLock()

    func line(_ key: Key, orShape shape: () throws(TypographyError) -> ShapedLine) throws(TypographyError) -> ShapedLine {
        if let hit = lock.read({ lines[key] }) { return hit }
        let line = try shape()
        lock.write {
            if lines.count >= Self.capacity { lines.removeAll(keepingCapacity: true) }
            lines[key] = line
        }
        return line
    }
}

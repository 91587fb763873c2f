import ButtonRender
/// One of n parts of a case list, for a CI matrix of n jobs that together cover every case once.
///
/// A case belongs to the shard its name hashes to (64-bit FNV-1a of the name's UTF-8 bytes,
/// modulo n): the same on every machine and every run, and independent of the file's order, so
/// adding a case moves no other case to another shard.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    package let index: Int
    /// How many shards there are.
    package let count: Int
    /// Past this a matrix is not a matrix any more; it also keeps `i/n` readable.
    package static let maximumCount = 1000

    /// Shard index of count, or nil unless 1 <= index <= count <= maximumCount.
    package init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`, such as `2/5`.
    package init?(_ text: String) {
        guard let shard = try? Self(parsing: text) else { return nil }
        self = shard
    }

    /// A shard that cannot be: the text and why.
    package struct ParseError: Error, CustomStringConvertible {
        /// What was given.
        package let text: String
        /// What is wrong with it.
        package let reason: String
        package var description: String { "'\(text)' is not a shard: \(reason)" }
    }

    /// Parses `i/n`, such as `2/5`, or says what is wrong with the text.
    package init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]) else {
            throw ParseError(text: text, reason: "give i/n, two whole numbers such as 2/5 (the second shard of five)")
        }
        guard (1...Self.maximumCount).contains(n) else {
            throw ParseError(text: text, reason: "the number of shards, \(n), must be from 1 to \(Self.maximumCount)")
        }
        guard (1...n).contains(i) else {
            throw ParseError(text: text, reason: "shard \(i) of \(n) does not exist: shards are numbered 1 to \(n)")
        }
        self.init(index: i, count: n)!
    }

    package var description: String { "\(index)/\(count)" }

    /// Whether the case of this name is in this shard.
    package func contains(_ name: String) -> Bool {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(count)) == index - 1
    }

    /// The cases of this shard, in their order.
    package func select(_ cases: [RenderCase]) -> [RenderCase] { cases.filter { contains($0.name) } }
}

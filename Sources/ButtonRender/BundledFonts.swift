internal import ButtonRenderFonts

/// The fonts of the package's `Fonts/` folder, compiled into the binary by `scripts/embed-fonts`,
/// so that a binary copied anywhere alone draws exactly what it draws in the package.
package enum BundledFonts {
    /// The file names of the bundled fonts, sorted.
    package static var names: [String] { table.map { String(cString: $0.name) } }

    /// A bundled font's bytes, which live as long as the program; nil for a name not bundled.
    package static func bytes(named name: String) -> UnsafeRawBufferPointer? {
        table.first { String(cString: $0.name) == name }.map { UnsafeRawBufferPointer(start: $0.bytes, count: $0.count) }
    }

    private static var table: UnsafeBufferPointer<ButtonRenderBundledFont> {
        var count = 0
        let fonts = buttonrender_bundled_fonts(&count)
        return UnsafeBufferPointer(start: fonts, count: count)
    }
}

/// The release, in one place: `buttonrender --version` prints it, and a release changes it here
/// and in CHANGELOG.md.
package enum ButtonRenderVersion {
    /// The version, as semantic versioning numbers it.
    package static let current = "0.6.0"
}

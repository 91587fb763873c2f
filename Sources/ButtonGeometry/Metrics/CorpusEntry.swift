/// One Apple render in the calibration corpus (`Tests/Calibration/apple-renders.json`): its id
/// there, and the repository, commit and path where anyone can open the image, so that a
/// measured number names the picture it was measured on.
package struct CorpusEntry: Hashable, Sendable {
    /// The entry's name in the corpus file.
    package var id: String
    /// The GitHub repository that holds the render, owner/name.
    package var repository: String
    /// The commit at which the render was taken.
    package var commit: String
    /// The render's path in that repository.
    package var path: String

    /// Where the image opens in a browser: the file at that commit.
    package var url: String { "https://github.com/\(repository)/blob/\(commit)/\(path)" }
}

// swift-tools-version:6.0
// A user's package that runs the buttonrender executable from a command plugin, depending on
// this repository through a tagged file:// URL as it would on a release. SwiftPM refuses such a
// dependency when the product carries unsafe build flags. scripts/check-plugin-consumer makes
// the tagged copy and runs it; .ci/run calls that script.
import PackageDescription

let package = Package(
    name: "plugin-consumer",
    dependencies: [.package(url: "file:///tmp/buttonrender-tagged", from: "0.0.1")],
    targets: [
        .plugin(
            name: "RenderButton",
            capability: .command(
                intent: .custom(verb: "render-button", description: "Renders a button with buttonrender"),
                permissions: [.writeToPackageDirectory(reason: "writes button.png")]),
            dependencies: [.product(name: "buttonrender", package: "buttonrender-tagged")]),
    ]
)

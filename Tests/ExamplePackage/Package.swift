// swift-tools-version:6.0
// A user's package, as the README's "Use it from Swift" describes it: it depends on buttonrender
// (here by path, from this repository) and snapshot-tests its buttons. Built and tested by .ci/run.
import PackageDescription

let package = Package(
    name: "checkout",
    dependencies: [
        .package(name: "buttonrender", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "CheckoutTests",
            dependencies: [
                .product(name: "ButtonRender", package: "buttonrender"),
                .product(name: "ButtonRenderGoldens", package: "buttonrender"),
                .product(name: "ButtonRenderSnapshotTesting", package: "buttonrender"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "buttonrender",
    products: [
        .executable(name: "buttonrender", targets: ["buttonrender"]),
        .library(name: "ButtonRender", targets: ["ButtonRender"]),
        .library(name: "ButtonRenderGoldens", targets: ["ButtonRenderGoldens"]),
        .library(name: "ButtonRenderSnapshotTesting", targets: ["ButtonRenderSnapshotTesting"]),
        .library(name: "ButtonGeometry", targets: ["ButtonGeometry"]),
        .library(name: "Raster", targets: ["Raster"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation --target ButtonRender`: the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // C bindings: the only targets that touch C.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .target(name: "PNGBridge", dependencies: ["CPNG"]),
        // libpng's encoder, for the benchmark alone: the reference RowDeflate is measured against.
        .target(name: "LibpngReferenceEncoder", dependencies: ["PNGBridge", "CPNG"]),
        // The bundled fonts compiled in (scripts/embed-fonts writes the arrays from Fonts/), so
        // that any binary built from the package, a user's test runner included, is whole alone.
        .target(name: "ButtonRenderFonts"),

        // Pure Swift stages. Graphics holds the words they share: Point, Rect, PixelRect, RGBA, CornerCurve.
        .target(name: "Graphics"),
        .target(name: "Raster", dependencies: ["Graphics"]),
        .target(name: "PNG", dependencies: ["PNGBridge", "CPNG", "Raster"]),
        .target(name: "ButtonGeometry", dependencies: ["Graphics"]),
        .target(name: "Typography", dependencies: ["CFreeType", "Raster"]),
        .target(name: "Inspect", dependencies: ["Raster"]),
        .target(name: "ButtonRender", dependencies: ["ButtonGeometry", "Raster", "PNG", "Typography", "Inspect", "ButtonRenderFonts"]),
        // Golden testing: the case list, check and record, the report, JUnit, shards and batches:
        // what runs many renders and judges them, over the renderer.
        .target(name: "ButtonRenderGoldens", dependencies: ["ButtonRender"]),
        // The adapter for pointfreeco's swift-snapshot-testing: its own product, so that only
        // users who snapshot-test link XCTest and Foundation through it.
        .target(
            name: "ButtonRenderSnapshotTesting",
            dependencies: ["ButtonRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        // The command line, a library so that the tests link it without the executable's flags.
        .target(
            name: "ButtonRenderCommandLine",
            dependencies: [
                "ButtonRender", "ButtonRenderGoldens",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "buttonrender", dependencies: ["ButtonRenderCommandLine"]),
        // Fuzz targets: run by scripts/fuzz under libFuzzer, replayed by FuzzReplayTests.
        .target(name: "FuzzTargets", dependencies: ["ButtonRender", "ButtonRenderGoldens", "ButtonGeometry", "Inspect", "PNG", "Raster", "Typography"]),
        .executableTarget(name: "buttonrender-fuzz", dependencies: ["FuzzTargets"]),
        .executableTarget(
            name: "buttonrender-bench",
            dependencies: ["ButtonRender", "ButtonRenderGoldens", "ButtonRenderCommandLine", "Raster", "PNG", "PNGBridge", "LibpngReferenceEncoder", "ButtonGeometry", "Typography"]
        ),

        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        .testTarget(name: "PNGTests", dependencies: ["PNG", "Raster"]),
        .testTarget(name: "ButtonGeometryTests", dependencies: ["ButtonGeometry"]),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "Raster"], exclude: ["Fixtures"]),
        .testTarget(name: "InspectTests", dependencies: ["Inspect", "Raster", "PNG"]),
        .testTarget(name: "ButtonRenderTests", dependencies: ["ButtonRender", "ButtonRenderGoldens", "ButtonGeometry", "Raster", "PNG", "Typography", "Inspect", "FuzzTargets"]),
        .testTarget(name: "ButtonRenderSnapshotTestingTests", dependencies: ["ButtonRenderSnapshotTesting"], exclude: ["__Snapshots__"]),
        .testTarget(name: "buttonrenderTests", dependencies: ["ButtonRenderCommandLine", "PNG", "Raster"]),
    ],
    swiftLanguageModes: [.v6]
)

// `import ButtonRenderSnapshotTesting` brings `assertSnapshot`, `withSnapshotTesting` and the
// record modes with it, so a test file needs this module and `ButtonRender` only.
@_exported import SnapshotTesting

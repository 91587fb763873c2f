// `import ButtonRenderSnapshotTesting` is the one import a snapshot test needs: `ButtonSpec`,
// `Renderer` and the library's errors come with it, and so do `assertSnapshot`,
// `withSnapshotTesting` and the record modes.
@_exported import ButtonRender
@_exported import SnapshotTesting

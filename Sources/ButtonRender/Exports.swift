// `import ButtonRender` is the one import a user needs: the types its API takes and returns
// (specs and layouts, images and colors, PNG encoding and decoding, measurements) and every
// error it can throw come with it, so `catch let e as TypographyError` compiles for a user.
@_exported import ButtonGeometry
@_exported import Inspect
@_exported import PNG
@_exported import Raster
@_exported import Typography

// `import ButtonRenderGoldens` brings the renderer too: a golden suite's cases are specs, its
// images pixmaps, its errors the renderer's as well as its own.
@_exported import ButtonRender

// Rectangles, colours and corner curves are the words every stage shares.
@_exported import Graphics

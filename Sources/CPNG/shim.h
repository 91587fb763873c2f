// libpng, for the bridge, and zlib, which libpng is built on: its checksums (CRC-32, Adler-32)
// and inflate, for the chunks we write and read ourselves.
#include <png.h>
#include <zlib.h>

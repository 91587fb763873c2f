// libdeflate: whole-buffer DEFLATE/zlib compression and decompression, and CRC-32.
#include <libdeflate.h>

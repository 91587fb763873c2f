#ifndef PNGBRIDGE_H
#define PNGBRIDGE_H

#include <stddef.h>
#include <stdint.h>

/// Result codes of the bridge. Every failure also fills `PNGBridgeStatus.message`.
typedef enum {
    PNGBRIDGE_OK = 0,
    PNGBRIDGE_NOT_PNG = 1,        ///< The data does not start with the PNG signature.
    PNGBRIDGE_LIBPNG_ERROR = 2,   ///< libpng reported an error (CRC, zlib, truncation, ...).
    PNGBRIDGE_TOO_LARGE = 3,      ///< Dimensions exceed the caller's limits.
    PNGBRIDGE_OUT_OF_MEMORY = 4,
    PNGBRIDGE_INVALID_ARGUMENT = 5,
} PNGBridgeCode;

typedef struct {
    int32_t code;
    char message[256];
    char warning[256];  ///< libpng's last warning, which often names the real cause of an error.
} PNGBridgeStatus;

/// zlib and filter choices for encoding; the Swift side owns the defaults.
typedef struct {
    int32_t compression_level;  ///< 0...9
    int32_t compression_strategy; ///< zlib strategy: 0 default, 1 filtered, 2 huffman only, 3 RLE
    int32_t filters;            ///< PNG_FILTER_* mask; a single bit picks one filter for every row
    int32_t up_for_repeated_rows; ///< nonzero: a row equal to the one above uses Up, others `filters`
} PNGBridgeEncodeOptions;

/// Writes row `y` of the image, `width * 4` bytes of straight-alpha RGBA8, into `row`.
typedef void (*PNGBridgeRowSource)(void *context, uint32_t y, uint8_t *row);

/// Encodes straight-alpha RGBA8 rows, asked of `source` one at a time in order, as an 8-bit
/// RGBA PNG with sRGB, gAMA and pHYs chunks, and an optional iTXt chunk. Never writes tIME.
/// On success `*out` is malloc'ed; free it with `pngbridge_free`.
int32_t pngbridge_encode(PNGBridgeRowSource source, void *context, uint32_t width, uint32_t height,
                         uint32_t pixels_per_meter,
                         const char *text_key, const char *text_utf8,
                         PNGBridgeEncodeOptions options,
                         uint8_t **out, size_t *out_length, PNGBridgeStatus *status);

/// Decodes any PNG into straight-alpha RGBA8; text chunks are skipped unread. Images wider or taller than `max_side`, or
/// with more than `max_pixels`, fail with PNGBRIDGE_TOO_LARGE before any pixel memory is
/// allocated. On success `*out_rgba` is malloc'ed; free it with `pngbridge_free`.
int32_t pngbridge_decode(const uint8_t *data, size_t length,
                         uint32_t max_side, uint64_t max_pixels,
                         uint8_t **out_rgba, uint32_t *out_width, uint32_t *out_height,
                         PNGBridgeStatus *status);

void pngbridge_free(void *pointer);

#endif

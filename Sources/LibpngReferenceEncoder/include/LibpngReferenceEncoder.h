#ifndef LIBPNG_REFERENCE_ENCODER_H
#define LIBPNG_REFERENCE_ENCODER_H

#include <stddef.h>
#include <stdint.h>
#include "PNGBridge.h"

/// zlib and filter choices for encoding; the Swift side owns the defaults.
typedef struct {
    int32_t compression_level;  ///< 0...9
    int32_t compression_strategy; ///< zlib strategy: 0 default, 1 filtered, 2 huffman only, 3 RLE
    int32_t filters;            ///< PNG_FILTER_* mask; a single bit picks one filter for every row
    int32_t up_for_repeated_rows; ///< nonzero: a row equal to the one above uses Up, others `filters`
} LibpngEncodeOptions;

/// Writes row `y` of the image, `width * 4` bytes of straight-alpha RGBA8, into `row`.
typedef void (*LibpngRowSource)(void *context, uint32_t y, uint8_t *row);

/// Encodes straight-alpha RGBA8 rows, asked of `source` one at a time in order, as an 8-bit
/// RGBA PNG with sRGB, gAMA and pHYs chunks, and an optional iTXt chunk. Never writes tIME.
/// On success `*out` is malloc'ed; free it with `pngbridge_free`.
int32_t libpng_reference_encode(LibpngRowSource source, void *context, uint32_t width, uint32_t height,
                                uint32_t pixels_per_meter,
                                const char *text_key, const char *text_utf8,
                                LibpngEncodeOptions options,
                                uint8_t **out, size_t *out_length, PNGBridgeStatus *status);

#endif

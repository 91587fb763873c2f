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

/// Records a result in `status` (also used by the benchmark's reference encoder).
void pngbridge_set_status(PNGBridgeStatus *status, int32_t code, const char *message);

/// Decodes any PNG into straight-alpha RGBA8; text chunks are skipped unread. Images wider or taller than `max_side`, or
/// with more than `max_pixels`, fail with PNGBRIDGE_TOO_LARGE before any pixel memory is
/// allocated. On success `*out_rgba` is malloc'ed; free it with `pngbridge_free`.
int32_t pngbridge_decode(const uint8_t *data, size_t length,
                         uint32_t max_side, uint64_t max_pixels,
                         uint8_t **out_rgba, uint32_t *out_width, uint32_t *out_height,
                         PNGBridgeStatus *status);

void pngbridge_free(void *pointer);

#endif

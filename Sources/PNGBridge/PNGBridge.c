// The project's libpng calls (the benchmark's reference encoder aside). libpng reports errors by
// longjmp, which Swift cannot survive, so every setjmp lives in C and failures leave as a code
// plus libpng's message.
#include "PNGBridge.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

void pngbridge_set_status(PNGBridgeStatus *status, int32_t code, const char *message) {
    if (!status) return;
    status->code = code;
    if (code == PNGBRIDGE_OK) status->warning[0] = 0;
    strncpy(status->message, message ? message : "", sizeof status->message - 1);
    status->message[sizeof status->message - 1] = 0;
}

void pngbridge_on_error(png_structp png, png_const_charp message) {
    PNGBridgeStatus *status = (PNGBridgeStatus *)png_get_error_ptr(png);
    pngbridge_set_status(status, PNGBRIDGE_LIBPNG_ERROR, message);
    png_longjmp(png, 1);
}

// Warnings (an unknown ancillary chunk, a benign CRC) do not fail a decode.
// It is kept, since libpng sometimes warns with the cause and then errors generically.
void pngbridge_on_warning(png_structp png, png_const_charp message) {
    PNGBridgeStatus *status = (PNGBridgeStatus *)png_get_error_ptr(png);
    if (!status) return;
    strncpy(status->warning, message ? message : "", sizeof status->warning - 1);
    status->warning[sizeof status->warning - 1] = 0;
}

// ---- decoding from memory ----

typedef struct {
    const uint8_t *bytes;
    size_t length;
    size_t offset;
} Source;

static void source_read(png_structp png, png_bytep data, size_t length) {
    Source *source = (Source *)png_get_io_ptr(png);
    if (source->length - source->offset < length) {
        png_error(png, "unexpected end of data: the PNG is truncated");
    }
    memcpy(data, source->bytes + source->offset, length);
    source->offset += length;
}

int32_t pngbridge_decode(const uint8_t *data, size_t length,
                         uint32_t max_side, uint64_t max_pixels,
                         uint8_t **out_rgba, uint32_t *out_width, uint32_t *out_height,
                         PNGBridgeStatus *status) {
    pngbridge_set_status(status, PNGBRIDGE_OK, "");
    if (!data || !out_rgba || !out_width || !out_height) {
        pngbridge_set_status(status, PNGBRIDGE_INVALID_ARGUMENT, "missing input or output");
        return PNGBRIDGE_INVALID_ARGUMENT;
    }
    if (length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        pngbridge_set_status(status, PNGBRIDGE_NOT_PNG, "Not a PNG file: the 8-byte PNG signature is missing");
        return PNGBRIDGE_NOT_PNG;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, status, pngbridge_on_error, pngbridge_on_warning);
    if (!png) {
        pngbridge_set_status(status, PNGBRIDGE_OUT_OF_MEMORY, "png_create_read_struct failed");
        return PNGBRIDGE_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        pngbridge_set_status(status, PNGBRIDGE_OUT_OF_MEMORY, "png_create_info_struct failed");
        return PNGBRIDGE_OUT_OF_MEMORY;
    }
    Source source = {data, length, 0};
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(pixels);
        free(rows);
        if (strstr(status->warning, "exceeds user limit")) {
            char cause[256];
            snprintf(cause, sizeof cause, "%s (%s)", status->warning, status->message);
            pngbridge_set_status(status, PNGBRIDGE_TOO_LARGE, cause);
        }
        return status->code ? status->code : PNGBRIDGE_LIBPNG_ERROR;
    }
    png_set_read_fn(png, &source, source_read);
    png_set_user_limits(png, max_side, max_side);
#ifdef PNG_IGNORE_ADLER32
    // Every chunk's CRC is still checked; zlib's own Adler-32 over the same bytes only cost
    // time (7% of decoding goldens).
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
#ifdef PNG_HANDLE_AS_UNKNOWN_SUPPORTED
    // Text chunks are skipped, never inflated: decoding wants only pixels, and each golden's
    // compressed spec cost a zlib stream of its own.
    static const png_byte text_chunks[] = {'i', 'T', 'X', 't', '\0', 'z', 'T', 'X', 't', '\0', 't', 'E', 'X', 't', '\0'};
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, text_chunks, 3);
#endif
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    if ((uint64_t)width * height > max_pixels) {
        png_destroy_read_struct(&png, &info, NULL);
        snprintf(status->message, sizeof status->message,
                 "Image of %ux%u pixels exceeds the limit of %llu pixels", width, height,
                 (unsigned long long)max_pixels);
        status->code = PNGBRIDGE_TOO_LARGE;
        return PNGBRIDGE_TOO_LARGE;
    }
    // Normalise every colour type and depth to 8-bit RGBA. Our own files are that already,
    // and then no transformation is asked for, so libpng skips its per-row transform pass.
    if (png_get_color_type(png, info) != PNG_COLOR_TYPE_RGB_ALPHA || png_get_bit_depth(png, info) != 8 ||
        png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_expand(png);
        png_set_strip_16(png);
        png_set_gray_to_rgb(png);
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        png_error(png, "unexpected row size after conversion to RGBA8");
    }
    pixels = malloc((size_t)width * height * 4);
    rows = malloc(sizeof(png_bytep) * height);
    if (!pixels || !rows) png_error(png, "out of memory for the decoded image");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *out_rgba = pixels;
    *out_width = width;
    *out_height = height;
    return PNGBRIDGE_OK;
}

void pngbridge_free(void *pointer) { free(pointer); }

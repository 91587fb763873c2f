// All libpng calls of the project. libpng reports errors by longjmp, which Swift cannot
// survive, so every setjmp lives here and failures leave as a code plus libpng's message.
#include "PNGBridge.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

static void set_status(PNGBridgeStatus *status, int32_t code, const char *message) {
    if (!status) return;
    status->code = code;
    if (code == PNGBRIDGE_OK) status->warning[0] = 0;
    strncpy(status->message, message ? message : "", sizeof status->message - 1);
    status->message[sizeof status->message - 1] = 0;
}

static void on_error(png_structp png, png_const_charp message) {
    PNGBridgeStatus *status = (PNGBridgeStatus *)png_get_error_ptr(png);
    set_status(status, PNGBRIDGE_LIBPNG_ERROR, message);
    png_longjmp(png, 1);
}

// Warnings (an unknown ancillary chunk, a benign CRC) do not fail a decode.
// It is kept, since libpng sometimes warns with the cause and then errors generically.
static void on_warning(png_structp png, png_const_charp message) {
    PNGBridgeStatus *status = (PNGBridgeStatus *)png_get_error_ptr(png);
    if (!status) return;
    strncpy(status->warning, message ? message : "", sizeof status->warning - 1);
    status->warning[sizeof status->warning - 1] = 0;
}

// ---- encoding into a growing memory buffer ----

typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    int failed;
} Sink;

static void sink_write(png_structp png, png_bytep data, size_t length) {
    Sink *sink = (Sink *)png_get_io_ptr(png);
    if (sink->length + length > sink->capacity) {
        size_t capacity = sink->capacity ? sink->capacity : 4096;
        while (capacity < sink->length + length) capacity *= 2;
        uint8_t *grown = realloc(sink->bytes, capacity);
        if (!grown) {
            sink->failed = 1;
            png_error(png, "out of memory while writing PNG");
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, length);
    sink->length += length;
}

static void sink_flush(png_structp png) { (void)png; }

int32_t pngbridge_encode(PNGBridgeRowSource source, void *context, uint32_t width, uint32_t height,
                         uint32_t pixels_per_meter,
                         const char *text_key, const char *text_utf8,
                         PNGBridgeEncodeOptions options,
                         uint8_t **out, size_t *out_length, PNGBridgeStatus *status) {
    set_status(status, PNGBRIDGE_OK, "");
    if (!source || !out || !out_length || width == 0 || height == 0) {
        set_status(status, PNGBRIDGE_INVALID_ARGUMENT, "empty image or missing output");
        return PNGBRIDGE_INVALID_ARGUMENT;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, status, on_error, on_warning);
    if (!png) {
        set_status(status, PNGBRIDGE_OUT_OF_MEMORY, "png_create_write_struct failed");
        return PNGBRIDGE_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    // Volatile: modified between setjmp and a possible longjmp.
    Sink *volatile sink = calloc(1, sizeof(Sink));
    // Two rows, this one and the one before (to see a repeat), instead of a copy of the image.
    const size_t row_bytes = (size_t)width * 4;
    uint8_t *volatile rows = malloc(2 * row_bytes);
    if (!info || !sink || !rows) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(sink);
        free(rows);
        set_status(status, PNGBRIDGE_OUT_OF_MEMORY, "out of memory");
        return PNGBRIDGE_OUT_OF_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink->bytes);
        free(sink);
        free(rows);
        return status->code ? status->code : PNGBRIDGE_LIBPNG_ERROR;
    }
    png_set_write_fn(png, sink, sink_write, sink_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_gAMA_fixed(png, info, 45455);
    png_set_pHYs(png, info, pixels_per_meter, pixels_per_meter, PNG_RESOLUTION_METER);
    if (text_key && text_utf8) {
        png_text text;
        memset(&text, 0, sizeof text);
        text.compression = PNG_ITXT_COMPRESSION_zTXt;
        text.key = (png_charp)text_key;
        text.text = (png_charp)text_utf8;
        text.text_length = 0;
        text.itxt_length = strlen(text_utf8);
        text.lang = (png_charp)"";
        text.lang_key = (png_charp)"";
        png_set_text(png, info, &text, 1);
    }
    // Both filters' buffers must exist before the first row if rows will switch between them.
    png_set_filter(png, PNG_FILTER_TYPE_BASE,
                   options.up_for_repeated_rows ? (options.filters | PNG_FILTER_UP) : options.filters);
    png_set_compression_level(png, options.compression_level);
    png_set_compression_strategy(png, options.compression_strategy);
    png_write_info(png, info);
    uint8_t *row = rows, *previous = rows + row_bytes;
    for (uint32_t y = 0; y < height; y++) {
        source(context, y, row);
        if (options.up_for_repeated_rows && y > 0) {
            // A repeated row is all zeros under Up; libpng's heuristic would find the same at
            // the cost of filtering every row several ways. Row 0 keeps the two-filter mask:
            // libpng allocates the Up buffers at the first row, and refuses to add Up later if
            // that row was written without it.
            int repeated = memcmp(row, previous, row_bytes) == 0;
            png_set_filter(png, PNG_FILTER_TYPE_BASE, repeated ? PNG_FILTER_UP : options.filters);
        }
        png_write_row(png, row);
        uint8_t *written = row;
        row = previous;
        previous = written;
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(rows);
    *out = sink->bytes;
    *out_length = sink->length;
    free(sink);
    return PNGBRIDGE_OK;
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
    set_status(status, PNGBRIDGE_OK, "");
    if (!data || !out_rgba || !out_width || !out_height) {
        set_status(status, PNGBRIDGE_INVALID_ARGUMENT, "missing input or output");
        return PNGBRIDGE_INVALID_ARGUMENT;
    }
    if (length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        set_status(status, PNGBRIDGE_NOT_PNG, "Not a PNG file: the 8-byte PNG signature is missing");
        return PNGBRIDGE_NOT_PNG;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, status, on_error, on_warning);
    if (!png) {
        set_status(status, PNGBRIDGE_OUT_OF_MEMORY, "png_create_read_struct failed");
        return PNGBRIDGE_OUT_OF_MEMORY;
    }
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        set_status(status, PNGBRIDGE_OUT_OF_MEMORY, "png_create_info_struct failed");
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
            set_status(status, PNGBRIDGE_TOO_LARGE, cause);
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

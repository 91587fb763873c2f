// libpng's encoder, for the benchmark only: the independent reference our own encoder is
// measured against (`scripts/bench`). The product encodes with RowDeflate alone.
#include "LibpngReferenceEncoder.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

// PNGBridge's libpng error and warning handlers: the status records libpng's message.
void pngbridge_on_error(png_structp png, png_const_charp message);
void pngbridge_on_warning(png_structp png, png_const_charp message);

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

int32_t libpng_reference_encode(LibpngRowSource source, void *context, uint32_t width, uint32_t height,
                         uint32_t pixels_per_meter,
                         const char *text_key, const char *text_utf8,
                         LibpngEncodeOptions options,
                         uint8_t **out, size_t *out_length, PNGBridgeStatus *status) {
    pngbridge_set_status(status, PNGBRIDGE_OK, "");
    if (!source || !out || !out_length || width == 0 || height == 0) {
        pngbridge_set_status(status, PNGBRIDGE_INVALID_ARGUMENT, "empty image or missing output");
        return PNGBRIDGE_INVALID_ARGUMENT;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, status, pngbridge_on_error, pngbridge_on_warning);
    if (!png) {
        pngbridge_set_status(status, PNGBRIDGE_OUT_OF_MEMORY, "png_create_write_struct failed");
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
        pngbridge_set_status(status, PNGBRIDGE_OUT_OF_MEMORY, "out of memory");
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

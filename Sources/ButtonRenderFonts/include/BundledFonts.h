#ifndef BUTTONRENDER_BUNDLED_FONTS_H
#define BUTTONRENDER_BUNDLED_FONTS_H

#include <stddef.h>

/// One font file of Fonts/, compiled into the binary: its file name and its bytes, which live
/// as long as the program.
typedef struct {
    const char *name;
    const unsigned char *bytes;
    size_t count;
} ButtonRenderBundledFont;

/// Every bundled font, sorted by name; `*count` receives how many.
const ButtonRenderBundledFont *buttonrender_bundled_fonts(size_t *count);

#endif

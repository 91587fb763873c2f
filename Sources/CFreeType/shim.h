// FreeType's public API is reached through macros (FT_FREETYPE_H), which Swift cannot expand.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_TAGS_H
#include FT_SFNT_NAMES_H
#include FT_MULTIPLE_MASTERS_H

// FT_LOAD_* flags are macros of casts that Swift imports unreliably; these are plain constants.
static const int32_t cft_load_no_scale_outline = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;

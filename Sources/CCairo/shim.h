#ifndef WIDGETRASTER_CCAIRO_SHIM_H
#define WIDGETRASTER_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <hb.h>
#include <libdeflate.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/* PANGO_FC_FONT_MAP() is a macro Swift cannot call. */
static inline PangoFcFontMap *ccairo_fc_font_map(PangoFontMap *map) {
    return (PangoFcFontMap *)map;
}

/* PNG_FORMAT_RGBA is a macro expression Swift does not import. */
static const unsigned int ccairo_png_format_rgba = PNG_FORMAT_RGBA;

#endif

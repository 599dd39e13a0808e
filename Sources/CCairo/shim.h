#ifndef WIDGETRASTER_CCAIRO_SHIM_H
#define WIDGETRASTER_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-ft.h>
#include <poppler.h>
#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangoft2.h>
#include <fontconfig/fontconfig.h>
#include <png.h>
#include <hb.h>
#include <hb-ot.h>
#include <libdeflate.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/* PANGO_FC_FONT_MAP() and PANGO_FT2_FONT_MAP() are macros Swift cannot call. */
static inline PangoFcFontMap *ccairo_fc_font_map(PangoFontMap *map) {
    return (PangoFcFontMap *)map;
}

static inline PangoFT2FontMap *ccairo_ft2_font_map(PangoFontMap *map) {
    return (PangoFT2FontMap *)map;
}

/* ---- Glyph outlines (HarfBuzz draw API) ----
 * A glyph's outline as a flat list of numbers in the font's scaled units, y up:
 * 0 x y (move), 1 x y (line), 2 x1 y1 x2 y2 x y (cubic; quadratics are raised to cubics), 3 (close). */
#include <stdlib.h>
#include <string.h>

typedef struct { double *values; size_t count, capacity; int failed; } ccairo_outline;

static inline void ccairo_outline_push(ccairo_outline *o, double v) {
    if (o->failed) return;
    if (o->count == o->capacity) {
        size_t capacity = o->capacity ? o->capacity * 2 : 64;
        double *grown = (double *)realloc(o->values, capacity * sizeof(double));
        if (!grown) { o->failed = 1; return; }
        o->values = grown;
        o->capacity = capacity;
    }
    o->values[o->count++] = v;
}

static inline void ccairo_outline_free(ccairo_outline *o) {
    free(o->values);
    o->values = NULL;
    o->count = o->capacity = 0;
}

static inline void ccairo_draw_move(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, float x, float y, void *u) {
    (void)f; (void)st; (void)u;
    ccairo_outline *o = (ccairo_outline *)d;
    ccairo_outline_push(o, 0); ccairo_outline_push(o, x); ccairo_outline_push(o, y);
}

static inline void ccairo_draw_line(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, float x, float y, void *u) {
    (void)f; (void)st; (void)u;
    ccairo_outline *o = (ccairo_outline *)d;
    ccairo_outline_push(o, 1); ccairo_outline_push(o, x); ccairo_outline_push(o, y);
}

static inline void ccairo_draw_cubic(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, float x1, float y1,
                                     float x2, float y2, float x, float y, void *u) {
    (void)f; (void)st; (void)u;
    ccairo_outline *o = (ccairo_outline *)d;
    ccairo_outline_push(o, 2);
    ccairo_outline_push(o, x1); ccairo_outline_push(o, y1); ccairo_outline_push(o, x2); ccairo_outline_push(o, y2);
    ccairo_outline_push(o, x); ccairo_outline_push(o, y);
}

static inline void ccairo_draw_quadratic(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, float cx, float cy,
                                         float x, float y, void *u) {
    double x0 = st->current_x, y0 = st->current_y;
    ccairo_draw_cubic(f, d, st, (float)(x0 + 2.0 / 3.0 * (cx - x0)), (float)(y0 + 2.0 / 3.0 * (cy - y0)),
                      (float)(x + 2.0 / 3.0 * (cx - x)), (float)(y + 2.0 / 3.0 * (cy - y)), x, y, u);
}

static inline void ccairo_draw_close(hb_draw_funcs_t *f, void *d, hb_draw_state_t *st, void *u) {
    (void)f; (void)st; (void)u;
    ccairo_outline_push((ccairo_outline *)d, 3);
}

/* Draw functions that collect into a ccairo_outline; one set per text engine (hb_draw_funcs_destroy). */
static inline hb_draw_funcs_t *ccairo_outline_funcs_create(void) {
    hb_draw_funcs_t *funcs = hb_draw_funcs_create();
    hb_draw_funcs_set_move_to_func(funcs, ccairo_draw_move, NULL, NULL);
    hb_draw_funcs_set_line_to_func(funcs, ccairo_draw_line, NULL, NULL);
    hb_draw_funcs_set_quadratic_to_func(funcs, ccairo_draw_quadratic, NULL, NULL);
    hb_draw_funcs_set_cubic_to_func(funcs, ccairo_draw_cubic, NULL, NULL);
    hb_draw_funcs_set_close_path_func(funcs, ccairo_draw_close, NULL, NULL);
    hb_draw_funcs_make_immutable(funcs);
    return funcs;
}

/* Appends a glyph's outline; 0 when memory ran out. */
static inline int ccairo_glyph_outline(hb_font_t *font, hb_codepoint_t glyph, hb_draw_funcs_t *funcs, ccairo_outline *out) {
#if HB_VERSION_ATLEAST(7, 0, 0)
    hb_font_draw_glyph(font, glyph, funcs, out);
#else
    hb_font_get_glyph_shape(font, glyph, funcs, out);
#endif
    return !out->failed;
}

/* ---- PNG bytes to a Cairo surface (colour glyph images) ---- */
typedef struct { const unsigned char *data; size_t size, offset; } ccairo_byte_reader;

static inline cairo_status_t ccairo_read_bytes(void *closure, unsigned char *out, unsigned int length) {
    ccairo_byte_reader *reader = (ccairo_byte_reader *)closure;
    if (length > reader->size - reader->offset) return CAIRO_STATUS_READ_ERROR;
    memcpy(out, reader->data + reader->offset, length);
    reader->offset += length;
    return CAIRO_STATUS_SUCCESS;
}

/* A surface decoded from PNG bytes; check cairo_surface_status (an error surface on bad data). */
static inline cairo_surface_t *ccairo_surface_from_png_bytes(const unsigned char *data, size_t size) {
    ccairo_byte_reader reader = { data, size, 0 };
    return cairo_image_surface_create_from_png_stream(ccairo_read_bytes, &reader);
}


/* ---- Raw PNG decoding (libpng's low-level API) ----
 * libpng reports errors with longjmp, which Swift cannot host, so the whole read runs here.
 * No transforms but de-interlacing: the rows come back as stored (packed samples, 16-bit
 * big-endian), with the palette and tRNS beside them, and no gamma or colour management. */
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    unsigned int width, height;
    int bit_depth, color_type, interlaced;
    size_t rowbytes;
    int palette_count;
    unsigned char palette[256 * 3];
    int trans_count;              /* palette alpha entries, or 1 when trans_color is set */
    unsigned char trans_alpha[256];
    unsigned short trans_color[3]; /* grey in [0], or red, green, blue */
    char message[160];
} ccairo_png_raw;

typedef struct { const unsigned char *data; size_t size, offset; } ccairo_png_source;

static inline void ccairo_png_read_fn(png_structp png, png_bytep out, png_size_t length) {
    ccairo_png_source *src = (ccairo_png_source *)png_get_io_ptr(png);
    if (length > src->size - src->offset) { png_error(png, "file ends inside a chunk"); }
    memcpy(out, src->data + src->offset, length);
    src->offset += length;
}

static inline void ccairo_png_error_fn(png_structp png, png_const_charp message) {
    ccairo_png_raw *raw = (ccairo_png_raw *)png_get_error_ptr(png);
    strncpy(raw->message, message ? message : "libpng error", sizeof raw->message - 1);
    png_longjmp(png, 1);
}

static inline void ccairo_png_warning_fn(png_structp png, png_const_charp message) { (void)png; (void)message; }

/* Decodes `data` into a malloc'ed buffer of height × rowbytes (free() it); NULL on error with
 * raw->message set. `max_pixels` bounds width × height before anything is allocated. */
static inline unsigned char *ccairo_png_decode_raw(const unsigned char *data, size_t size, size_t max_pixels,
                                                    ccairo_png_raw *raw) {
    memset(raw, 0, sizeof *raw);
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, raw, ccairo_png_error_fn, ccairo_png_warning_fn);
    if (!png) { strcpy(raw->message, "libpng could not start"); return NULL; }
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    ccairo_png_source source = { data, size, 0 };
    if (!info || setjmp(png_jmpbuf(png))) {
        free(pixels);
        free(rows);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        if (!raw->message[0]) strcpy(raw->message, "libpng could not start");
        return NULL;
    }
    png_set_read_fn(png, &source, ccairo_png_read_fn);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);
    png_uint_32 width, height;
    int depth, type, interlace;
    png_get_IHDR(png, info, &width, &height, &depth, &type, &interlace, NULL, NULL);
    if ((size_t)width * (size_t)height > max_pixels) png_error(png, "image is larger than allowed");
    raw->width = width; raw->height = height; raw->bit_depth = depth; raw->color_type = type;
    raw->interlaced = interlace != PNG_INTERLACE_NONE;
    png_colorp palette; int count;
    if (png_get_PLTE(png, info, &palette, &count) & PNG_INFO_PLTE) {
        raw->palette_count = count;
        for (int i = 0; i < count && i < 256; i++) {
            raw->palette[i * 3] = palette[i].red; raw->palette[i * 3 + 1] = palette[i].green; raw->palette[i * 3 + 2] = palette[i].blue;
        }
    }
    png_bytep alpha; png_color_16p color; int trans = 0;
    if (png_get_tRNS(png, info, &alpha, &trans, &color) & PNG_INFO_tRNS) {
        if (type == PNG_COLOR_TYPE_PALETTE) {
            raw->trans_count = trans > 256 ? 256 : trans;
            memcpy(raw->trans_alpha, alpha, (size_t)raw->trans_count);
        } else if (color) {
            raw->trans_count = 1;
            raw->trans_color[0] = type == PNG_COLOR_TYPE_GRAY ? color->gray : color->red;
            raw->trans_color[1] = color->green; raw->trans_color[2] = color->blue;
        }
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    raw->rowbytes = png_get_rowbytes(png, info);
    pixels = (unsigned char *)malloc(raw->rowbytes * height);
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (!pixels || !rows) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = pixels + y * raw->rowbytes;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return pixels;
}

/* ---- Allocator tuning for executables (glibc) ---- */
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* Keeps freed buffers up to `bytes` in the heap instead of returning them to the kernel. */
static inline void ccairo_keep_freed_buffers(int bytes, int arenas) {
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, bytes);
    mallopt(M_TRIM_THRESHOLD, bytes * 2);
    mallopt(M_ARENA_MAX, arenas);
#else
    (void)bytes;
    (void)arenas;
#endif
}

#endif

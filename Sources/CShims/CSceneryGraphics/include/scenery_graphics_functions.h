/* Every Cairo, Pango, fontconfig and GObject function Scenery calls, as an X-macro list:
 * X(return type, name, (parameters), (arguments)). The renderer loads the libraries at run
 * time (graphics.c), so the scene host, which never draws, does not load them at all.
 * Tests/GraphicsABITests checks each entry against the libraries' own headers at compile
 * time. Add a function here before calling it from Swift. */
#ifndef SCENERY_GRAPHICS_FUNCTIONS_H
#define SCENERY_GRAPHICS_FUNCTIONS_H

#define SCENERY_GRAPHICS_FUNCTIONS(X) SCENERY_FONTCONFIG_FUNCTIONS(X) SCENERY_CAIRO_FUNCTIONS(X) SCENERY_DRAWING_FUNCTIONS(X)

/* Cairo, from libcairo: everything a frame needs when its text is remembered
 * (SceneryCairo/TextLayoutMemo), so a renderer can draw its first frame before Pango loads. */
#define SCENERY_CAIRO_FUNCTIONS(X) \
    X(int, cairo_version, (void), ()) \
    /* cairo: contexts and paths */ \
    X(cairo_t *, cairo_create, (cairo_surface_t *target), (target)) \
    X(void, cairo_destroy, (cairo_t *cr), (cr)) \
    X(void, cairo_save, (cairo_t *cr), (cr)) \
    X(void, cairo_restore, (cairo_t *cr), (cr)) \
    X(void, cairo_translate, (cairo_t *cr, double tx, double ty), (cr, tx, ty)) \
    X(void, cairo_scale, (cairo_t *cr, double sx, double sy), (cr, sx, sy)) \
    X(void, cairo_rotate, (cairo_t *cr, double angle), (cr, angle)) \
    X(void, cairo_new_path, (cairo_t *cr), (cr)) \
    X(void, cairo_move_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    X(void, cairo_line_to, (cairo_t *cr, double x, double y), (cr, x, y)) \
    X(void, cairo_curve_to, (cairo_t *cr, double x1, double y1, double x2, double y2, double x3, double y3), (cr, x1, y1, x2, y2, x3, y3)) \
    X(void, cairo_arc, (cairo_t *cr, double xc, double yc, double radius, double angle1, double angle2), (cr, xc, yc, radius, angle1, angle2)) \
    X(void, cairo_rectangle, (cairo_t *cr, double x, double y, double width, double height), (cr, x, y, width, height)) \
    X(void, cairo_close_path, (cairo_t *cr), (cr)) \
    X(void, cairo_clip, (cairo_t *cr), (cr)) \
    X(void, cairo_fill, (cairo_t *cr), (cr)) \
    X(void, cairo_fill_preserve, (cairo_t *cr), (cr)) \
    X(void, cairo_stroke, (cairo_t *cr), (cr)) \
    X(void, cairo_paint, (cairo_t *cr), (cr)) \
    X(void, cairo_paint_with_alpha, (cairo_t *cr, double alpha), (cr, alpha)) \
    X(void, cairo_push_group, (cairo_t *cr), (cr)) \
    X(void, cairo_pop_group_to_source, (cairo_t *cr), (cr)) \
    X(void, cairo_mask_surface, (cairo_t *cr, cairo_surface_t *surface, double surface_x, double surface_y), (cr, surface, surface_x, surface_y)) \
    /* cairo: blurred groups (CairoPainter+Blur) */ \
    X(cairo_pattern_t *, cairo_pop_group, (cairo_t *cr), (cr)) \
    X(void, cairo_pattern_destroy, (cairo_pattern_t *pattern), (pattern)) \
    X(void, cairo_set_source, (cairo_t *cr, cairo_pattern_t *source), (cr, source)) \
    X(void, cairo_transform, (cairo_t *cr, const cairo_matrix_t *matrix), (cr, matrix)) \
    X(void, cairo_identity_matrix, (cairo_t *cr), (cr)) \
    X(void, cairo_user_to_device, (cairo_t *cr, double *x, double *y), (cr, x, y)) \
    X(void, cairo_clip_extents, (cairo_t *cr, double *x1, double *y1, double *x2, double *y2), (cr, x1, y1, x2, y2)) \
    X(void, cairo_surface_mark_dirty, (cairo_surface_t *surface), (surface)) \
    /* cairo: gradients (CairoPainter+Gradient) and shadows (CairoPainter+Blur) */ \
    X(cairo_pattern_t *, cairo_pattern_create_linear, (double x0, double y0, double x1, double y1), (x0, y0, x1, y1)) \
    X(cairo_pattern_t *, cairo_pattern_create_radial, (double cx0, double cy0, double radius0, double cx1, double cy1, double radius1), (cx0, cy0, radius0, cx1, cy1, radius1)) \
    X(void, cairo_pattern_add_color_stop_rgba, (cairo_pattern_t *pattern, double offset, double red, double green, double blue, double alpha), (pattern, offset, red, green, blue, alpha)) \
    X(void, cairo_pattern_set_matrix, (cairo_pattern_t *pattern, const cairo_matrix_t *matrix), (pattern, matrix)) \
    X(cairo_pattern_t *, cairo_pattern_create_mesh, (void), ()) \
    X(void, cairo_mesh_pattern_begin_patch, (cairo_pattern_t *pattern), (pattern)) \
    X(void, cairo_mesh_pattern_end_patch, (cairo_pattern_t *pattern), (pattern)) \
    X(void, cairo_mesh_pattern_move_to, (cairo_pattern_t *pattern, double x, double y), (pattern, x, y)) \
    X(void, cairo_mesh_pattern_line_to, (cairo_pattern_t *pattern, double x, double y), (pattern, x, y)) \
    X(void, cairo_mesh_pattern_set_corner_color_rgba, (cairo_pattern_t *pattern, unsigned int corner_num, double red, double green, double blue, double alpha), (pattern, corner_num, red, green, blue, alpha)) \
    X(void, cairo_mask, (cairo_t *cr, cairo_pattern_t *pattern), (cr, pattern)) \
    /* cairo: drawing state */ \
    X(void, cairo_set_source_rgba, (cairo_t *cr, double red, double green, double blue, double alpha), (cr, red, green, blue, alpha)) \
    X(void, cairo_set_source_surface, (cairo_t *cr, cairo_surface_t *surface, double x, double y), (cr, surface, x, y)) \
    X(cairo_pattern_t *, cairo_get_source, (cairo_t *cr), (cr)) \
    X(void, cairo_pattern_set_filter, (cairo_pattern_t *pattern, cairo_filter_t filter), (pattern, filter)) \
    X(void, cairo_set_operator, (cairo_t *cr, cairo_operator_t op), (cr, op)) \
    X(void, cairo_set_fill_rule, (cairo_t *cr, cairo_fill_rule_t fill_rule), (cr, fill_rule)) \
    X(void, cairo_set_line_width, (cairo_t *cr, double width), (cr, width)) \
    X(void, cairo_set_line_cap, (cairo_t *cr, cairo_line_cap_t line_cap), (cr, line_cap)) \
    X(void, cairo_set_line_join, (cairo_t *cr, cairo_line_join_t line_join), (cr, line_join)) \
    X(void, cairo_set_miter_limit, (cairo_t *cr, double limit), (cr, limit)) \
    X(void, cairo_set_dash, (cairo_t *cr, const double *dashes, int num_dashes, double offset), (cr, dashes, num_dashes, offset)) \
    X(const char *, cairo_status_to_string, (cairo_status_t status), (status)) \
    /* cairo: font options */ \
    X(cairo_font_options_t *, cairo_font_options_create, (void), ()) \
    X(void, cairo_font_options_destroy, (cairo_font_options_t *options), (options)) \
    X(void, cairo_font_options_set_antialias, (cairo_font_options_t *options, cairo_antialias_t antialias), (options, antialias)) \
    X(void, cairo_font_options_set_hint_metrics, (cairo_font_options_t *options, cairo_hint_metrics_t hint_metrics), (options, hint_metrics)) \
    /* cairo: surfaces */ \
    X(void, cairo_surface_destroy, (cairo_surface_t *surface), (surface)) \
    X(void, cairo_surface_flush, (cairo_surface_t *surface), (surface)) \
    X(cairo_status_t, cairo_surface_status, (cairo_surface_t *surface), (surface)) \
    X(cairo_status_t, cairo_surface_write_to_png, (cairo_surface_t *surface, const char *filename), (surface, filename)) \
    X(cairo_surface_t *, cairo_image_surface_create, (cairo_format_t format, int width, int height), (format, width, height)) \
    X(cairo_surface_t *, cairo_image_surface_create_for_data, (unsigned char *data, cairo_format_t format, int width, int height, int stride), (data, format, width, height, stride)) \
    X(cairo_surface_t *, cairo_image_surface_create_from_png, (const char *filename), (filename)) \
    X(unsigned char *, cairo_image_surface_get_data, (cairo_surface_t *surface), (surface)) \
    X(int, cairo_image_surface_get_width, (cairo_surface_t *surface), (surface)) \
    X(int, cairo_image_surface_get_height, (cairo_surface_t *surface), (surface)) \
    X(int, cairo_image_surface_get_stride, (cairo_surface_t *surface), (surface)) \
    X(cairo_surface_t *, cairo_xcb_surface_create, (xcb_connection_t *connection, uint32_t drawable, xcb_visualtype_t *visual, int width, int height), (connection, drawable, visual, width, height)) \
    X(void, cairo_surface_get_font_options, (cairo_surface_t *surface, cairo_font_options_t *options), (surface, options)) \
    X(cairo_surface_t *, cairo_get_target, (cairo_t *cr), (cr)) \
    X(void, cairo_get_matrix, (cairo_t *cr, cairo_matrix_t *matrix), (cr, matrix)) \
    X(void, cairo_get_current_point, (cairo_t *cr, double *x, double *y), (cr, x, y)) \
    /* cairo: fonts and glyphs (remembered text) */ \
    X(void, cairo_font_options_merge, (cairo_font_options_t *options, const cairo_font_options_t *other), (options, other)) \
    X(cairo_bool_t, cairo_font_options_equal, (const cairo_font_options_t *options, const cairo_font_options_t *other), (options, other)) \
    X(unsigned long, cairo_font_options_hash, (const cairo_font_options_t *options), (options)) \
    X(cairo_font_face_t *, cairo_ft_font_face_create_for_pattern, (FcPattern *pattern), (pattern)) \
    X(void, cairo_font_face_destroy, (cairo_font_face_t *font_face), (font_face)) \
    X(cairo_status_t, cairo_font_face_status, (cairo_font_face_t *font_face), (font_face)) \
    X(cairo_scaled_font_t *, cairo_scaled_font_create, (cairo_font_face_t *font_face, const cairo_matrix_t *font_matrix, const cairo_matrix_t *ctm, const cairo_font_options_t *options), (font_face, font_matrix, ctm, options)) \
    X(void, cairo_scaled_font_destroy, (cairo_scaled_font_t *scaled_font), (scaled_font)) \
    X(cairo_status_t, cairo_scaled_font_status, (cairo_scaled_font_t *scaled_font), (scaled_font)) \
    X(void, cairo_scaled_font_get_font_matrix, (cairo_scaled_font_t *scaled_font, cairo_matrix_t *font_matrix), (scaled_font, font_matrix)) \
    X(void, cairo_scaled_font_get_ctm, (cairo_scaled_font_t *scaled_font, cairo_matrix_t *ctm), (scaled_font, ctm)) \
    X(void, cairo_scaled_font_get_font_options, (cairo_scaled_font_t *scaled_font, cairo_font_options_t *options), (scaled_font, options)) \
    X(void, cairo_set_scaled_font, (cairo_t *cr, const cairo_scaled_font_t *scaled_font), (cr, scaled_font)) \
    X(void, cairo_show_glyphs, (cairo_t *cr, const cairo_glyph_t *glyphs, int num_glyphs), (cr, glyphs, num_glyphs))

/* Pango and GObject, from libpangocairo and its dependencies. */
#define SCENERY_DRAWING_FUNCTIONS(X) \
    /* GObject */ \
    X(void, g_object_unref, (gpointer object), (object)) \
    /* Pango */ \
    X(PangoFontMap *, pango_cairo_font_map_new, (void), ()) \
    X(void, pango_cairo_context_set_font_options, (PangoContext *context, const cairo_font_options_t *options), (context, options)) \
    X(void, pango_cairo_context_set_resolution, (PangoContext *context, double dpi), (context, dpi)) \
    X(void, pango_cairo_show_layout, (cairo_t *cr, PangoLayout *layout), (cr, layout)) \
    X(void, pango_cairo_update_context, (cairo_t *cr, PangoContext *context), (cr, context)) \
    X(PangoContext *, pango_font_map_create_context, (PangoFontMap *fontmap), (fontmap)) \
    X(PangoFontMap *, pango_context_get_font_map, (PangoContext *context), (context)) \
    X(void, pango_fc_font_map_cache_clear, (PangoFcFontMap *fcfontmap), (fcfontmap)) \
    X(PangoFontDescription *, pango_font_description_new, (void), ()) \
    X(void, pango_font_description_free, (PangoFontDescription *desc), (desc)) \
    X(void, pango_font_description_set_family, (PangoFontDescription *desc, const char *family), (desc, family)) \
    X(void, pango_font_description_set_absolute_size, (PangoFontDescription *desc, double size), (desc, size)) \
    X(void, pango_font_description_set_style, (PangoFontDescription *desc, PangoStyle style), (desc, style)) \
    X(void, pango_font_description_set_weight, (PangoFontDescription *desc, PangoWeight weight), (desc, weight)) \
    X(PangoFont *, pango_context_load_font, (PangoContext *context, const PangoFontDescription *desc), (context, desc)) \
    X(PangoLanguage *, pango_context_get_language, (PangoContext *context), (context)) \
    X(PangoGlyphString *, pango_glyph_string_new, (void), ()) \
    X(void, pango_glyph_string_free, (PangoGlyphString *string), (string)) \
    X(void, pango_shape_with_flags, (const char *item_text, int item_length, const char *paragraph_text, int paragraph_length, const PangoAnalysis *analysis, PangoGlyphString *glyphs, PangoShapeFlags flags), (item_text, item_length, paragraph_text, paragraph_length, analysis, glyphs, flags)) \
    X(void, pango_glyph_string_extents, (PangoGlyphString *glyphs, PangoFont *font, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (glyphs, font, ink_rect, logical_rect)) \
    X(PangoLayout *, pango_layout_new, (PangoContext *context), (context)) \
    X(void, pango_layout_context_changed, (PangoLayout *layout), (layout)) \
    X(void, pango_layout_set_text, (PangoLayout *layout, const char *text, int length), (layout, text, length)) \
    X(void, pango_layout_set_font_description, (PangoLayout *layout, const PangoFontDescription *desc), (layout, desc)) \
    X(void, pango_layout_set_width, (PangoLayout *layout, int width), (layout, width)) \
    X(void, pango_layout_set_height, (PangoLayout *layout, int height), (layout, height)) \
    X(void, pango_layout_set_spacing, (PangoLayout *layout, int spacing), (layout, spacing)) \
    X(void, pango_layout_set_wrap, (PangoLayout *layout, PangoWrapMode wrap), (layout, wrap)) \
    X(void, pango_layout_set_ellipsize, (PangoLayout *layout, PangoEllipsizeMode ellipsize), (layout, ellipsize)) \
    X(void, pango_layout_set_alignment, (PangoLayout *layout, PangoAlignment alignment), (layout, alignment)) \
    X(void, pango_layout_get_pixel_extents, (PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (layout, ink_rect, logical_rect)) \
    /* Pango: styled runs, and where characters are (links, inline images) */ \
    X(PangoAttrList *, pango_attr_list_new, (void), ()) \
    X(void, pango_attr_list_unref, (PangoAttrList *list), (list)) \
    X(void, pango_attr_list_insert, (PangoAttrList *list, PangoAttribute *attr), (list, attr)) \
    X(void, pango_layout_set_attributes, (PangoLayout *layout, PangoAttrList *attrs), (layout, attrs)) \
    X(PangoAttribute *, pango_attr_font_desc_new, (const PangoFontDescription *desc), (desc)) \
    X(PangoAttribute *, pango_attr_foreground_new, (guint16 red, guint16 green, guint16 blue), (red, green, blue)) \
    X(PangoAttribute *, pango_attr_foreground_alpha_new, (guint16 alpha), (alpha)) \
    X(PangoAttribute *, pango_attr_background_new, (guint16 red, guint16 green, guint16 blue), (red, green, blue)) \
    X(PangoAttribute *, pango_attr_background_alpha_new, (guint16 alpha), (alpha)) \
    X(PangoAttribute *, pango_attr_underline_new, (PangoUnderline underline), (underline)) \
    X(PangoAttribute *, pango_attr_underline_color_new, (guint16 red, guint16 green, guint16 blue), (red, green, blue)) \
    X(PangoAttribute *, pango_attr_strikethrough_new, (gboolean strikethrough), (strikethrough)) \
    X(PangoAttribute *, pango_attr_strikethrough_color_new, (guint16 red, guint16 green, guint16 blue), (red, green, blue)) \
    X(PangoAttribute *, pango_attr_letter_spacing_new, (int letter_spacing), (letter_spacing)) \
    X(PangoAttribute *, pango_attr_rise_new, (int rise), (rise)) \
    X(PangoAttribute *, pango_attr_shape_new, (const PangoRectangle *ink_rect, const PangoRectangle *logical_rect), (ink_rect, logical_rect)) \
    X(gboolean, pango_layout_xy_to_index, (PangoLayout *layout, int x, int y, int *index_, int *trailing), (layout, x, y, index_, trailing)) \
    X(void, pango_layout_index_to_pos, (PangoLayout *layout, int index_, PangoRectangle *pos), (layout, index_, pos)) \
    X(void, pango_layout_get_cursor_pos, (PangoLayout *layout, int index_, PangoRectangle *strong_pos, PangoRectangle *weak_pos), (layout, index_, strong_pos, weak_pos)) \
    X(void, pango_layout_index_to_line_x, (PangoLayout *layout, int index_, gboolean trailing, int *line, int *x_pos), (layout, index_, trailing, line, x_pos)) \
    X(void, pango_layout_move_cursor_visually, (PangoLayout *layout, gboolean strong, int old_index, int old_trailing, int direction, int *new_index, int *new_trailing), (layout, strong, old_index, old_trailing, direction, new_index, new_trailing)) \
    /* Pango: what a layout drew (TextLayoutMemo records it) */ \
    X(PangoLayoutIter *, pango_layout_get_iter, (PangoLayout *layout), (layout)) \
    X(void, pango_layout_iter_free, (PangoLayoutIter *iter), (iter)) \
    X(gboolean, pango_layout_iter_next_line, (PangoLayoutIter *iter), (iter)) \
    X(PangoLayoutLine *, pango_layout_iter_get_line_readonly, (PangoLayoutIter *iter), (iter)) \
    X(void, pango_layout_iter_get_line_extents, (PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect), (iter, ink_rect, logical_rect)) \
    X(int, pango_layout_iter_get_baseline, (PangoLayoutIter *iter), (iter)) \
    X(cairo_scaled_font_t *, pango_cairo_font_get_scaled_font, (PangoCairoFont *font), (font)) \
    X(FcPattern *, pango_fc_font_get_pattern, (PangoFcFont *font), (font))

/* fontconfig, loaded on its own first: the renderer sets up its font configuration while
 * the rest is still loading. */
#define SCENERY_FONTCONFIG_FUNCTIONS(X) \
    X(int, FcGetVersion, (void), ()) \
    X(FcConfig *, FcConfigCreate, (void), ()) \
    X(void, FcConfigDestroy, (FcConfig *config), (config)) \
    X(FcConfig *, FcInitLoadConfigAndFonts, (void), ()) \
    X(FcBool, FcConfigParseAndLoadFromMemory, (FcConfig *config, const FcChar8 *buffer, FcBool complain), (config, buffer, complain)) \
    X(FcBool, FcConfigBuildFonts, (FcConfig *config), (config)) \
    X(FcBool, FcConfigSetCurrent, (FcConfig *config), (config)) \
    X(FcFontSet *, FcConfigGetFonts, (FcConfig *config, FcSetName set), (config, set)) \
    X(FcStrList *, FcConfigGetCacheDirs, (FcConfig *config), (config)) \
    X(FcStrList *, FcConfigGetFontDirs, (FcConfig *config), (config)) \
    X(FcBool, FcConfigSubstitute, (FcConfig *config, FcPattern *p, FcMatchKind kind), (config, p, kind)) \
    X(void, FcDefaultSubstitute, (FcPattern *pattern), (pattern)) \
    X(FcFontSet *, FcFontSort, (FcConfig *config, FcPattern *p, FcBool trim, FcCharSet **csp, FcResult *result), (config, p, trim, csp, result)) \
    X(FcPattern *, FcFontRenderPrepare, (FcConfig *config, FcPattern *pat, FcPattern *font), (config, pat, font)) \
    X(void, FcFontSetDestroy, (FcFontSet *s), (s)) \
    X(FcPattern *, FcPatternCreate, (void), ()) \
    X(void, FcPatternDestroy, (FcPattern *p), (p)) \
    X(FcBool, FcPatternAddInteger, (FcPattern *p, const char *object, int i), (p, object, i)) \
    X(FcBool, FcPatternAddString, (FcPattern *p, const char *object, const FcChar8 *s), (p, object, s)) \
    X(FcResult, FcPatternGetBool, (const FcPattern *p, const char *object, int n, FcBool *b), (p, object, n, b)) \
    X(FcResult, FcPatternGetInteger, (const FcPattern *p, const char *object, int n, int *i), (p, object, n, i)) \
    X(FcResult, FcPatternGetString, (const FcPattern *p, const char *object, int n, FcChar8 **s), (p, object, n, s)) \
    X(FcResult, FcPatternGetCharSet, (const FcPattern *p, const char *object, int n, FcCharSet **c), (p, object, n, c)) \
    X(FcBool, FcCharSetHasChar, (const FcCharSet *fcs, FcChar32 ucs4), (fcs, ucs4)) \
    X(FcChar8 *, FcStrListNext, (FcStrList *list), (list)) \
    X(void, FcStrListDone, (FcStrList *list), (list)) \
    X(FcPattern *, FcNameParse, (const FcChar8 *name), (name)) \
    X(FcChar8 *, FcNameUnparse, (FcPattern *pat), (pat)) \
    X(FcPattern *, FcPatternDuplicate, (const FcPattern *p), (p)) \
    X(FcBool, FcPatternDel, (FcPattern *p, const char *object), (p, object)) \
    X(void, FcStrFree, (FcChar8 *s), (s))

#endif

import CSceneryGraphics
import SceneryCore

extension CairoPainter {
    /// Paints the group `pattern` (what was drawn inside a `beginBlur`) blurred: the frame
    /// and the blur's spread (``blurredImage(of:radius:opaque:region:on:)``), painted back.
    func paintBlurred(_ pattern: OpaquePointer?, radius: Double, opaque: Bool, frame: CGRect, on cr: OpaquePointer) {
        guard let pattern else { return }
        let spread = opaque ? 0 : (3 * radius).rounded(.up)
        guard let blurred = blurredImage(of: pattern, radius: radius, opaque: opaque, region: frame.insetBy(dx: -spread, dy: -spread), on: cr) else {
            // Too large (or empty) to blur: the content is still drawn, sharp.
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            return
        }
        defer { cairo_surface_destroy(blurred.image) }
        cairo_save(cr)
        if opaque {
            cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, blurred.image, blurred.x, blurred.y)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints the shadow of the group `pattern` (what was drawn inside a `beginShadow`):
    /// its alpha in `color`, moved by `offset` and blurred by `radius` points (a hard copy
    /// for 0). The caller paints the group itself over it.
    func paintShadow(_ pattern: OpaquePointer?, color: Color, radius: Double, offset: CGSize, frame: CGRect, on cr: OpaquePointer) {
        guard let pattern else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        // The group, set as a source or mask in this moved user space, lands moved.
        cairo_translate(cr, offset.width, offset.height)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
        guard radius > 0 else {
            cairo_mask(cr, pattern)
            return
        }
        let region = DisplayItem.shadowExtent(of: frame, radius: radius, offset: .zero)
        guard let blurred = blurredImage(of: pattern, radius: radius, opaque: false, region: region, on: cr) else { return }
        defer { cairo_surface_destroy(blurred.image) }
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, blurred.image, blurred.x, blurred.y)
    }

    /// The group `pattern` drawn into an image in device pixels covering `region` (user
    /// space, limited to what can blur into the clip) and blurred there (``BoxBlur``,
    /// three box passes per axis approximating a Gaussian of `radius` points at the
    /// context's scale), with the image's device position; the caller destroys the image.
    private func blurredImage(
        of pattern: OpaquePointer, radius: Double, opaque: Bool, region: CGRect, on cr: OpaquePointer
    ) -> (image: OpaquePointer, x: Double, y: Double)? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // Points to device pixels: the transformation's scale (display scale × effects).
        let scale = max(1e-6, (abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)).squareRoot())
        let sigma = radius * scale
        // The region in device pixels, limited to the clip.
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for (x, y) in [(region.minX, region.minY), (region.maxX, region.minY), (region.minX, region.maxY), (region.maxX, region.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            x0 = min(x0, dx); y0 = min(y0, dy); x1 = max(x1, dx); y1 = max(y1, dy)
        }
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        let clipCorners = [(cx0, cy0), (cx1, cy0), (cx0, cy1), (cx1, cy1)].map { corner -> (Double, Double) in
            var (x, y) = corner
            cairo_user_to_device(cr, &x, &y)
            return (x, y)
        }
        // Pixels up to three sigmas outside the clip still blur into it.
        let margin = 3 * sigma
        x0 = max(x0, (clipCorners.map(\.0).min() ?? x0) - margin).rounded(.down)
        y0 = max(y0, (clipCorners.map(\.1).min() ?? y0) - margin).rounded(.down)
        x1 = min(x1, (clipCorners.map(\.0).max() ?? x1) + margin).rounded(.up)
        y1 = min(y1, (clipCorners.map(\.1).max() ?? y1) + margin).rounded(.up)
        let width = Int32(max(0, x1 - x0)), height = Int32(max(0, y1 - y0))
        guard width > 0, height > 0, Int(width) * Int(height) <= 64 << 20 else { return nil }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        // Draw the group into the image: the image's device space is the window's moved by
        // (x0, y0); user space is the same as the window's.
        let imageContext = cairo_create(image)
        cairo_translate(imageContext, -x0, -y0)
        cairo_transform(imageContext, &matrix)
        cairo_set_source(imageContext, pattern)
        cairo_paint(imageContext)
        cairo_destroy(imageContext)
        cairo_surface_flush(image)
        if let pixels = cairo_image_surface_get_data(image) {
            BoxBlur.blur(
                pixels, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(image)),
                sigma: sigma, edges: opaque ? .extend : .transparent)
        }
        cairo_surface_mark_dirty(image)
        return (image, x0, y0)
    }
}

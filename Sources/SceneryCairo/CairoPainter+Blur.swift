import CSceneryGraphics
import SceneryCore

extension CairoPainter {
    /// Paints the group `pattern` (what was drawn inside a `beginBlur`) blurred: it is
    /// drawn into an image in device pixels covering the frame and the blur's spread (within
    /// the clip), blurred there (``BoxBlur``, three box passes per axis approximating a
    /// Gaussian of `radius` points at the context's scale), and painted back.
    func paintBlurred(_ pattern: OpaquePointer?, radius: Double, opaque: Bool, frame: CGRect, on cr: OpaquePointer) {
        guard let pattern else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        // Points to device pixels: the transformation's scale (display scale × effects).
        let scale = max(1e-6, (abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx)).squareRoot())
        let sigma = radius * scale
        let spread = opaque ? 0 : (3 * radius).rounded(.up)
        let region = frame.insetBy(dx: -spread, dy: -spread)
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
        guard width > 0, height > 0, Int(width) * Int(height) <= 64 << 20 else { return }
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return }
        defer { cairo_surface_destroy(image) }
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
        cairo_save(cr)
        if opaque {
            cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image, x0, y0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}

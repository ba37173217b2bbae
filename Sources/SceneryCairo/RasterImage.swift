import CSceneryGraphics

/// An RGB image in memory: what a frame looked like, for tests and screenshots.
public struct RasterImage: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Pixels as 0xAARRGGBB, row by row.
    public let pixels: [UInt32]

    /// Creates an image from 0xAARRGGBB pixels.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The red, green and blue components (0–255) at a pixel.
    public func rgb(x: Int, y: Int) -> (red: Int, green: Int, blue: Int) {
        let p = pixels[y * width + x]
        return (Int((p >> 16) & 0xff), Int((p >> 8) & 0xff), Int(p & 0xff))
    }

    /// The luminance (0–255) at a pixel.
    public func luminance(x: Int, y: Int) -> Double {
        let c = rgb(x: x, y: y)
        return 0.2126 * Double(c.red) + 0.7152 * Double(c.green) + 0.0722 * Double(c.blue)
    }

    /// Counts pixels in a rectangle (clipped to the image) that satisfy `predicate`.
    public func count(x: Int, y: Int, width w: Int, height h: Int, where predicate: (Int, Int) -> Bool) -> Int {
        var n = 0
        for py in max(0, y)..<min(height, y + h) {
            for px in max(0, x)..<min(width, x + w) where predicate(px, py) { n += 1 }
        }
        return n
    }

    /// How many pixels differ from `other` (same size) by more than `tolerance` in any
    /// channel: X servers and Cairo's image backend antialias glyph edges slightly
    /// differently, so comparing a screenshot with a headless frame needs a tolerance.
    public func differingPixelCount(from other: RasterImage, tolerance: Int = 48) -> Int {
        guard width == other.width, height == other.height else { return width * height }
        var count = 0
        for (a, b) in zip(pixels, other.pixels) where a != b {
            for shift in [0, 8, 16] {
                let ca = Int((a >> UInt32(shift)) & 0xff), cb = Int((b >> UInt32(shift)) & 0xff)
                if abs(ca - cb) > tolerance {
                    count += 1
                    break
                }
            }
        }
        return count
    }

    /// The number of distinct colours, a cheap "is anything drawn here" measure.
    public var distinctColorCount: Int { Set(pixels.map { $0 & 0xffffff }).count }

    /// Writes the image as a PNG (cairo_surface_write_to_png). Returns false on failure.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        var data = pixels.map { $0 | 0xff00_0000 }
        return data.withUnsafeMutableBytes { raw -> Bool in
            let surface = cairo_image_surface_create_for_data(
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                Int32(width), Int32(height), Int32(width * 4))
            defer { cairo_surface_destroy(surface) }
            return cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
        }
    }

    /// Reads a PNG file (cairo_image_surface_create_from_png); nil if it cannot be read.
    public static func readPNG(from path: String) -> RasterImage? {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard w > 0, h > 0, let base = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { pixels[y * w + x] = row[x] & 0xff_ffff }
        }
        return RasterImage(width: w, height: h, pixels: pixels)
    }

    /// Draws with Cairo into a new white-backed image of the given size.
    package static func draw(width: Int, height: Int, _ body: (OpaquePointer) -> Void) -> RasterImage {
        let w = max(1, width), h = max(1, height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        body(cr)
        cairo_destroy(cr)
        return capture(surface)
    }

    /// The pixels of an RGB24 image surface.
    package static func capture(_ surface: OpaquePointer) -> RasterImage {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = cairo_image_surface_get_data(surface)!
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { pixels[y * w + x] = row[x] }
        }
        return RasterImage(width: w, height: h, pixels: pixels)
    }
}

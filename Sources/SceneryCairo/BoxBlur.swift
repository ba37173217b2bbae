/// A Gaussian blur approximated by three box blurs per axis (the sizes chosen so their
/// variance matches the Gaussian's), over premultiplied 8-bit ARGB pixels in place.
/// Each pass costs the same whatever the radius (running sums).
package enum BoxBlur {
    /// What lies beyond the image's edges.
    package enum Edges: Sendable {
        /// Transparent pixels: the blur fades out at the edges.
        case transparent
        /// The edge pixels repeated: an opaque image stays opaque.
        case extend
    }

    /// The widths of three boxes whose combined variance is a Gaussian's of `sigma`.
    package static func boxSizes(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(3 * lower * lower + 12 * lower + 9)) / Double(-4 * lower - 4)).rounded()
        return (0..<3).map { $0 < Int(m) ? lower : upper }
    }

    /// Blurs the pixels (`height` rows of `width` 4-byte pixels, `stride` bytes apart).
    package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double, edges: Edges) {
        guard sigma >= 0.25, width > 0, height > 0 else { return }
        var line = [UInt8](repeating: 0, count: max(width, height) * 4)
        for size in boxSizes(sigma: sigma) where size > 1 {
            let half = size / 2
            for row in 0..<height {
                pass(pixels + row * stride, count: width, step: 4, half: half, edges: edges, scratch: &line)
            }
            for column in 0..<width {
                pass(pixels + column * 4, count: height, step: stride, half: half, edges: edges, scratch: &line)
            }
        }
    }

    /// One box pass along a line of `count` pixels `step` bytes apart.
    private static func pass(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, half: Int, edges: Edges, scratch: inout [UInt8]
    ) {
        let size = 2 * half + 1
        for index in 0..<count {
            for channel in 0..<4 { scratch[index * 4 + channel] = start[index * step + channel] }
        }
        func sample(_ index: Int, _ channel: Int) -> Int {
            if index < 0 || index >= count {
                guard edges == .extend else { return 0 }
                return Int(scratch[min(max(index, 0), count - 1) * 4 + channel])
            }
            return Int(scratch[index * 4 + channel])
        }
        for channel in 0..<4 {
            var sum = 0
            for index in -half...half { sum += sample(index, channel) }
            for index in 0..<count {
                start[index * step + channel] = UInt8((sum + size / 2) / size)
                sum += sample(index + half + 1, channel) - sample(index - half, channel)
            }
        }
    }
}

import SceneryCore

/// The ICCCM `WM_SIZE_HINTS` structure (§4.1.2.3) for `WM_NORMAL_HINTS`: where the
/// program asks the window to go, and how small and large it may be made.
struct SizeHints: Equatable {
    /// Requested top-left corner (`USPosition`: window managers honour it at map time).
    var position: (x: Int16, y: Int16)?
    /// Minimum size in pixels (`PMinSize`).
    var minimum: (width: UInt32, height: UInt32)?
    /// Maximum size in pixels (`PMaxSize`).
    var maximum: (width: UInt32, height: UInt32)?

    static func == (a: SizeHints, b: SizeHints) -> Bool {
        a.position?.x == b.position?.x && a.position?.y == b.position?.y
            && a.minimum?.width == b.minimum?.width && a.minimum?.height == b.minimum?.height
            && a.maximum?.width == b.maximum?.width && a.maximum?.height == b.maximum?.height
    }

    /// Whole-pixel limits from layout sizes in points on a display of `scale` pixels per
    /// point: the minimum rounds up, the maximum down (but never below the minimum);
    /// infinite or absent dimensions mean no limit.
    static func limits(minimum: Size?, maximum: Size?, scale: CGFloat = 1) -> (minimum: (width: UInt32, height: UInt32)?, maximum: (width: UInt32, height: UInt32)?) {
        func pixels(_ points: CGFloat, up: Bool) -> UInt32 {
            guard points.isFinite else { return 32767 }
            let value = Double(points * scale)
            return UInt32(max(1, min(32767, up ? (value - 1e-9).rounded(.up) : (value + 1e-9).rounded(.down))))
        }
        let low = minimum.map { (pixels($0.width, up: true), pixels($0.height, up: true)) }
        let high = maximum.flatMap { size -> (UInt32, UInt32)? in
            guard size.width.isFinite || size.height.isFinite else { return nil }
            return (max(pixels(size.width, up: false), low?.0 ?? 1), max(pixels(size.height, up: false), low?.1 ?? 1))
        }
        return (low.map { (width: $0.0, height: $0.1) }, high.map { (width: $0.0, height: $0.1) })
    }

    /// The 18 CARD32s of the property.
    func encoded() -> [UInt32] {
        var values = [UInt32](repeating: 0, count: 18)
        var flags: UInt32 = 0
        if let position {
            flags |= 1  // USPosition
            values[1] = UInt32(bitPattern: Int32(position.x))
            values[2] = UInt32(bitPattern: Int32(position.y))
        }
        if let minimum {
            flags |= 16  // PMinSize
            values[5] = minimum.width
            values[6] = minimum.height
        }
        if let maximum {
            flags |= 32  // PMaxSize
            values[7] = maximum.width
            values[8] = maximum.height
        }
        values[0] = flags
        return values
    }
}

package import SceneryCore

/// Where a popup or dialog may go on the root window, as GTK decides it: inside the
/// monitor its anchor is on, and there inside the desktop's work area (what panels and docks
/// leave free, EWMH's `_NET_WORKAREA`), so a menu never opens under a panel or across two
/// monitors. A pure decision over rectangles in root-window pixels.
package enum PopupArea {
    /// The area for a popup anchored at `point`: the monitor that contains the point (else
    /// the one nearest to it; the whole `screen` when the server reports none), cut to the
    /// work area when that leaves a part of the monitor (a work area that misses the
    /// monitor, as a stale one may, is ignored).
    package static func area(near point: CGPoint, monitors: [CGRect], workArea: CGRect?, screen: CGRect) -> CGRect {
        let shown = monitors.filter { $0.width > 0 && $0.height > 0 }
        var monitor = screen
        if let containing = shown.first(where: { $0.contains(point) }) {
            monitor = containing
        } else if let nearest = shown.min(by: { distance(from: point, to: $0) < distance(from: point, to: $1) }) {
            monitor = nearest
        }
        if let workArea {
            let free = monitor.intersection(workArea)
            if !free.isNull, free.width > 0, free.height > 0 { return free }
        }
        return monitor
    }

    /// The work area of the current desktop from `_NET_WORKAREA`'s values (x, y, width,
    /// height for each desktop) and `_NET_CURRENT_DESKTOP`; nil when the window manager
    /// sets none or the values are malformed.
    package static func workArea(values: [UInt32], currentDesktop: UInt32?) -> CGRect? {
        let desktops = values.count / 4
        guard desktops > 0 else { return nil }
        let index = Int(currentDesktop ?? 0) < desktops ? Int(currentDesktop ?? 0) : 0
        let x = Int32(bitPattern: values[4 * index]), y = Int32(bitPattern: values[4 * index + 1])
        let width = values[4 * index + 2], height = values[4 * index + 3]
        guard width > 0, height > 0 else { return nil }
        return CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }

    private static func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return dx * dx + dy * dy
    }
}

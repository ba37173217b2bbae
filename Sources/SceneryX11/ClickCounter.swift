/// Counts presses in a row, as GTK does for double and triple clicks: a press within
/// ``interval`` milliseconds (the server's event time) of the previous one and within
/// ``distance`` pixels of it continues the row; any other press starts a new one.
struct ClickCounter {
    /// GTK's default `gtk-double-click-time`, in milliseconds.
    static let interval: UInt32 = 400
    /// GTK's default `gtk-double-click-distance`, in pixels.
    static let distance: Double = 5

    private var last: (x: Double, y: Double, time: UInt32)?
    private var count = 0

    /// The count of a press at window pixel `point` at server time `time` (ms).
    mutating func press(at point: (x: Double, y: Double), time: UInt32) -> Int {
        if let last, time &- last.time <= Self.interval,
           abs(point.x - last.x) <= Self.distance, abs(point.y - last.y) <= Self.distance {
            count += 1
        } else {
            count = 1
        }
        last = (point.x, point.y, time)
        return count
    }
}

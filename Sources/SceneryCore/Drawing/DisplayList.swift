/// What a window draws, in window coordinates, back to front.
///
/// The layout engine produces it; the Cairo painter (X11 and headless backends) draws it;
/// tests read its textual dump.
package struct DisplayList: Sendable, Equatable, CustomStringConvertible {
    package var items: [DisplayItem] = []
    package init(items: [DisplayItem] = []) { self.items = items }
    package mutating func append(_ item: DisplayItem) { items.append(item) }

    /// One line per item, e.g. `text "Hello, world!" (20, 52, 83, 16) body rgba(...)`.
    package var description: String { items.map(\.description).joined(separator: "\n") }
}

/// One drawing operation.
package enum DisplayItem: Sendable, Equatable, CustomStringConvertible {
    /// Text laid out in `frame` (wrapped to its width) in `font` and `color`.
    case text(String, font: Font, color: Color, frame: Rect)
    /// A symbol image (an icon-theme icon or a drawn fallback) tinted with `color`.
    case symbol(String, color: Color, frame: Rect)
    /// A rectangle filled with a colour.
    case fill(Rect, color: Color)

    package var frame: Rect {
        switch self {
        case .text(_, _, _, let frame), .symbol(_, _, let frame), .fill(let frame, _): frame
        }
    }

    package var description: String {
        switch self {
        case let .text(string, font, color, frame):
            "text \"\(string)\" \(frame) size \(formatted(font.size)) weight \(font.weight.value) \(color)"
        case let .symbol(name, color, frame):
            "symbol \(name) \(frame) \(color)"
        case let .fill(rect, color):
            "fill \(rect) \(color)"
        }
    }
}

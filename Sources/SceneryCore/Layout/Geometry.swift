/// A width and height in points, as the layout engine computes them.
///
/// Scenery's layout works in points of `Double`. (The SwiftUI-named `CGSize` family lands
/// with the public layout API; see docs/layout.md for why these stay package-level.)
package struct Size: Hashable, Sendable, CustomStringConvertible {
    package var width: Double
    package var height: Double
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    package static let zero = Size(width: 0, height: 0)
    package var description: String { "\(formatted(width))×\(formatted(height))" }
}

/// A position in points.
package struct Point: Hashable, Sendable {
    package var x: Double
    package var y: Double
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    package static let zero = Point(x: 0, y: 0)
}

/// An origin and a size.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
    package var origin: Point
    package var size: Size
    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    package var minX: Double { origin.x }
    package var minY: Double { origin.y }
    package var maxX: Double { origin.x + size.width }
    package var maxY: Double { origin.y + size.height }
    package var midX: Double { origin.x + size.width / 2 }
    package var midY: Double { origin.y + size.height / 2 }
    package var width: Double { size.width }
    package var height: Double { size.height }
    package func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
    package var description: String {
        "(\(formatted(minX)), \(formatted(minY)), \(formatted(width)), \(formatted(height)))"
    }
}

/// A size proposal: `nil` in a dimension asks for the view's ideal size there.
package struct ProposedSize: Hashable, Sendable {
    package var width: Double?
    package var height: Double?
    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
    package init(_ size: Size) { self.init(width: size.width, height: size.height) }
    package static let unspecified = ProposedSize(width: nil, height: nil)
    package static let zero = ProposedSize(width: 0, height: 0)
    package static let infinity = ProposedSize(width: .infinity, height: .infinity)
}

/// Formats a layout number without a trailing ".0" (for descriptions and dumps).
package func formatted(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String((value * 100).rounded() / 100)
}

/// The outline of a 2-D shape: lines and cubic Bézier curves, as `Shape.path(in:)` returns
/// and the Cairo painter draws.
public struct Path: Equatable, Sendable, CustomStringConvertible {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// A short name of what the path is, for display-list dumps (`rect`, `ellipse`, …).
    package private(set) var summary: String?

    /// Creates an empty path.
    nonisolated public init() {}

    /// Creates a path by calling `build` on an empty one.
    nonisolated public init(_ build: (inout Path) -> Void) { build(&self) }

    /// A rectangle.
    nonisolated public init(_ rect: CGRect) {
        addRect(rect)
        summary = "rect"
    }

    /// A rectangle with rounded corners.
    nonisolated public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
        summary = "roundedRect(\(formatted(cornerRadius)))"
    }

    /// The ellipse inscribed in `rect`.
    nonisolated public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
        summary = "ellipse"
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle containing every point of the path (control points included).
    public var boundingRect: CGRect {
        // One pass over the points, without collecting them (a colour's rectangle is
        // bounded at every placement).
        var bounds: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)?
        func include(_ p: CGPoint) {
            guard let current = bounds else { return bounds = (p.x, p.y, p.x, p.y) }
            bounds = (min(current.minX, p.x), min(current.minY, p.y), max(current.maxX, p.x), max(current.maxY, p.y))
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadCurve(let p, let c):
                include(p)
                include(c)
            case .curve(let p, let c1, let c2):
                include(p)
                include(c1)
                include(c2)
            case .closeSubpath: break
            }
        }
        guard let bounds else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX, height: bounds.maxY - bounds.minY)
    }

    /// Starts a subpath.
    nonisolated public mutating func move(to point: CGPoint) { append(.move(to: point)) }
    /// Adds a line.
    nonisolated public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }
    /// Adds a quadratic curve.
    nonisolated public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { append(.quadCurve(to: point, control: control)) }
    /// Adds a cubic curve.
    nonisolated public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    nonisolated public mutating func closeSubpath() { append(.closeSubpath) }

    /// Adds a closed rectangle.
    nonisolated public mutating func addRect(_ rect: CGRect) {
        elements.reserveCapacity(elements.count + 5)
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds a closed rectangle with elliptical corners (radii clamped to half the sides).
    nonisolated public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = max(0, min(cornerSize.width, rect.width / 2)), ry = max(0, min(cornerSize.height, rect.height / 2))
        guard rx > 0, ry > 0 else { return addRect(rect) }
        elements.reserveCapacity(elements.count + 9)
        let k = 0.5522847498  // cubic approximation of a quarter circle
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        move(to: CGPoint(x: x0 + rx, y: y0))
        addLine(to: CGPoint(x: x1 - rx, y: y0))
        addCurve(to: CGPoint(x: x1, y: y0 + ry), control1: CGPoint(x: x1 - rx + rx * k, y: y0), control2: CGPoint(x: x1, y: y0 + ry - ry * k))
        addLine(to: CGPoint(x: x1, y: y1 - ry))
        addCurve(to: CGPoint(x: x1 - rx, y: y1), control1: CGPoint(x: x1, y: y1 - ry + ry * k), control2: CGPoint(x: x1 - rx + rx * k, y: y1))
        addLine(to: CGPoint(x: x0 + rx, y: y1))
        addCurve(to: CGPoint(x: x0, y: y1 - ry), control1: CGPoint(x: x0 + rx - rx * k, y: y1), control2: CGPoint(x: x0, y: y1 - ry + ry * k))
        addLine(to: CGPoint(x: x0, y: y0 + ry))
        addCurve(to: CGPoint(x: x0 + rx, y: y0), control1: CGPoint(x: x0, y: y0 + ry - ry * k), control2: CGPoint(x: x0 + rx - rx * k, y: y0))
        closeSubpath()
    }

    /// Adds the closed ellipse inscribed in `rect`.
    nonisolated public mutating func addEllipse(in rect: CGRect) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: rect.width / 2, height: rect.height / 2))
    }

    /// Adds the path's elements.
    nonisolated public mutating func addPath(_ path: Path) { elements += path.elements }

    private mutating func append(_ element: Element) {
        elements.append(element)
        summary = nil
    }

    /// The summary given by the initialiser, or `path(n elements)`.
    public var description: String { summary ?? "path(\(elements.count) elements)" }

    package func named(_ name: String) -> Path {
        var copy = self
        copy.summary = name
        return copy
    }
}

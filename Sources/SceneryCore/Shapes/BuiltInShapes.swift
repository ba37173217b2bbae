/// A rectangle that fills its frame.
nonisolated public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a rectangle.
    nonisolated public init() {}
    /// The frame, inset.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)).named("rect") }
    /// The rectangle inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with rounded corners that fills its frame.
nonisolated public struct RoundedRectangle: InsettableShape {
    /// The corner radii.
    public var cornerSize: CGSize
    /// The corner style (both styles draw circular corners).
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a rounded rectangle with a corner radius.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a rounded rectangle with elliptical corners.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The frame with rounded corners, inset.
    nonisolated public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = CGSize(width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        var path = Path()
        path.addRoundedRect(in: inner, cornerSize: radius)
        return path.named("roundedRect(\(formatted(radius.width)))")
    }

    /// The rounded rectangle inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// How rounded corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Smoothly continuous corners (drawn as quarter circles in Scenery).
    case continuous
}

/// A circle, as large as fits in the proposal and centred in its frame: proposed 100×50 it
/// is 50×50.
nonisolated public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a circle.
    nonisolated public init() {}

    /// The circle's side is the smaller proposed dimension (nil counts as 10).
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    /// The largest circle centred in `rect`, inset.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - 2 * insetAmount
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: max(0, side), height: max(0, side))
        return Path(ellipseIn: square).named("circle")
    }

    /// The circle inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse that fills its frame.
nonisolated public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates an ellipse.
    nonisolated public init() {}
    /// The ellipse inscribed in the frame, inset.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    /// The ellipse inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle whose shorter sides are half circles, filling its frame.
nonisolated public struct Capsule: InsettableShape {
    /// The corner style.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    /// Creates a capsule.
    nonisolated public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// The capsule in the frame, inset.
    nonisolated public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inner.width, inner.height) / 2
        var path = Path()
        path.addRoundedRect(in: inner, cornerSize: CGSize(width: radius, height: radius))
        return path.named("capsule")
    }
    /// The capsule inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Circle {
    /// A circle.
    nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    nonisolated public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    nonisolated public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with a corner radius.
    nonisolated public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

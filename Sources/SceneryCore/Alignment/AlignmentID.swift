/// A type that identifies an alignment guide and gives its default value.
///
/// Declare a type, give it a default computed from a view's dimensions, and wrap it in a
/// ``HorizontalAlignment`` or ``VerticalAlignment``. The guide is identified by the type.
///
/// ```swift
/// struct MenuAlignment: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
/// }
/// extension HorizontalAlignment { static let menu = HorizontalAlignment(MenuAlignment.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value for a view that sets no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of one guide on one axis: what layout nodes are asked for.
///
/// `@unchecked Sendable`: it holds only a metatype (immutable) and plain values.
package struct AlignmentKey: Hashable, @unchecked Sendable, CustomStringConvertible {
    package let id: any AlignmentID.Type
    package let axis: Axis
    /// The guides of ``BuiltInGuide`` that containers with several children do not
    /// propagate (leading, centre, trailing, top, bottom); baselines and custom guides do.
    package let isPositional: Bool

    package init(_ id: any AlignmentID.Type, axis: Axis, isPositional: Bool = false) {
        self.id = id
        self.axis = axis
        self.isPositional = isPositional
    }

    package func defaultValue(in dimensions: ViewDimensions) -> CGFloat { id.defaultValue(in: dimensions) }

    package static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    package var description: String { "\(id)" }
}

/// The built-in guides' identities.
package enum BuiltInGuide {
    package enum Leading: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    package enum HorizontalCenter: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }
    package enum Trailing: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }
    package enum Top: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    package enum VerticalCenter: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    package enum Bottom: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    /// A view without text has its baselines at its bottom (book: "uses its height").
    package enum FirstTextBaseline: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    package enum LastTextBaseline: AlignmentID {
        package static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
}

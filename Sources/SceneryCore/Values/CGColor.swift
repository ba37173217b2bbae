/// A colour as Core Graphics describes it: components in sRGB with an alpha. Linux has no
/// Core Graphics, so Scenery provides this small stand-in for the APIs that take one
/// (`ColorPicker(selection:)` with a `Binding<CGColor>`, `Color(cgColor:)`).
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each in 0...1.
    public let components: [CGFloat]?
    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }
    /// How many components (4: red, green, blue, alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// Creates a colour from sRGB components.
    nonisolated public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Creates a colour from red, green and blue components (taken as sRGB).
    nonisolated public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey.
    nonisolated public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// A copy with another alpha.
    nonisolated public func copy(alpha: CGFloat) -> CGColor? {
        let c = components ?? [0, 0, 0, 1]
        return CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// The components, as text.
    public var description: String { "CGColor(\((components ?? []).map { "\(Double($0))" }.joined(separator: ", ")))" }

    nonisolated public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

extension Color {
    /// Creates a colour from a ``CGColor``.
    nonisolated public init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        self.init(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), opacity: Double(cgColor.alpha))
    }

    /// The colour as a ``CGColor`` (a fixed colour's components; the light variant of a
    /// colour that has two), or nil for a named colour, which needs its catalogue.
    nonisolated public var cgColor: CGColor? {
        guard provider == nil || { if case .appearance = provider { true } else { false } }() else { return nil }
        return CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}

/// A variant of a symbol: filled, in a circle, slashed… (`.symbolVariant(_:)`).
///
/// A symbol image drawn under a variant uses the symbol of the variant's name when there is
/// one (`star` with `.fill` is `star.fill`; `bell` with `.slash.fill` is
/// `bell.slash.fill`), and the symbol itself otherwise. Variants combine: `.circle.fill`.
nonisolated public struct SymbolVariants: Hashable, Sendable {
    /// The parts of the variant: a shape, a slash, a fill.
    private var shapeName: String?
    private var hasSlash = false
    private var hasFill = false
    private var isNone = false

    /// No variant: the symbol as named (also removes the variants set further out).
    nonisolated public static let none = SymbolVariants(isNone: true)
    /// The symbol in a circle.
    nonisolated public static let circle = SymbolVariants(shapeName: "circle")
    /// The symbol in a square.
    nonisolated public static let square = SymbolVariants(shapeName: "square")
    /// The symbol in a rectangle.
    nonisolated public static let rectangle = SymbolVariants(shapeName: "rectangle")
    /// The symbol filled.
    nonisolated public static let fill = SymbolVariants(hasFill: true)
    /// The symbol slashed.
    nonisolated public static let slash = SymbolVariants(hasSlash: true)

    /// This variant in a circle.
    nonisolated public var circle: SymbolVariants { with { $0.shapeName = "circle" } }
    /// This variant in a square.
    nonisolated public var square: SymbolVariants { with { $0.shapeName = "square" } }
    /// This variant in a rectangle.
    nonisolated public var rectangle: SymbolVariants { with { $0.shapeName = "rectangle" } }
    /// This variant filled.
    nonisolated public var fill: SymbolVariants { with { $0.hasFill = true } }
    /// This variant slashed.
    nonisolated public var slash: SymbolVariants { with { $0.hasSlash = true } }

    /// Whether this variant includes `other`'s parts.
    nonisolated public func contains(_ other: SymbolVariants) -> Bool {
        if other.isNone { return shapeName == nil && !hasSlash && !hasFill }
        return (other.shapeName == nil || other.shapeName == shapeName) && (!other.hasSlash || hasSlash) && (!other.hasFill || hasFill)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        copy.isNone = false
        change(&copy)
        return copy
    }

    /// `outer` with this variant applied inside it: `.none` clears, others add their parts.
    func applied(inside outer: SymbolVariants) -> SymbolVariants {
        guard !isNone else { return .none }
        var result = outer
        result.isNone = false
        if let shapeName { result.shapeName = shapeName }
        if hasSlash { result.hasSlash = true }
        if hasFill { result.hasFill = true }
        return result
    }

    /// The name of `name`'s symbol in this variant: the name with the variant's parts
    /// appended in SF Symbols' order (slash, shape, fill), leaving out parts the name
    /// already has. `star` + `.fill` → `star.fill`; `bell` + `.slash.fill` → `bell.slash.fill`.
    func name(for name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        if hasSlash && !parts.contains("slash") { parts.append("slash") }
        if let shape = shapeName, !parts.contains(shape) {
            // The fill goes after the shape: `circle` on `heart.fill` → `heart.circle.fill`.
            if parts.last == "fill" { parts.insert(shape, at: parts.count - 1) } else { parts.append(shape) }
        }
        if hasFill && parts.last != "fill" { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static var defaultValue: SymbolVariants { .none }
}

extension EnvironmentValues {
    /// The variant the symbol images here are drawn in (`.none` by default).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbol images inside this view in `variant` (added to the variants set
    /// further out; `.none` removes them).
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(_EnvironmentWritingModifier { $0.symbolVariants = variant.applied(inside: $0.symbolVariants) })
    }
}

/// Which symbol names the drawing backend can draw: SceneryCairo's symbol artwork, set
/// when a painter is created. Without one every name counts as drawable.
@MainActor
package enum SymbolNames {
    /// Whether a symbol of this name can be drawn (the backend's table or icon themes).
    package static var provider: (@MainActor (String) -> Bool)?

    /// The name drawn for `name` in `variants`: the variant's symbol when it can be
    /// drawn, else `name`.
    static func resolve(_ name: String, variants: SymbolVariants) -> String {
        let variant = variants.name(for: name)
        guard variant != name else { return name }
        return provider?(variant) ?? true ? variant : name
    }
}

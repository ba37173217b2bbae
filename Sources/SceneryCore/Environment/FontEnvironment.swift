/// What the view-level font modifiers (`bold()`, `italic()`, `fontWeight(_:)`,
/// `fontDesign(_:)`, `monospaced()`) set: changes applied on top of the environment's
/// font, whichever font an inner `.font(_:)` chooses — as in SwiftUI, where
/// `VStack { Text("a").font(.title) }.bold()` shows a bold title.
package struct FontAdjustments: Hashable, Sendable {
    package var weight: Font.Weight?
    package var isItalic = false
    package var design: Font.Design?

    package func apply(to font: Font) -> Font {
        var font = font
        if let weight { font.weight = weight }
        if isItalic { font.isItalic = true }
        // A design changes system fonts only; a custom family stays.
        if let design, ["sans-serif", "serif", "monospace"].contains(font.family) { font.family = design.family }
        return font
    }
}

private struct FontAdjustmentsKey: EnvironmentKey {
    static var defaultValue: FontAdjustments { FontAdjustments() }
}

extension EnvironmentValues {
    /// The view-level font modifiers in effect.
    package var fontAdjustments: FontAdjustments {
        get { self[FontAdjustmentsKey.self] }
        set { self[FontAdjustmentsKey.self] = newValue }
    }
}

extension View {
    /// Makes text inside this view bold (when `isActive`).
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        updatingEnvironment { if isActive { $0.fontAdjustments.weight = .bold } }
    }

    /// Makes text inside this view italic (when `isActive`).
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        updatingEnvironment { if isActive { $0.fontAdjustments.isItalic = true } }
    }

    /// Sets the weight of text inside this view; nil keeps each font's own.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        updatingEnvironment { $0.fontAdjustments.weight = weight }
    }

    /// Sets the design of system fonts inside this view; nil keeps each font's own.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        updatingEnvironment { $0.fontAdjustments.design = design }
    }

    /// Uses the fixed-width face for text inside this view (when `isActive`).
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        updatingEnvironment { if isActive { $0.fontAdjustments.design = .monospaced } }
    }
}

/// The preference `preferredColorScheme(_:)` sets: the first non-nil scheme in view order.
package struct PreferredColorSchemeKey: PreferenceKey {
    package static let defaultValue: ColorScheme? = nil

    package static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets the colour scheme of the window that shows this view: `.dark` makes the whole
    /// window dark (its background, the semantic and system colours, named colours' dark
    /// variants, `@Environment(\.colorScheme)`), `.light` light, and nil leaves the choice
    /// to the system. When several views of a window prefer a scheme, the first in view
    /// order wins. A Scenery window follows it as a desktop window does.
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}

/// The colour scheme the views of a window prefer, nil when none does. Read after layout.
@MainActor
package func preferredColorScheme(of root: ViewNode) -> ColorScheme? {
    reducedPreference(PreferredColorSchemeKey.self, in: root) ?? nil
}

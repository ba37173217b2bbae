/// The preference `navigationTitle(_:)` sets: the first title in view order; a title set
/// on a view replaces the titles inside it.
package struct NavigationTitleKey: PreferenceKey {
    package static let defaultValue: String? = nil

    package static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets the title of this view for navigation. A window shows the title of its content
    /// in its title bar (X11: `_NET_WM_NAME` and `WM_NAME`) and reports it to the scene host
    /// (`scenectl list`); without one the window keeps its scene's title or the app's name.
    ///
    /// The title travels as a preference: when several views set one, the first in view
    /// order wins, and a title on a view replaces the titles inside it.
    @_disfavoredOverload
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        preference(key: NavigationTitleKey.self, value: String(title))
    }

    /// Sets the title of this view for navigation to the localized string for `titleKey`
    /// (a string literal is a key: see ``LocalizedStringKey``), without its Markdown styling.
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    /// Sets the title of this view for navigation from a binding, and makes it editable:
    /// clicking the title in the header bar turns it into a field; typing updates the
    /// binding as the person types, and Return, Escape or a click elsewhere ends editing.
    /// A change of the binding shows in the header and the window's title.
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View {
        nonisolated(unsafe) let title = title
        return wrapNodes { node, _ in
            let editor = PreferenceWriterNode<NavigationTitleEditorKey>(child: node) { _, _ in title }
            return PreferenceWriterNode<NavigationTitleKey>(child: editor) { _, _ in title.wrappedValue }
        }
    }

    /// Sets the title of this view for navigation from a `Text` (its characters, resolved
    /// where the title is set: localized, without styling).
    nonisolated public func navigationTitle(_ title: Text) -> some View {
        wrapNodes { node, context in
            let value = title.plainString(in: context.environment)
            return PreferenceWriterNode<NavigationTitleKey>(child: node) { _, _ in value }
        }
    }
}

/// The title a window shows for its content: the `navigationTitle` of its views, nil when
/// none sets one. Read after layout.
@MainActor
package func navigationTitle(of root: ViewNode) -> String? {
    reducedPreference(NavigationTitleKey.self, in: root) ?? nil
}

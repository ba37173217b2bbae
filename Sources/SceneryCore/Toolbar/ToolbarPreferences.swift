/// One item a view put in the toolbar: a view or a spacer at a placement, with the
/// environment of the view that declared it.
struct ToolbarEntry {
    enum Content {
        case view(AnyView)
        case spacer(SpacerSizing)
    }

    /// Unique among the entries of one header: the declaring view's identity and the item's
    /// place in its declaration (or its `id`).
    var id: String
    var placement: ToolbarItemPlacement
    var content: Content
    /// The environment where the toolbar was declared; the item resolves in it.
    var environment: EnvironmentValues?
}

/// The toolbar items of a view and the views inside it, in view order. A navigation stack
/// shows those of its top view in its header and lets none pass above it; a window shows
/// the ones no stack took in a header bar of its own.
struct ToolbarItemsKey: PreferenceKey {
    nonisolated(unsafe) static let defaultValue: [ToolbarEntry] = []
    static func reduce(value: inout [ToolbarEntry], nextValue: () -> [ToolbarEntry]) {
        value += nextValue()
    }
}

/// `navigationSubtitle(_:)`: the first in view order.
package struct NavigationSubtitleKey: PreferenceKey {
    package static let defaultValue: String? = nil
    package static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

/// `navigationTitle(_: Binding<String>)`: the binding of an editable title (the first in
/// view order). The header edits it when its value is the title shown.
package struct NavigationTitleEditorKey: PreferenceKey {
    nonisolated(unsafe) package static let defaultValue: Binding<String>? = nil
    package static func reduce(value: inout Binding<String>?, nextValue: () -> Binding<String>?) {
        if value == nil { value = nextValue() }
    }
}

/// `navigationBarBackButtonHidden(_:)`: true when a view of the top view hides it.
package struct NavigationBackButtonHiddenKey: PreferenceKey {
    package static let defaultValue = false
    package static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// `toolbar(_:for:)`: the visibility of each bar (the first in view order wins).
package struct ToolbarVisibilityKey: PreferenceKey {
    package static let defaultValue: [ToolbarPlacement: Visibility] = [:]
    package static func reduce(value: inout [ToolbarPlacement: Visibility], nextValue: () -> [ToolbarPlacement: Visibility]) {
        value.merge(nextValue()) { first, _ in first }
    }
}

/// What a header bar shows, gathered from the preferences of a view (a stack's top view,
/// or a window's content).
struct HeaderContent {
    var title: String?
    var subtitle: String?
    /// The binding of an editable title, when its value is ``title``.
    var titleEditor: Binding<String>?
    var items: [ToolbarEntry] = []
    var search: SearchFieldEntry?
    var backButtonHidden = false
    var visibility: Visibility = .automatic
    var removed: Set<ToolbarDefaultItemKind> = []

    /// Reads the preferences of `node` (they need no layout).
    @MainActor init(of node: ViewNode) {
        title = navigationTitle(of: node)
        subtitle = reducedPreference(NavigationSubtitleKey.self, in: node) ?? nil
        if let editor = reducedPreference(NavigationTitleEditorKey.self, in: node) ?? nil, editor.wrappedValue == title {
            titleEditor = editor
        }
        items = reducedPreference(ToolbarItemsKey.self, in: node) ?? []
        search = (reducedPreference(SearchFieldKey.self, in: node) ?? []).first
        backButtonHidden = reducedPreference(NavigationBackButtonHiddenKey.self, in: node) ?? false
        let bars = reducedPreference(ToolbarVisibilityKey.self, in: node) ?? [:]
        visibility = bars.first { $0.key.isHeaderBar }?.value ?? .automatic
        removed = reducedPreference(RemovedToolbarItemsKey.self, in: node) ?? []
        if removed.contains(.search) { search = nil }
    }

    /// Whether a window without a navigation stack needs a header bar for this content.
    var needsWindowHeader: Bool { visibility != .hidden && (!items.isEmpty || search != nil) }
}

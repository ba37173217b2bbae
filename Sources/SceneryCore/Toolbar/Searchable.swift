/// Where a search field goes, for `searchable(text:placement:prompt:)`. On a Linux header
/// bar every placement puts the field at the trailing edge of the header of the navigation
/// stack (or window) around the view, except that `.sidebar` asks a split view to show it in
/// its sidebar column: the field travels up as a preference with its placement, and a
/// `NavigationSplitView` may take the `.sidebar` ones from its sidebar column (until one
/// does, they show in the header like the others). A placement that cannot be satisfied
/// falls back to the automatic one.
nonisolated public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// As the system decides: the trailing edge of the header bar.
    nonisolated public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar: the trailing edge of the header bar.
    nonisolated public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar of a split view (a hook the split view reads; otherwise the header).
    nonisolated public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In a drawer under the navigation bar (iOS): the header bar.
    nonisolated public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    /// In the centre of the toolbar (macOS, iPadOS): the header bar's trailing edge.
    nonisolated public static let toolbarPrincipal = SearchFieldPlacement(name: "toolbarPrincipal")

    /// In a drawer under the navigation bar, shown as `displayMode` says (iOS): the header bar.
    nonisolated public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    /// When a navigation bar drawer shows its search field (iOS).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let name: String
        /// As the system decides.
        nonisolated public static let automatic = NavigationBarDrawerDisplayMode(name: "automatic")
        /// Always shown.
        nonisolated public static let always = NavigationBarDrawerDisplayMode(name: "always")
    }
}

/// The search field a `searchable` modifier adds, as it travels up to the header.
struct SearchFieldEntry {
    var id: String
    var text: Binding<String>
    var prompt: String
    var placement: SearchFieldPlacement
    /// The `isSearching` of the views inside the modifier.
    var isSearching: Binding<Bool>
    /// The `onSubmit(of: .search)` actions around the modifier, innermost first: Return in
    /// the field runs them.
    var onSubmit: [@MainActor () -> Void] = []
}

/// The search fields of a view and the views inside it, in view order (the header shows
/// the first). A split view can read it to find the `.sidebar` ones.
struct SearchFieldKey: PreferenceKey {
    nonisolated(unsafe) static let defaultValue: [SearchFieldEntry] = []
    static func reduce(value: inout [SearchFieldEntry], nextValue: () -> [SearchFieldEntry]) {
        value += nextValue()
    }
}

/// An action that ends the current search: it clears the search field's text, takes the
/// focus from it and sets `isSearching` to false. Read it with
/// `@Environment(\.dismissSearch)` inside a `searchable` view.
public struct DismissSearchAction: Equatable, Sendable {
    let box: DismissSearchBox?

    /// Ends the search (nothing outside a `searchable` view).
    @MainActor public func callAsFunction() { box?.dismiss() }

    public nonisolated static func == (a: Self, b: Self) -> Bool { a.box === b.box }
}

/// What `dismissSearch` does for one `searchable` view.
final class DismissSearchBox: @unchecked Sendable {
    // @unchecked: created and called on the main actor only.
    var dismiss: @MainActor () -> Void = {}
}

private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(box: nil) }
}

extension EnvironmentValues {
    /// Whether the person is searching in the search field of the enclosing `searchable`
    /// view: true from when the field takes the focus until the search is dismissed (the
    /// field loses the focus while empty, or `dismissSearch` runs).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Ends the search of the enclosing `searchable` view.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

extension View {
    /// Marks this view as searchable: a search field shows at the trailing edge of the
    /// header bar of the navigation stack (or window) around it; typing in it updates
    /// `text`. `prompt` is the placeholder ("Search" when nil). Inside, `isSearching` and
    /// `dismissSearch` are set.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableView(content: self, text: text, placement: placement, prompt: prompt)
    }

    /// Marks this view as searchable, with the prompt's localized string.
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Marks this view as searchable, with a prompt string.
    @_disfavoredOverload
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: Text(verbatim: String(prompt)))
    }
}

/// A `searchable` view: keeps `isSearching`, publishes the field, sets the environment.
nonisolated struct SearchableView<Content: View>: View {
    let content: Content
    let text: Binding<String>
    let placement: SearchFieldPlacement
    let prompt: Text?
    @State private var isSearching = false
    @State private var dismissBox = DismissSearchBox()

    @MainActor var body: some View {
        let text = self.text
        let searching = $isSearching
        dismissBox.dismiss = {
            text.wrappedValue = ""
            searching.wrappedValue = false
        }
        let placement = self.placement
        let prompt = self.prompt
        return content
            .environment(\.isSearching, isSearching)
            .environment(\.dismissSearch, DismissSearchAction(box: dismissBox))
            .wrapNodes { node, context in
                let entry = SearchFieldEntry(
                    id: "\(context.path)", text: text,
                    prompt: prompt.map { $0.plainString(in: context.environment) } ?? "Search",
                    placement: placement, isSearching: searching,
                    onSubmit: context.environment.searchSubmitActions)
                // On a stack (or a split view whose detail is one): in the stack's header.
                if let stack = OuterHeaderContent.stack(under: node) {
                    stack.outerHeader.setSearch(entry, key: entry.id)
                    return node
                }
                return PreferenceWriterNode<SearchFieldKey>(child: node) { inner, _ in [entry] + (inner ?? []) }
            }
    }
}

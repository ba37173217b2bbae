/// A view that switches between multiple child views using interactive user interface
/// elements: a tab bar at the top (or a sidebar, or page dots, by `tabViewStyle(_:)`) and
/// the selected tab's view.
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill", value: 0) { ReceivedView() }
///         .badge(2)
///     Tab("Sent", systemImage: "tray.and.arrow.up.fill", value: 1) { SentView() }
/// }
/// ```
///
/// Selecting a tab writes its value to the binding, and setting the binding selects the
/// tab with that value (the first one when several have it; the first tab shows, with the
/// binding left as it is, when none has it). Each tab keeps its state while another is
/// selected; only the selected tab is laid out and drawn, and only its preferences (its
/// `navigationTitle`) reach the window. Ctrl+Tab, Ctrl+Shift+Tab, Ctrl+Page Down,
/// Ctrl+Page Up and Alt+1 … Alt+9, Alt+0 switch tabs while the focus is inside the tab
/// view. docs/tabs.md describes the design.
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    @State private var ownSelection: AnyHashable?
    @State private var showsSidebar = true
    @State private var model = TabViewModel()
    private let selection: Binding<SelectionValue>?
    private let source: TabSource

    @MainActor public var body: some View {
        let model = self.model
        let selection = self.selection
        let own = $ownSelection
        let current: TabSelection?
        if let selection {
            current = .value(AnyHashable(selection.wrappedValue))
        } else {
            current = own.wrappedValue.map { .key($0) }
        }
        model.choose = { entry in
            if let selection {
                if let value = entry.value?.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                own.wrappedValue = entry.key
            }
        }
        model.showsSidebarState = $showsSidebar
        return TabViewContent(
            model: model, source: source, selection: current, showsSidebar: showsSidebar, hasBinding: selection != nil)
            .onKeyPress(phases: [.down, .repeat]) { press in model.handleKey(press) }
    }
}

extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for
    /// its tabs.
    nonisolated public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        nonisolated(unsafe) let selection = selection
        self.selection = selection
        source = .tabs(content())
    }

    /// Creates a tab view that uses a builder to create its tabs.
    nonisolated public init<C: TabContent>(
        @TabContentBuilder<Never> content: () -> C
    ) where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        selection = nil
        source = .tabs(content())
    }

    /// Creates a tab view of views, each with a `.tabItem` label and a `.tag` selection
    /// value (the older API; the page style uses it for a `ForEach` of pages).
    nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        nonisolated(unsafe) let selection = selection
        self.selection = selection
        source = .views(content())
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view of views, each with a `.tabItem` label (the older API).
    nonisolated public init(@ViewBuilder content: () -> Content) {
        selection = nil
        source = .views(content())
    }
}

/// What a tab view's content is: tab content (`Tab`s) or views (with `.tabItem`).
nonisolated struct TabSource: @unchecked Sendable {
    enum Kind {
        case tabs(@MainActor (inout TabCollection, TabCollectContext) -> Void)
        case views(@MainActor (inout [ViewNode], ResolveContext) -> Void)
    }
    let kind: Kind

    static func tabs<C: TabContent>(_ content: C) -> TabSource {
        let content = MainActorBound(content)
        return TabSource(kind: .tabs { tabs, context in SceneryCore.collectTabs(content.value, into: &tabs, context: context) })
    }

    static func views<V: View>(_ content: V) -> TabSource {
        let content = MainActorBound(content)
        return TabSource(kind: .views { nodes, context in SceneryCore.resolve(content.value, into: &nodes, context: context) })
    }
}

/// The selection a tab view shows: a value of the bound selection, or (without a binding)
/// the identity of the tab chosen last.
package enum TabSelection: Hashable {
    case value(AnyHashable)
    case key(AnyHashable)
}

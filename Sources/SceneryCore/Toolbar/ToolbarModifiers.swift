public import FoundationEssentials

extension View {
    /// Populates the toolbar with the specified items: the header bar of the navigation
    /// stack around this view (it changes with every push and pop) — or of the stack this
    /// modifier is on (`NavigationStack { … }.toolbar { … }`), whose header shows the items
    /// on every page — or, in a window without a stack, a header bar at the top of the
    /// window. docs/toolbars.md says where each placement goes.
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let content = MainActorBound(content())
        return toolbarWriter { key, entries in toolbarEntries(of: content.value, key: key, into: &entries) }
    }

    /// Populates the toolbar with views: together they are one item at the automatic
    /// placement (the trailing edge).
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let content = MainActorBound(content())
        return toolbarWriter { key, entries in
            entries.append(ToolbarEntry(id: key, placement: .automatic, content: .view(AnyView(content.value))))
        }
    }

    /// Populates the toolbar with customizable items. Scenery's header bar is not
    /// customizable by the person using the app; `id` is accepted.
    nonisolated public func toolbar<Content: CustomizableToolbarContent>(
        id: String, @ToolbarContentBuilder content: () -> Content
    ) -> some View {
        let content = MainActorBound(content())
        return toolbarWriter { key, entries in toolbarEntries(of: content.value, key: "\(key) \(id)", into: &entries) }
    }

    /// Writes the toolbar entries `build` makes, with this view's environment, after those
    /// of the views inside; on a navigation stack (or a split view whose detail is one) the
    /// stack's header shows them with its top view's items (``OuterHeaderContent``).
    nonisolated private func toolbarWriter(
        _ build: @escaping @MainActor (_ key: String, _ entries: inout [ToolbarEntry]) -> Void
    ) -> some View {
        wrapNodes { node, context in
            var entries: [ToolbarEntry] = []
            let key = "\(context.path)"
            build(key, &entries)
            for index in entries.indices { entries[index].environment = context.environment }
            if let stack = OuterHeaderContent.stack(under: node) {
                stack.outerHeader.setToolbar(entries, key: key)
                return node
            }
            return PreferenceWriterNode<ToolbarItemsKey>(child: node) { inner, _ in (inner ?? []) + entries }
        }
    }

    /// Specifies the visibility of bars managed by SwiftUI: `.hidden` for the header bar
    /// (`.automatic`, `.navigationBar`, `.windowToolbar`, or no bar named) removes the
    /// header of the navigation stack while this view is its top view; the back inputs
    /// (Alt+Left, Escape, the mouse's back button) still pop. Other bars are recorded for
    /// the containers that draw them.
    nonisolated public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let bars = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
        let value = Dictionary(bars.map { ($0, visibility) }, uniquingKeysWith: { first, _ in first })
        return preference(key: ToolbarVisibilityKey.self, value: value)
    }

    /// Specifies the visibility of bars managed by SwiftUI (the newer name of
    /// ``toolbar(_:for:)``).
    nonisolated public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let bars = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
        let value = Dictionary(bars.map { ($0, visibility) }, uniquingKeysWith: { first, _ in first })
        return preference(key: ToolbarVisibilityKey.self, value: value)
    }

    /// Sets the role of the toolbar. Accepted; the header bar looks the same for every role.
    nonisolated public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Configures the toolbar title display mode. Accepted; the header bar shows the title
    /// inline.
    nonisolated public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View { self }

    /// Configures the title display mode of the navigation bar (iOS). Accepted; no effect.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Hides the back button of the navigation stack's header while this view is the top
    /// view (for that view only). The stack is unchanged: `dismiss`, the path and the back
    /// keys still pop.
    nonisolated public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        preference(key: NavigationBackButtonHiddenKey.self, value: hidesBackButton)
    }

    /// Configures the subtitle for purposes of navigation: shown under the title in the
    /// header bar, in smaller secondary text. The window's title (`_NET_WM_NAME`) stays the
    /// title alone, as GNOME applications show it.
    @_disfavoredOverload
    nonisolated public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        preference(key: NavigationSubtitleKey.self, value: String(subtitle))
    }

    /// Configures the subtitle for purposes of navigation, from a localized string key.
    nonisolated public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
        navigationSubtitle(Text(subtitleKey))
    }

    /// Configures the subtitle for purposes of navigation, from a `Text` (its characters).
    nonisolated public func navigationSubtitle(_ subtitle: Text) -> some View {
        wrapNodes { node, context in
            let value = subtitle.plainString(in: context.environment)
            return PreferenceWriterNode<NavigationSubtitleKey>(child: node) { _, _ in value }
        }
    }

    /// Configures the view's document for purposes of navigation. macOS shows a proxy icon
    /// for it in the title bar; X11 title bars have none, so this changes nothing (the
    /// title stays the `navigationTitle`).
    nonisolated public func navigationDocument(_ url: URL) -> some View { self }

    /// Toolbar background visibility (iOS). Accepted; the header bar always has its
    /// background.
    nonisolated public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}

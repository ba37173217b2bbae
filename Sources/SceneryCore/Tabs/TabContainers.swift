extension ForEach: TabContent, PrimitiveTabContent where Content: TabContent {
    /// The selection type of the tabs.
    public typealias TabValue = Content.TabValue

    /// Creates one tab (or tab content) per element of `data`, identified by `id`.
    nonisolated public init<V: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TabContentBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TabValue {
        self.data = data
        self.content = content
        nonisolated(unsafe) let id = id
        identify = { $0[keyPath: id] }
    }

    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        for element in data {
            SceneryCore.collectTabs(content(element), into: &tabs, context: context.child(AnyHashable(identify(element))))
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: TabContent {
    /// Creates one tab (or tab content) per identifiable element of `data`.
    nonisolated public init<V: Hashable>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TabValue {
        self.data = data
        self.content = content
        identify = { $0.id }
    }
}

extension Group: TabContent, PrimitiveTabContent where Content: TabContent {
    /// The selection type of the tabs.
    public typealias TabValue = Content.TabValue

    /// Creates a group of the tabs `content` builds (a modifier on the group applies to
    /// each of them).
    nonisolated public init<V: Hashable>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
        self.content = content()
    }

    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        SceneryCore.collectTabs(content, into: &tabs, context: context)
    }
}

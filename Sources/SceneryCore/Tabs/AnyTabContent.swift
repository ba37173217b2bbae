/// Type erased tab content.
nonisolated public struct AnyTabContent<TabValue: Hashable>: TabContent, PrimitiveTabContent {
    /// Primitive tab content has no body.
    public typealias Body = Never
    let collect: @MainActor (inout TabCollection, TabCollectContext) -> Void

    /// Create an instance that type-erases `tabContent`.
    nonisolated public init<C: TabContent>(_ tabContent: C) where C.TabValue == TabValue {
        let content = MainActorBound(tabContent)
        collect = { tabs, context in SceneryCore.collectTabs(content.value, into: &tabs, context: context) }
    }

    /// Primitive tab content has no body.
    public var body: Never { return fatalError("AnyTabContent has no body") }

    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        collect(&tabs, context)
    }
}

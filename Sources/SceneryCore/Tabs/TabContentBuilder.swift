/// A result builder that constructs tabs for a tab view that supports programmatic
/// selection. This builder requires that all tabs in the tab view have the same selection
/// type.
@resultBuilder
nonisolated public struct TabContentBuilder<TabValue: Hashable> {
    /// The view a `TabView` holds for tab content (it resolves only inside a `TabView`).
    nonisolated public struct Content<C: TabContent>: View, PrimitiveView where C.TabValue == TabValue {
        let content: C

        @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
            RuntimeWarnings.warnOnce("Tab content (\(C.self)) shows only inside a TabView")
        }
    }

    /// Each expression is tab content with this builder's selection type.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// One piece of content is itself.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// `if` without `else`.
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }

    /// `if` without `else`.
    public static func buildOptional<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }

    /// The true branch of `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(storage: .first(first))
    }

    /// The false branch of `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(storage: .second(second))
    }

    /// 2 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1) -> TupleTabContent<TabValue, (C0, C1)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue {
        let values = MainActorBound((c0, c1))
        return TupleTabContent(value: (c0, c1)) { tabs, context in
            let (c0, c1) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
        }
    }

    /// 3 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleTabContent<TabValue, (C0, C1, C2)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
        let values = MainActorBound((c0, c1, c2))
        return TupleTabContent(value: (c0, c1, c2)) { tabs, context in
            let (c0, c1, c2) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
            collectTabs(c2, into: &tabs, context: context.child(2))
        }
    }

    /// 4 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleTabContent<TabValue, (C0, C1, C2, C3)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
        let values = MainActorBound((c0, c1, c2, c3))
        return TupleTabContent(value: (c0, c1, c2, c3)) { tabs, context in
            let (c0, c1, c2, c3) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
            collectTabs(c2, into: &tabs, context: context.child(2))
            collectTabs(c3, into: &tabs, context: context.child(3))
        }
    }

    /// 5 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue {
        let values = MainActorBound((c0, c1, c2, c3, c4))
        return TupleTabContent(value: (c0, c1, c2, c3, c4)) { tabs, context in
            let (c0, c1, c2, c3, c4) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
            collectTabs(c2, into: &tabs, context: context.child(2))
            collectTabs(c3, into: &tabs, context: context.child(3))
            collectTabs(c4, into: &tabs, context: context.child(4))
        }
    }

    /// 6 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
        let values = MainActorBound((c0, c1, c2, c3, c4, c5))
        return TupleTabContent(value: (c0, c1, c2, c3, c4, c5)) { tabs, context in
            let (c0, c1, c2, c3, c4, c5) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
            collectTabs(c2, into: &tabs, context: context.child(2))
            collectTabs(c3, into: &tabs, context: context.child(3))
            collectTabs(c4, into: &tabs, context: context.child(4))
            collectTabs(c5, into: &tabs, context: context.child(5))
        }
    }

    /// 7 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue {
        let values = MainActorBound((c0, c1, c2, c3, c4, c5, c6))
        return TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6)) { tabs, context in
            let (c0, c1, c2, c3, c4, c5, c6) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
            collectTabs(c2, into: &tabs, context: context.child(2))
            collectTabs(c3, into: &tabs, context: context.child(3))
            collectTabs(c4, into: &tabs, context: context.child(4))
            collectTabs(c5, into: &tabs, context: context.child(5))
            collectTabs(c6, into: &tabs, context: context.child(6))
        }
    }

    /// 8 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue {
        let values = MainActorBound((c0, c1, c2, c3, c4, c5, c6, c7))
        return TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6, c7)) { tabs, context in
            let (c0, c1, c2, c3, c4, c5, c6, c7) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
            collectTabs(c2, into: &tabs, context: context.child(2))
            collectTabs(c3, into: &tabs, context: context.child(3))
            collectTabs(c4, into: &tabs, context: context.child(4))
            collectTabs(c5, into: &tabs, context: context.child(5))
            collectTabs(c6, into: &tabs, context: context.child(6))
            collectTabs(c7, into: &tabs, context: context.child(7))
        }
    }

    /// 9 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue {
        let values = MainActorBound((c0, c1, c2, c3, c4, c5, c6, c7, c8))
        return TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) { tabs, context in
            let (c0, c1, c2, c3, c4, c5, c6, c7, c8) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
            collectTabs(c2, into: &tabs, context: context.child(2))
            collectTabs(c3, into: &tabs, context: context.child(3))
            collectTabs(c4, into: &tabs, context: context.child(4))
            collectTabs(c5, into: &tabs, context: context.child(5))
            collectTabs(c6, into: &tabs, context: context.child(6))
            collectTabs(c7, into: &tabs, context: context.child(7))
            collectTabs(c8, into: &tabs, context: context.child(8))
        }
    }

    /// 10 pieces of content, collected in order.
    public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> TupleTabContent<TabValue, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue, C9.TabValue == TabValue {
        let values = MainActorBound((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
        return TupleTabContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { tabs, context in
            let (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9) = values.value
            collectTabs(c0, into: &tabs, context: context.child(0))
            collectTabs(c1, into: &tabs, context: context.child(1))
            collectTabs(c2, into: &tabs, context: context.child(2))
            collectTabs(c3, into: &tabs, context: context.child(3))
            collectTabs(c4, into: &tabs, context: context.child(4))
            collectTabs(c5, into: &tabs, context: context.child(5))
            collectTabs(c6, into: &tabs, context: context.child(6))
            collectTabs(c7, into: &tabs, context: context.child(7))
            collectTabs(c8, into: &tabs, context: context.child(8))
            collectTabs(c9, into: &tabs, context: context.child(9))
        }
    }
}

/// Several pieces of tab content, as a `TabContentBuilder` makes them.
nonisolated public struct TupleTabContent<TabValue: Hashable, T>: TabContent, PrimitiveTabContent {
    /// Primitive tab content has no body.
    public typealias Body = Never
    /// The pieces.
    public var value: T
    let collect: @MainActor (inout TabCollection, TabCollectContext) -> Void

    init(value: T, collect: @escaping @MainActor (inout TabCollection, TabCollectContext) -> Void) {
        self.value = value
        self.collect = collect
    }

    /// Primitive tab content has no body.
    public var body: Never { return fatalError("TupleTabContent has no body") }

    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        collect(&tabs, context)
    }
}

/// The content of an `if`/`else` in a `TabContentBuilder`.
nonisolated public struct _ConditionalTabContent<T: TabContent, F: TabContent>: TabContent, PrimitiveTabContent
where T.TabValue == F.TabValue {
    /// The selection type of both branches.
    public typealias TabValue = T.TabValue
    /// Primitive tab content has no body.
    public typealias Body = Never
    enum Storage {
        case first(T)
        case second(F)
    }
    let storage: Storage

    /// Primitive tab content has no body.
    public var body: Never { return fatalError("_ConditionalTabContent has no body") }

    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        switch storage {
        case .first(let content): SceneryCore.collectTabs(content, into: &tabs, context: context.child(true))
        case .second(let content): SceneryCore.collectTabs(content, into: &tabs, context: context.child(false))
        }
    }
}

extension Optional: TabContent where Wrapped: TabContent {
    /// The wrapped content's selection type.
    public typealias TabValue = Wrapped.TabValue
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        if let content = self { SceneryCore.collectTabs(content, into: &tabs, context: context.child("some")) }
    }
}

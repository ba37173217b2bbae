/// Several views side by side, as a view builder makes them. Containers see the children
/// as one flat list, however builders nest.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// The views.
    public var value: T
    private let resolveChildren: @MainActor (inout [ViewNode], ResolveContext) -> Void
    /// The children as runs of lazily built rows (Containers/LazyRows.swift).
    let lazyChildren: @MainActor (ResolveContext) -> [LazyRowRun]

    /// Creates a tuple view from views.
    nonisolated public init<each V: View>(_ views: repeat each V) where T == (repeat each V) {
        value = (repeat each views)
        // Views are values built anywhere and resolved on the main actor (as in SwiftUI).
        let children = MainActorBound((repeat each views))
        resolveChildren = { nodes, context in
            var index = 0
            for view in repeat each children.value {
                SceneryCore.resolve(view, into: &nodes, context: context.child(.index(index)))
                index += 1
            }
        }
        lazyChildren = { context in
            var runs: [LazyRowRun] = []
            var index = 0
            for view in repeat each children.value {
                runs += SceneryCore.lazyRows(view, context: context.child(.index(index)))
                index += 1
            }
            return runs
        }
    }

    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        resolveChildren(&nodes, context)
    }
}

/// No view at all.
nonisolated public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    nonisolated public init() {}
    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {}
}

extension Optional: View where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    package var resolvesPurely: Bool { true }

    package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        if let store = context.graph?.animations {  // transitions (Animation/ContentSwitch.swift)
            var content: ContentSwitch.Content?
            if let view = self { content = { nodes, context in SceneryCore.resolve(view, into: &nodes, context: context) } }
            store.resolveSwitch(active: self == nil ? nil : .branch(true), content: content, order: [.branch(true)], into: &nodes, context: context)
            return
        }
        if let view = self { SceneryCore.resolve(view, into: &nodes, context: context.child(.branch(true))) }
    }
}

/// One of two views, as `if`/`else` in a view builder makes it.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    package var resolvesPurely: Bool { true }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        if let store = context.graph?.animations {  // transitions (Animation/ContentSwitch.swift)
            let (branch, content): (Bool, ContentSwitch.Content) = switch storage {
            case .trueContent(let view): (true, { nodes, context in SceneryCore.resolve(view, into: &nodes, context: context) })
            case .falseContent(let view): (false, { nodes, context in SceneryCore.resolve(view, into: &nodes, context: context) })
            }
            store.resolveSwitch(active: .branch(branch), content: content, order: [.branch(true), .branch(false)], into: &nodes, context: context)
            return
        }
        switch storage {
        case .trueContent(let view): SceneryCore.resolve(view, into: &nodes, context: context.child(.branch(true)))
        case .falseContent(let view): SceneryCore.resolve(view, into: &nodes, context: context.child(.branch(false)))
        }
    }
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
    private let resolveView: @MainActor (inout [ViewNode], ResolveContext) -> Void

    /// Wraps `view`, erasing its type.
    nonisolated public init<V: View>(_ view: V) {
        // Views are values built anywhere and resolved on the main actor (as in SwiftUI).
        nonisolated(unsafe) let view = view
        resolveView = { nodes, context in SceneryCore.resolve(view, into: &nodes, context: context) }
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        resolveView(&nodes, context)
    }
}

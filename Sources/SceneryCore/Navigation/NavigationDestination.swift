extension View {
    /// Declares the view a `NavigationStack` shows for values of type `D`: for the values
    /// of its path and those that `NavigationLink(value:)` pushes. The declaration is
    /// visible from anywhere inside the stack (the root and the views pushed on it).
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        nonisolated(unsafe) let destination = destination
        return modifier(_NavigationDestinationModifier { context in
            // A saved path names its types: a restored one finds the declared ones first.
            if D.self is any (Codable & Hashable).Type { NavigationPathCoding.declare(D.self) }
            let show: @MainActor (any Hashable) -> AnyView = { value in AnyView(destination(value as! D)) }
            if let model = context.environment.navigationStackModel {
                model.destinations[ObjectIdentifier(D.self)] = show
            } else if let split = context.environment.navigationSplitColumn {
                // In a split view outside a stack: the columns after the link show it.
                split.coordinator.destinations[ObjectIdentifier(D.self)] = show
            }
        })
    }

    /// Pushes `destination` on the enclosing stack while `isPresented` is true; popping it
    /// (the back button, `dismiss`) sets `isPresented` to false.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        nonisolated(unsafe) let isPresented = isPresented
        let destination = AnyView(destination())
        return NavigationPresenter(content: self, isPresented: { isPresented.wrappedValue }) {
            isPresented.wrappedValue = false
        } destination: {
            destination
        }
    }

    /// Pushes the view for `item` on the enclosing stack while `item` is not nil; popping
    /// it sets `item` to nil.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        nonisolated(unsafe) let item = item
        nonisolated(unsafe) let destination = destination
        return NavigationPresenter(content: self, isPresented: { item.wrappedValue != nil }) {
            item.wrappedValue = nil
        } destination: {
            item.wrappedValue.map { AnyView(destination($0)) } ?? AnyView(EmptyView())
        }
    }
}

/// Registers something with the enclosing navigation stack each time the modified view
/// resolves, then resolves the view.
nonisolated public struct _NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let register: MainActorBound<@MainActor (ResolveContext) -> Void>

    init(_ register: @escaping @MainActor (ResolveContext) -> Void) {
        self.register = MainActorBound(register)
    }

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        register.value(context)
        content(&nodes, context)
    }
}

/// A view with an `isPresented`/`item` destination: its body reads the binding, so it runs
/// again when the binding changes and the stack around it re-resolves and shows or drops
/// the destination.
nonisolated struct NavigationPresenter<Content: View>: View {
    let content: Content
    let isPresented: MainActorBound<@MainActor () -> Bool>
    let dismiss: MainActorBound<@MainActor () -> Void>
    let destination: MainActorBound<@MainActor () -> AnyView>

    init(
        content: Content, isPresented: @escaping @MainActor () -> Bool, dismiss: @escaping @MainActor () -> Void,
        destination: @escaping @MainActor () -> AnyView
    ) {
        self.content = content
        self.isPresented = MainActorBound(isPresented)
        self.dismiss = MainActorBound(dismiss)
        self.destination = MainActorBound(destination)
    }

    @MainActor var body: some View {
        let presented = isPresented.value()
        let dismiss = self.dismiss.value
        let destination = presented ? self.destination.value() : nil
        return content.modifier(_NavigationDestinationModifier { context in
            if let model = context.environment.navigationStackModel {
                if let destination {
                    model.present(NavigationPresentation(key: context.path, dismiss: dismiss, view: destination))
                } else {
                    model.withdraw(context.path)
                }
            } else if let split = context.environment.navigationSplitColumn {
                // In a split view outside a stack, the detail column shows it (R65).
                if let destination {
                    split.coordinator.present(NavigationPresentation(key: context.path, dismiss: dismiss, view: destination))
                } else {
                    split.coordinator.withdraw(context.path)
                }
            }
        })
    }
}

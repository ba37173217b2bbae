/// A control that pushes a view on the enclosing `NavigationStack`: either a value, shown
/// by the stack's `navigationDestination(for:)` for its type, or a destination view.
///
/// A link is a button: a click activates it, and so do Return and Space while it has the
/// keyboard focus. A value link whose value is nil is disabled, and so is a link outside a
/// navigation stack. A value without a
/// matching destination leaves the path unchanged and logs one warning naming its type.
/// A middle click on a value link whose value's type a `WindowGroup(for:)` presents opens
/// the value in a new window instead (docs/navigation-state.md).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    @Environment(\.navigationStackModel) private var model
    @Environment(\.navigationSplitColumn) private var splitColumn
    private let target: MainActorBound<Target>
    private let label: Label

    /// The deprecated programmatic forms (`isActive:`, `tag:selection:`): the destination
    /// view is pushed while this binding is true.
    private var isActive: MainActorBound<Binding<Bool>?> = MainActorBound(nil)

    enum Target {
        case value((any Hashable)?)
        case view(AnyView)
    }

    /// A link that pushes `destination` while `isActive` is true.
    init(isActive: Binding<Bool>, destination: AnyView, label: Label) {
        target = MainActorBound(.view(destination))
        self.isActive = MainActorBound(isActive)
        self.label = label
    }

    @MainActor @ViewBuilder public var body: some View {
        if let isActive = isActive.value, case .view(let destination) = target.value {
            Button(action: { isActive.wrappedValue = true }) { label }
                .disabled(model == nil)
                .navigationDestination(isPresented: isActive) { destination }
        } else {
            link
        }
    }

    @MainActor private var link: some View {
        let model = self.model
        let target = self.target.value
        // Outside a stack, in a split view's column, a link shows its destination in the
        // next column (R55); outside both it does nothing.
        let split = model == nil ? splitColumn : nil
        var disabled = false
        if case .value(nil) = target { disabled = true }
        if model == nil && split == nil { disabled = true }
        return Button(action: {
            switch target {
            case .value(let value?):
                if let split { split.coordinator.activate(value, from: split.index) } else { model?.push(value) }
            case .value(nil): break
            case .view(let view):
                if let split { split.coordinator.activate(view: view, from: split.index) } else { model?.push(view: view) }
            }
        }) { label }
        .disabled(disabled)
        .modifier(_NodeModifier { node, context in
            // A middle click opens the value in a new window (NavigationLinkWindow).
            guard case .value(let value?) = target, !disabled else { return node }
            nonisolated(unsafe) let linked = value
            let router = context.environment.sceneRequestRouter
            return NavigationLinkNode(child: node) { router.openInNewWindow(linked) }
        })
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that presents the view the stack declares for `value`'s type.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = MainActorBound(.value(value.map { $0 as any Hashable }))
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// Creates a link with a localized title that presents the view the stack declares for
    /// `value`'s type.
    nonisolated public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a link with a title (shown as it is) that presents the view the stack
    /// declares for `value`'s type.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// Creates a link that pushes `destination`. The destination stacks above the values
    /// of the path and is not part of it.
    nonisolated public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        target = MainActorBound(.view(AnyView(destination())))
        self.label = label()
    }

    /// Creates a link that pushes `destination` (the older form, destination first).
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = MainActorBound(.view(AnyView(destination)))
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// Creates a link with a localized title that pushes `destination`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a title (shown as it is) that pushes `destination`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a link with a localized title that pushes `destination`.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a title (shown as it is) that pushes `destination`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

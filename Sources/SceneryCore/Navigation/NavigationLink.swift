/// A control that pushes a view on the enclosing `NavigationStack`: either a value, shown
/// by the stack's `navigationDestination(for:)` for its type, or a destination view.
///
/// A link is a button: a click activates it, and so do Return and Space while it has the
/// keyboard focus. In a `List` row it is the whole row with a trailing chevron; in a list
/// whose selection has the type of the link's value, the row selects instead (the
/// selection drives what shows, as in a split view's sidebar). A value link whose value is nil is disabled, and so is a link outside a
/// navigation stack. A value without a
/// matching destination leaves the path unchanged and logs one warning naming its type.
/// A middle click on a value link whose value's type a `WindowGroup(for:)` presents opens
/// the value in a new window instead, and so does "Open in New Window" in the link's
/// context menu (a right click; docs/navigation-state.md).
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    @Environment(\.navigationStackModel) private var model
    @Environment(\.navigationSplitColumn) private var splitColumn
    private let target: MainActorBound<Target>
    private let label: Label

    /// The deprecated programmatic forms (`isActive:`, `tag:selection:`): the destination
    /// view is pushed while this binding is true.
    private let isActive: MainActorBound<Binding<Bool>?>

    enum Target {
        case value((any Hashable)?)
        case view(AnyView)
    }

    @Environment(\.listRowContext) private var listRow

    /// A link that pushes `destination` while `isActive` is true.
    init(isActive: Binding<Bool>, destination: AnyView, label: Label) {
        target = MainActorBound(.view(destination))
        self.isActive = MainActorBound(isActive)
        self.label = label
    }

    @MainActor @ViewBuilder public var body: some View {
        if let isActive = isActive.value, case .view(let destination) = target.value {
            Button(action: { isActive.wrappedValue = true }) { label }
                .disabled(model == nil && splitColumn == nil)
                .navigationDestination(isPresented: isActive) { destination }
        } else {
            link
        }
    }

    @MainActor @ViewBuilder private var link: some View {
        let model = self.model
        let target = self.target.value
        // Outside a stack, in a split view's column, a link shows its destination in the
        // next column (R55); outside both it does nothing.
        let split = model == nil ? splitColumn : nil
        let disabled = Self.isDisabled(target, model: model, split: split)
        let action = { @MainActor in
            switch target {
            case .value(let value?):
                if let split { split.coordinator.activate(value, from: split.index) } else { model?.push(value) }
            case .value(nil): break
            case .view(let view):
                if let split { split.coordinator.activate(view: view, from: split.index) } else { model?.push(view: view) }
            }
        }
        // In a split view's column, link rows draw chevrons only while the split view is
        // collapsed into one stack (R57): then they lead to the next page.
        let collapsed = splitColumn?.isCollapsed == true
        if let value = selectionValue(target) {
            // A row of a list whose selection has the value's type: clicking the row
            // selects it (the list's selection drives the navigation).
            HStack(spacing: 8) {
                label
                if collapsed {
                    Spacer(minLength: 8)
                    ListRowChevron()
                }
            }
            .modifier(Self.middleClick(target, disabled: disabled))
            .newWindowMenu(Self.newWindowValue(target, disabled: disabled))
            .modifier(_TraitModifier { $0.traits.values[ObjectIdentifier(SelectionTagKey.self)] = value })
        } else if listRow != nil {
            // A list row that pushes: the whole row is the link, with a trailing chevron
            // (in a split view's column outside a stack, only while collapsed).
            let chevron = split == nil || collapsed
            Button(action: action) {
                HStack(spacing: 8) {
                    label
                    Spacer(minLength: 8)
                    if chevron { ListRowChevron() }
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            .disabled(disabled)
            .modifier(Self.middleClick(target, disabled: disabled))
            .newWindowMenu(Self.newWindowValue(target, disabled: disabled))
        } else {
            Button(action: action) { label }
                .disabled(disabled)
                .modifier(Self.middleClick(target, disabled: disabled))
                .newWindowMenu(Self.newWindowValue(target, disabled: disabled))
        }
    }

    /// A middle click opens the value in a new window (NavigationLinkWindow).
    @MainActor private static func middleClick(_ target: Target, disabled: Bool) -> _NodeModifier {
        _NodeModifier { node, context in
            guard case .value(let value?) = target, !disabled else { return node }
            nonisolated(unsafe) let linked = value
            let router = context.environment.sceneRequestRouter
            return NavigationLinkNode(child: node) { router.openInNewWindow(linked) }
        }
    }

    /// The value "Open in New Window" would open: a value link's, when it is enabled.
    private static func newWindowValue(_ target: Target, disabled: Bool) -> MainActorBound<(any Hashable)?> {
        guard case .value(let value?) = target, !disabled else { return MainActorBound(nil) }
        return MainActorBound(value)
    }

    /// A value link with a nil value, and any link outside both a navigation stack and a
    /// split view's column, do nothing.
    private static func isDisabled(_ target: Target, model: NavigationStackModel?, split: NavigationSplitColumnContext?) -> Bool {
        if case .value(nil) = target { return true }
        return model == nil && split == nil
    }

    /// The link's value when it is a row of a list whose selection has the value's type.
    @MainActor private func selectionValue(_ target: Target) -> AnyHashable? {
        guard let type = listRow?.selectionType, case .value(let value?) = target,
              ObjectIdentifier(Swift.type(of: value)) == type else { return nil }
        return AnyHashable(value)
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a link that presents the view the stack declares for `value`'s type.
    nonisolated public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        target = MainActorBound(.value(value.map { $0 as any Hashable }))
        isActive = MainActorBound(nil)
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
        isActive = MainActorBound(nil)
        self.label = label()
    }

    /// Creates a link that pushes `destination` (the older form, destination first).
    nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
        target = MainActorBound(.view(AnyView(destination)))
        isActive = MainActorBound(nil)
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

/// The context menu of a value link whose value a `WindowGroup(for:)` of the app presents:
/// "Open in New Window", which does what a middle click does. No menu for any other link
/// (nor outside a window whose app presents the value's type).
nonisolated struct NewWindowLinkMenu<Content: View>: View {
    let content: Content
    let target: MainActorBound<(any Hashable)?>
    @Environment(\.sceneRequestRouter) private var router

    @MainActor var body: some View {
        content.contextMenu(menu)
    }

    @MainActor private var menu: ContextMenu<Button<Text>>? {
        guard let value = target.value, router.canOpenInNewWindow(value) else { return nil }
        nonisolated(unsafe) let linked = value
        let router = self.router
        return ContextMenu { Button("Open in New Window") { _ = router.openInNewWindow(linked) } }
    }
}

extension View {
    /// Adds a link's "Open in New Window" context menu for `value` (none when nil).
    nonisolated fileprivate func newWindowMenu(_ value: MainActorBound<(any Hashable)?>) -> some View {
        NewWindowLinkMenu(content: self, target: value)
    }
}

/// A view with a presentation: its body reads the binding (so it runs again when the
/// binding changes) and builds the presented content only while presented.
nonisolated struct Presenter<Base: View>: View {
    let base: Base
    let name: String
    let kind: PresentationKind
    let content: MainActorBound<@MainActor () -> AnyView?>
    let dismiss: MainActorBound<@MainActor () -> Void>
    let onDismiss: MainActorBound<(@MainActor () -> Void)?>
    /// The rectangle a popup is attached to, in window points (nil: the view's frame).
    var anchorRect: CGRect? = nil

    init(base: Base, name: String, kind: PresentationKind, content: @escaping @MainActor () -> AnyView?,
         dismiss: @escaping @MainActor () -> Void, onDismiss: (() -> Void)?, anchorRect: CGRect? = nil) {
        self.anchorRect = anchorRect
        self.base = base
        self.name = name
        self.kind = kind
        self.content = MainActorBound(content)
        self.dismiss = MainActorBound(dismiss)
        if let onDismiss {
            nonisolated(unsafe) let action = onDismiss
            let wrapped: @MainActor () -> Void = { action() }
            self.onDismiss = MainActorBound(wrapped)
        } else {
            self.onDismiss = MainActorBound(nil)
        }
    }

    @MainActor var body: some View {
        PresentationHost(
            base: base, name: name, kind: kind, presented: content.value(), dismiss: dismiss.value,
            onDismiss: onDismiss.value, anchorRect: anchorRect)
    }
}

/// A view that may present something in a window of its own: resolves `base` in place and,
/// while presented, the presented content below it in the graph (its state lives at this
/// identity, and it reads and writes the presenter's state), kept out of the presenter's
/// layout and reported to the window's ``PresentationRegistry``.
nonisolated struct PresentationHost<Base: View>: View, PrimitiveView {
    let base: Base
    /// Tells several presentations on one view apart ("sheet", "alert"…).
    let name: String
    let kind: PresentationKind
    /// The content while presented, nil otherwise.
    let presented: MainActorBound<AnyView?>
    /// Ends the presentation (the binding to false, the item to nil).
    let dismiss: MainActorBound<@MainActor () -> Void>
    let onDismiss: MainActorBound<(@MainActor () -> Void)?>
    var anchorRect: CGRect? = nil

    init(base: Base, name: String, kind: PresentationKind, presented: AnyView?,
         dismiss: @escaping @MainActor () -> Void, onDismiss: (@MainActor () -> Void)?, anchorRect: CGRect? = nil) {
        self.anchorRect = anchorRect
        self.base = base
        self.name = name
        self.kind = kind
        self.presented = MainActorBound(presented)
        self.dismiss = MainActorBound(dismiss)
        self.onDismiss = MainActorBound(onDismiss)
    }

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let start = nodes.count
        SceneryCore.resolve(base, into: &nodes, context: context)
        guard let registry = context.environment.presentations else { return }
        let key = context.path.description + "/" + name
        guard let presented = presented.value else {
            registry.withdraw(key: key)
            return
        }
        // The presenting view's node (the first, when it is several) anchors the presentation.
        let owner: PresentationAnchorNode
        if nodes.count > start {
            owner = PresentationAnchorNode(child: nodes[start])
            nodes[start] = owner
        } else {
            owner = PresentationAnchorNode(child: EmptyNode())
            nodes.append(owner)
        }
        let dismiss = self.dismiss.value
        var inner = context.child(.explicit("presentation " + name)).inStack(nil)
        inner.environment.presentationParent = key
        inner.environment.navigationPop = nil
        inner.environment.presentationDismissal = PresentationDismissal(key: key, action: dismiss)
        inner.environment.isPresented = true
        let content = resolveSingle(presented, context: inner)
        registry.present(
            key: key, kind: kind, content: content, owner: owner, parentKey: context.environment.presentationParent,
            anchorRect: anchorRect, onDismiss: onDismiss.value, dismiss: dismiss)
    }
}

/// The node of a view that presents something: lays out as its child; the presentation's
/// content is attached to its frame (a popover's position). It holds the content's
/// resolved node, which the window's ``PresentationRegistry`` reads through it.
package final class PresentationAnchorNode: SingleChildNode {
    package var presentedContent: ViewNode?
}

/// Dismisses one presentation: what `dismiss` does inside a sheet, an alert or a popover.
@MainActor
final class PresentationDismissal: Equatable {
    /// The presenting view's key (two dismissals of one presentation are equal).
    let key: String
    let action: @MainActor () -> Void

    init(key: String, action: @escaping @MainActor () -> Void) {
        self.key = key
        self.action = action
    }

    nonisolated static func == (a: PresentationDismissal, b: PresentationDismissal) -> Bool { a.key == b.key }
}

private struct PresentationDismissalKey: EnvironmentKey {
    static var defaultValue: PresentationDismissal? { nil }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The presentation this view is inside, which `dismiss` ends.
    var presentationDismissal: PresentationDismissal? {
        get { self[PresentationDismissalKey.self] }
        set { self[PresentationDismissalKey.self] = newValue }
    }

    /// Whether the view is part of a presentation that is up (a sheet, an alert, a
    /// popover, a pushed view).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}

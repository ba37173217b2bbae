/// How a stack reads and changes its path: its own `NavigationPath`, a bound
/// `NavigationPath`, or a bound homogeneous collection.
struct NavigationPathAccess {
    /// The elements, first pushed first, each as its own dynamic type.
    var elements: @MainActor () -> [any Hashable]
    /// Appends a value; false when the path cannot hold its type (a homogeneous
    /// collection of another element type).
    var append: @MainActor (any Hashable) -> Bool
    /// Removes the last `k` elements.
    var removeLast: @MainActor (Int) -> Void
    /// Replaces the whole path (a restored one); false, leaving the path as it is, when
    /// an element is not of the type a homogeneous collection holds.
    var replace: @MainActor ([any Hashable]) -> Bool = { _ in false }

    /// The access to a `NavigationPath` binding.
    static func path(_ binding: Binding<NavigationPath>) -> NavigationPathAccess {
        nonisolated(unsafe) let binding = binding
        return NavigationPathAccess(
            elements: { binding.wrappedValue.elements },
            append: { value in
                @MainActor func append<V: Hashable>(_ value: V) { binding.wrappedValue.append(value) }
                append(value)
                return true
            },
            removeLast: { binding.wrappedValue.removeLast($0) },
            replace: { elements in
                binding.wrappedValue = NavigationPath(items: elements.map { NavigationPathItem.make(opening: $0) })
                return true
            })
    }

    /// The access to a binding of a homogeneous collection.
    static func collection<Data>(_ binding: Binding<Data>) -> NavigationPathAccess
    where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable {
        nonisolated(unsafe) let binding = binding
        return NavigationPathAccess(
            elements: { binding.wrappedValue.map { NavigationPathItem.make($0).value } },
            append: { value in
                guard let element = value as? Data.Element else { return false }
                binding.wrappedValue.append(element)
                return true
            },
            removeLast: { binding.wrappedValue.removeLast($0) },
            replace: { elements in
                var collection = Data()
                for element in elements {
                    guard let element = element as? Data.Element else { return false }
                    collection.append(element)
                }
                binding.wrappedValue = collection
                return true
            })
    }
}

/// A view pushed by a destination-view `NavigationLink`: it stacks above the path's values
/// and is not part of the path.
struct NavigationViewEntry {
    /// Stable for the entry's lifetime: part of its identity in the graph.
    var id: Int
    var view: AnyView
}

/// A destination shown because a `navigationDestination(isPresented:)` (or `item:`)
/// binding says so.
struct NavigationPresentation {
    /// The identity of the modifier that registered it.
    var key: IdentityPath
    var dismiss: @MainActor () -> Void
    var view: AnyView
}

/// One view on a stack above its root, in the order they are shown.
enum NavigationEntry {
    case value(index: Int, value: any Hashable)
    case view(NavigationViewEntry)
    case presented(NavigationPresentation)
}

/// The state one `NavigationStack` shares with the views inside it (through the
/// environment): its path, the destinations declared inside it, and the pushes that are
/// not values. One per stack identity, kept as the stack's `@State`.
final class NavigationStackModel: @unchecked Sendable {
    /// The stack's path (its own or the bound one); set every time the stack's body runs.
    var path = NavigationPathAccess(elements: { [] }, append: { _ in false }, removeLast: { _ in })
    /// The destination-view pushes; set every time the stack's body runs.
    var viewEntries: Binding<[NavigationViewEntry]> = .constant([])
    /// The destination of each data type, from `navigationDestination(for:)` (the latest
    /// declaration wins).
    var destinations: [ObjectIdentifier: @MainActor (any Hashable) -> AnyView] = [:]
    /// Active `isPresented`/`item` destinations, in the order they were presented.
    var presentations: [NavigationPresentation] = []
    /// Makes the stack's body run again; set every time the stack's body runs. A
    /// presentation registered or withdrawn outside the stack's own resolution (by a lazily
    /// built row, during layout) calls it, so the stack shows or drops the destination.
    var presentationsChanged: @MainActor () -> Void = {}
    /// True while the stack's content resolves (presentations it meets are shown then).
    var isResolving = false
    /// The next id of a destination-view push.
    var nextViewEntryID = 0
    /// The path's elements when it was last saved to the window's scene storage (nil
    /// before the first save): a path equal to them is not encoded again.
    var savedElements: [any Hashable]?
    /// The saved text's part for each element of the saved path (up to the first that has
    /// none), reused by the next save.
    var savedFragments: [SavedFragment] = []
    /// Whether the stack has looked for a saved path to restore.
    var restorationChecked = false
    /// Whether a restored path waits to be written (after the update under way).
    var restorePending = false
    /// The title of each view on the stack when it last resolved (the root's under
    /// `rootTitleComponent`), for the window's navigation summary.
    var titles: [IdentityPath.Component: String] = [:]
    /// The identities of the values and destination views on the stack at the last
    /// resolution (those below the top two are kept without resolving them again).
    var resolvedEntries: Set<IdentityPath.Component> = []
    /// The slide (NavigationSlide.swift): the identities of the views shown at the last
    /// resolution (nil before the first), the top one, and the slide in progress — its
    /// kind, the popped view sliding out, and a counter the slide's attribute animates to.
    var shownComponents: [IdentityPath.Component]?
    var topEntry: NavigationEntry?
    var slideKind: NavigationSlide.Kind?
    var leaving: (entry: NavigationEntry, depth: Int)?
    var slideGeneration = 0.0

    nonisolated init() {}

    /// The views above the root, bottom first: values, then destination views (R34), then
    /// presented destinations.
    @MainActor var entries: [NavigationEntry] {
        path.elements().enumerated().map { NavigationEntry.value(index: $0.offset, value: $0.element) }
            + viewEntries.wrappedValue.map(NavigationEntry.view) + presentations.map(NavigationEntry.presented)
    }

    /// The message logged when a value has no destination.
    static func missingDestinationMessage(_ type: Any.Type) -> String {
        "A NavigationLink is presenting a value of type “\(String(reflecting: type))” but there is no matching "
            + "navigationDestination declaration visible from the location of the link. The link cannot be activated."
    }

    /// Whether a destination for `value`'s type is declared inside the stack.
    @MainActor func hasDestination(for value: any Hashable) -> Bool {
        destinations[ObjectIdentifier(type(of: value))] != nil
    }

    /// Pushes a value: appends it to the path, after popping the destination views
    /// (R35). A value without a destination, or one the bound collection cannot hold,
    /// leaves the path as it is and logs one warning naming its type.
    @MainActor func push(_ value: any Hashable) {
        let value = NavigationPathItem.make(value).value
        guard hasDestination(for: value) else {
            return RuntimeWarnings.warnOnce(Self.missingDestinationMessage(type(of: value)))
        }
        let views = viewEntries.wrappedValue
        if !views.isEmpty { viewEntries.wrappedValue = [] }
        if !path.append(value) {
            if !views.isEmpty { viewEntries.wrappedValue = views }
            RuntimeWarnings.warnOnce(
                "A NavigationLink is presenting a value of type “\(String(reflecting: type(of: value)))”, which the "
                    + "NavigationStack's bound path cannot hold. The link cannot be activated.")
        }
    }

    /// Pushes a destination view above the values (R33: the path does not change).
    @MainActor func push(view: AnyView) {
        nextViewEntryID += 1
        viewEntries.wrappedValue.append(NavigationViewEntry(id: nextViewEntryID, view: view))
    }

    /// Pops the views above `depth` (0 is the root): presented destinations are
    /// dismissed through their bindings, destination views removed, values removed
    /// from the path.
    @MainActor func pop(toDepth depth: Int) {
        let values = path.elements().count
        let views = viewEntries.wrappedValue.count
        let total = values + views + presentations.count
        guard depth >= 0, depth < total else { return }
        for presentation in presentations.suffix(total - max(depth, values + views)) {
            presentation.dismiss()
        }
        presentations.removeLast(total - max(depth, values + views))
        if depth < values + views {
            viewEntries.wrappedValue.removeLast(values + views - max(depth, values))
        }
        if depth < values { path.removeLast(values - depth) }
    }

    /// How many views are above the root.
    @MainActor var depth: Int { path.elements().count + viewEntries.wrappedValue.count + presentations.count }

    /// Records an active presentation (or keeps it where it is).
    @MainActor func present(_ presentation: NavigationPresentation) {
        if let index = presentations.firstIndex(where: { $0.key == presentation.key }) {
            presentations[index] = presentation
        } else {
            presentations.append(presentation)
            if !isResolving { presentationsChanged() }
        }
    }

    /// Forgets a presentation whose binding went false.
    @MainActor func withdraw(_ key: IdentityPath) {
        let count = presentations.count
        presentations.removeAll { $0.key == key }
        if presentations.count != count, !isResolving { presentationsChanged() }
    }
}

private struct NavigationStackModelKey: EnvironmentKey {
    static var defaultValue: NavigationStackModel? { nil }
}

/// Pops a navigation stack down to a depth: what `dismiss` does inside a pushed view.
struct NavigationPop: Equatable, Sendable {
    let model: NavigationStackModel
    let depth: Int

    static func == (a: Self, b: Self) -> Bool { a.model === b.model && a.depth == b.depth }
}

private struct NavigationPopKey: EnvironmentKey {
    static var defaultValue: NavigationPop? { nil }
}

extension EnvironmentValues {
    /// The innermost enclosing navigation stack.
    var navigationStackModel: NavigationStackModel? {
        get { self[NavigationStackModelKey.self] }
        set { self[NavigationStackModelKey.self] = newValue }
    }

    /// Inside a view pushed on a stack, how `dismiss` pops it.
    var navigationPop: NavigationPop? {
        get { self[NavigationPopKey.self] }
        set { self[NavigationPopKey.self] = newValue }
    }
}

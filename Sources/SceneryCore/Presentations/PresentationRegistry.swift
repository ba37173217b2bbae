/// What kind of window a presentation is drawn in.
package enum PresentationKind: Equatable, Sendable {
    /// A sheet: a modal dialog over its presenter, sized to its content.
    case sheet
    /// An alert: a small modal dialog with a title, a message and buttons.
    case alert
    /// A confirmation dialog: an alert whose buttons are a choice of actions.
    case confirmationDialog
    /// A popover: a popup next to the view it is attached to, dismissed by a click
    /// outside or Escape.
    case popover(arrowEdge: Edge?)
    /// A menu's list of items: a popup below its button (a submenu: beside its item).
    case menu(submenu: Bool)
    /// A context menu: a popup at the pointer.
    case contextMenu
    /// A help tag (`help(_:)`) shown after the pointer rests on a view.
    case tooltip

    /// Whether the presenter takes no input while it is up.
    package var isModal: Bool {
        switch self {
        case .sheet, .alert, .confirmationDialog: return true
        case .popover, .menu, .contextMenu, .tooltip: return false
        }
    }

    /// Whether it is a popup (override-redirect on X11, placed next to its anchor) rather
    /// than a dialog the window manager places.
    package var isPopup: Bool { !isModal }
}

/// One window's presentations (sheets, alerts, popovers…), as the presentation modifiers
/// report them while they resolve. One per window, in the environment
/// (`EnvironmentValues.presentations`); the window controller reads ``active`` after each
/// update and keeps a secondary surface and native window for each.
///
/// A presentation's content is resolved in the window's view graph, below the view that
/// presents it (its state is kept there, and it reads and writes the presenter's state),
/// but it is not a child in the presenter's layout: the node of the presenting view keeps
/// it aside, and the window lays it out at its own size in its own window.
@MainActor
package final class PresentationRegistry {
    /// One presentation that is up.
    package struct Entry {
        /// The presenting view's identity (unique in the window).
        package var key: String
        package var kind: PresentationKind
        /// The presented content's root node (resolved, not laid out by the presenter).
        package var content: ViewNode
        /// The node of the presenting view: a popup is placed next to its frame.
        package weak var anchor: ViewNode?
        /// The key of the presentation the presenter is inside, nil for the window itself.
        package var parentKey: String?
        /// Ends the presentation (sets the binding to false or the item to nil).
        package var dismiss: @MainActor () -> Void
        /// Registration order: presentations made later are above earlier ones.
        package var sequence: Int
        /// The rectangle, in the presenter's coordinates, a popup is attached to; nil for the
        /// anchor's whole frame.
        package var anchorRect: CGRect?

        /// An entry the window makes itself, outside the views' presentations (a help
        /// tag): no presenting node.
        package init(
            key: String, kind: PresentationKind, content: ViewNode, anchorRect: CGRect?,
            dismiss: @escaping @MainActor () -> Void
        ) {
            self.init(
                key: key, kind: kind, content: content, anchor: nil, parentKey: nil, dismiss: dismiss, sequence: -1,
                anchorRect: anchorRect)
        }

        init(
            key: String, kind: PresentationKind, content: ViewNode, anchor: ViewNode?, parentKey: String?,
            dismiss: @escaping @MainActor () -> Void, sequence: Int, anchorRect: CGRect?
        ) {
            self.key = key
            self.kind = kind
            self.content = content
            self.anchor = anchor
            self.parentKey = parentKey
            self.dismiss = dismiss
            self.sequence = sequence
            self.anchorRect = anchorRect
        }
    }

    private struct Slot {
        /// The entry, with a stand-in for its content: the presenting node holds the
        /// content, so that a registry kept in the environment of the content's own nodes
        /// does not keep them (and the window's graph) alive after the window.
        var entry: Entry
        /// The node that presents: the entry lapses when it goes away with its view.
        weak var owner: PresentationAnchorNode?
    }

    private var slots: [String: Slot] = [:]
    private var nextSequence = 0
    /// `onDismiss` actions of presentations that ended, run after the update by the window.
    private var pendingDismissals: [@MainActor () -> Void] = []
    /// Called when a presentation starts or ends during an update.
    package var onChange: (@MainActor () -> Void)?

    package init() {}

    /// Records that the view at `key` presents `content` now.
    package func present(
        key: String, kind: PresentationKind, content: ViewNode, owner: PresentationAnchorNode, parentKey: String?,
        anchorRect: CGRect? = nil, onDismiss: (@MainActor () -> Void)?, dismiss: @escaping @MainActor () -> Void
    ) {
        let sequence: Int
        if let existing = slots[key], existing.owner != nil {
            sequence = existing.entry.sequence
        } else {
            sequence = nextSequence
            nextSequence += 1
            onChange?()
        }
        owner.presentedContent = content
        let entry = Entry(
            key: key, kind: kind, content: Self.contentStandIn, anchor: owner, parentKey: parentKey, dismiss: dismiss,
            sequence: sequence, anchorRect: anchorRect)
        slots[key] = Slot(entry: entry, owner: owner)
        dismissActions[key] = onDismiss
    }

    private var dismissActions: [String: @MainActor () -> Void] = [:]
    /// What a slot's entry holds in place of its content (see `Slot`).
    private static let contentStandIn = EmptyNode()

    /// Records that the view at `key` presents nothing now; if it did, its `onDismiss`
    /// action runs after this update.
    package func withdraw(key: String) {
        guard slots.removeValue(forKey: key) != nil else { return }
        if let action = dismissActions.removeValue(forKey: key) { pendingDismissals.append(action) }
        onChange?()
    }

    /// The presentations up now, oldest first (a presentation's parent is before it).
    package var active: [Entry] {
        for (key, slot) in slots where slot.owner?.presentedContent == nil {
            slots[key] = nil
            if let action = dismissActions.removeValue(forKey: key) { pendingDismissals.append(action) }
        }
        return slots.values.compactMap { slot in
            guard let content = slot.owner?.presentedContent else { return nil }
            var entry = slot.entry
            entry.content = content
            return entry
        }.sorted { $0.sequence < $1.sequence }
    }

    /// The `onDismiss` actions due, emptied.
    package func takeDismissals() -> [@MainActor () -> Void] {
        defer { pendingDismissals = [] }
        return pendingDismissals
    }
}

private struct PresentationRegistryKey: EnvironmentKey {
    static var defaultValue: PresentationRegistry? { nil }
}

private struct PresentationParentKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The window's presentation registry (nil outside a window: nothing is presented).
    package var presentations: PresentationRegistry? {
        get { self[PresentationRegistryKey.self] }
        set { self[PresentationRegistryKey.self] = newValue }
    }

    /// The key of the presentation this view is inside (nil in the window itself).
    package var presentationParent: String? {
        get { self[PresentationParentKey.self] }
        set { self[PresentationParentKey.self] = newValue }
    }
}

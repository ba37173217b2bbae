/// A button's nodes kept from the last traversal of its enclosing custom view's body output,
/// so that a body that runs again gives an unchanged button its old nodes with the new
/// action, instead of resolving, laying out and drawing it anew.
///
/// A button's action is a closure, and a body that runs again makes a new one (`{ count +=
/// 1 }` captures the state's storage afresh), so a button never compares equal to itself as
/// a value. Yet the action is not drawn: when the label, the role and everything the
/// button's look reads are the same, its nodes would come out the same, measured the same.
/// A window whose root view reads a shared value runs its whole body on every change of it;
/// its buttons then cost one comparison each instead of their label's text resolved, five
/// nodes made, measured, placed, drawn and released.
///
/// A button's nodes are reused when, at the same identity in the same custom view's output:
///
/// * it has no button style set (the built-in bordered look, or the look a keyboard
///   shortcut gives it) and its label is a primitive view that resolves purely (a `Text`,
///   an `Image`: ``PrimitiveView/resolvesPurely``), equal to last time's (a text's storage
///   is boxed anew each time, so it compares with `==`, not by its bits);
/// * its role is the same, and so is the context: the environment (compared by value),
///   stack axis, scroll viewport, named coordinate spaces and text measurer, as a
///   ``RowMemo``'s rows are;
/// * the owner's body output is traversed for the second time or later (a body that ran
///   once, such as a menu's, records nothing);
/// * nothing in the window animates, it is resolved outside a row being recorded, outside
///   a custom modifier's content and without transaction modifiers between it and its
///   custom view (the conditions of a row memo), and the attributes counted at its identity
///   so far in this update are as many as when it was recorded.
///
/// The animation attributes its resolution touched (its fill colour, its nodes' layout
/// frames) are filed under a ``RowRecord``, as a row's are, and live while the memo does;
/// the counts of its identity's attributes advance as its resolution advanced them, so
/// views resolved after it at the same identity (the modifiers around it) meet the same
/// attributes as before. The nodes are handed back without traits, identifier or layout
/// frame attribute, which the modifiers around them and the counters give them again.
@MainActor
final class ButtonMemo {
    /// The label (``ViewEquality/equal(_:_:)``).
    let label: Any
    let role: ButtonRole?
    let surroundings: ResolveSurroundings
    /// The attributes counted at the button's identity before and after its resolution.
    let countsBefore: AttributeCountsAtPath
    let countsAfter: AttributeCountsAtPath
    /// The attributes the resolution touched.
    let record: RowRecord
    /// The nodes the button resolved into.
    let nodes: [ButtonNode]
    /// The owner's traversal that last used the memo.
    var lastTraversal: Int

    init(
        label: Any, role: ButtonRole?, context: ResolveContext, counts: (before: AttributeCountsAtPath, after: AttributeCountsAtPath),
        record: RowRecord, nodes: [ButtonNode], traversal: Int
    ) {
        self.label = label
        self.role = role
        surroundings = ResolveSurroundings(context)
        countsBefore = counts.before
        countsAfter = counts.after
        self.record = record
        self.nodes = nodes
        lastTraversal = traversal
    }
}

extension ViewGraph {
    /// Resolves a button without a style into `nodes`: with the nodes it had last time, and
    /// `action`, when they can be reused (``ButtonMemo``); else by `resolve`, remembering
    /// its nodes for the next traversal when the context allows it.
    func resolveButton<Label: View>(
        label: Label, role: ButtonRole?, action: @escaping @MainActor () -> Void, into nodes: inout [ViewNode],
        context: ResolveContext, resolve: (inout [ViewNode]) -> Void
    ) {
        // Not in the first traversal of the owner's output: a body that has run once (a
        // window's first frame, a menu opened) may never run again, and remembering its
        // buttons would cost their first resolution a record each.
        guard let owner = context.parentNode, traversing === owner, owner.traversals > 1, rowRecording == nil,
              appearanceCapture == nil, context.modifierContent == nil, context.transactionTransforms.isEmpty,
              context.rowObservation == nil, Self.labelResolvesPurely(label)
        else { return resolve(&nodes) }
        let path = context.path
        let before = animations.attributeCounts(at: path)
        if let memo = owner.buttonMemos[path], memo.lastTraversal != owner.traversals, animations.isQuiet,
           memo.countsBefore == before, memo.role == role, Self.sameLabel(memo.label, label),
           memo.surroundings.matches(context) {
            memo.lastTraversal = owner.traversals
            animations.setAttributeCounts(at: path, to: memo.countsAfter)
            for node in memo.nodes {
                node.action = action
                node.traits = LayoutTraits()
                node.identifier = nil
                node.layoutAnimation = nil
                nodes.append(node)
            }
            UpdateCounts.current.buttonsReused += 1
            return
        }
        let record = RowRecord(owner: owner, element: ())
        let start = nodes.count
        recordRow(record) { resolve(&nodes) }
        var buttons: [ButtonNode] = []
        for node in nodes[start...] {
            guard let button = node as? ButtonNode else { break }
            buttons.append(button)
        }
        guard buttons.count == nodes.count - start else {
            if let replaced = owner.buttonMemos.removeValue(forKey: path) { discardRows(CollectionOfOne(replaced.record)) }
            return discardRows(CollectionOfOne(record))
        }
        let memo = ButtonMemo(
            label: label, role: role, context: context, counts: (before, animations.attributeCounts(at: path)),
            record: record, nodes: buttons, traversal: owner.traversals)
        if let replaced = owner.buttonMemos.updateValue(memo, forKey: path) { discardRows(CollectionOfOne(replaced.record)) }
    }

    /// Whether `label` equals `kept`, the label of last time. A text (most buttons' label)
    /// compares with its `==` directly, without looking up how its type compares.
    private static func sameLabel<Label: View>(_ kept: Any, _ label: Label) -> Bool {
        if Label.self == Text.self {
            guard let kept = kept as? Text else { return false }
            return kept == reinterpret(label, as: Text.self)
        }
        return ViewEquality.equal(kept, label)
    }

    /// Whether a label of type `Label` gives the same nodes for the same value in the same
    /// context: a primitive view that resolves purely.
    private static func labelResolvesPurely<Label: View>(_ label: Label) -> Bool {
        guard Label.Body.self == Never.self, let type = ConformanceCache.shared.primitiveView(Label.self) else { return false }
        return resolvesPurely(label, as: type)
    }

    private static func resolvesPurely<Label: View, P: PrimitiveView>(_ label: Label, as type: P.Type) -> Bool {
        reinterpret(label, as: P.self).resolvesPurely
    }
}

extension GraphNode {
    /// Forgets the button memos the traversal that just ended did not use.
    func pruneButtonMemos() {
        guard !buttonMemos.isEmpty else { return }
        for (path, memo) in buttonMemos where memo.lastTraversal != traversals {
            graph?.discardRows(CollectionOfOne(memo.record))
            buttonMemos[path] = nil
        }
    }
}

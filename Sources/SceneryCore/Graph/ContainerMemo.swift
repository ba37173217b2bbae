/// Layout containers kept from the last traversal of their enclosing custom view's body
/// output, so that a container whose children are all reused is reused too.
///
/// A body that runs again (a text field's text above a long list) builds its stacks anew.
/// When every child of a stack is the very node it held last time (rows a `ForEach` reused,
/// Graph/RowMemo.swift), a new container would measure every child again (from their
/// memos) and be placed again with all of them. The container of last time is used
/// instead, with its remembered sizes and frames, so layout skips it: a key typed above
/// 333 rows measures and places the path to the field, not the list.
///
/// A container is reused when, at the same identity in the same custom view's output:
///
/// * its layout is stored as the same bytes (an `HStack`'s alignment and spacing);
/// * its children are the same nodes, in the same order, and its whole subtree places
///   purely (``ViewNode/subtreePlacesPurely``: stacks, frames, padding, texts, shapes),
///   so its sizes depend on nothing else;
/// * nothing in the window animates, and it is resolved outside a row being recorded,
///   outside a custom modifier's content and without transaction modifiers between it and
///   its custom view (the conditions of a row memo).
///
/// It is handed back as a new container would be: without traits, identifier or frame
/// attribute, which the modifiers around it and the attribute counters give it again.
@MainActor
final class ContainerMemo {
    var node: ViewNode
    /// The owner's traversal that last used this container.
    var lastTraversal: Int

    init(node: ViewNode, traversal: Int) {
        self.node = node
        lastTraversal = traversal
    }
}

extension ViewGraph {
    /// The container of `layout` around `children` for the view at `context.path`: last
    /// traversal's, when it can be reused (``ContainerMemo``), else a new one, remembered
    /// for the next traversal when the context allows it.
    func container<L: Layout>(layout: L, children: [ViewNode], context: ResolveContext) -> LayoutContainerNode<L> {
        guard let owner = context.parentNode, traversing === owner, rowRecording == nil, appearanceCapture == nil,
              context.modifierContent == nil, context.transactionTransforms.isEmpty, context.rowObservation == nil
        else { return LayoutContainerNode(layout: layout, children: children) }
        if let memo = owner.containerMemos[context.path], memo.lastTraversal != owner.traversals,
           let last = memo.node as? LayoutContainerNode<L>, animations.isQuiet,
           last.children.count == children.count, zip(last.children, children).allSatisfy({ $0 === $1 }),
           ViewEquality.sameBits(last.layout, layout), last.subtreePlacesPurely {
            memo.lastTraversal = owner.traversals
            last.traits = LayoutTraits()
            last.identifier = nil
            last.layoutAnimation = nil
            UpdateCounts.current.containersReused += 1
            return last
        }
        let node = LayoutContainerNode(layout: layout, children: children)
        owner.containerMemos[context.path] = ContainerMemo(node: node, traversal: owner.traversals)
        return node
    }
}

extension GraphNode {
    /// Forgets the containers the traversal that just ended did not use.
    func pruneContainerMemos() {
        guard !containerMemos.isEmpty else { return }
        for (path, memo) in containerMemos where memo.lastTraversal != traversals {
            containerMemos[path] = nil
        }
    }
}

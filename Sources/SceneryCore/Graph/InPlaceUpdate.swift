/// An update that runs the `body` of each custom view whose state changed and puts its
/// new output into the layout nodes on screen, without re-traversing the views around it.
///
/// An update starts at the root and re-traverses every custom view that contains a changed
/// one. Even with rows and containers reused (Graph/RowMemo.swift, Graph/ContainerMemo.swift)
/// that costs the width of every level on the way down: one cell of 10,000 made the graph
/// look at its 100 rows and build its row's 100 cells again. SwiftUI's attribute graph
/// recomputes only the attributes that depend on the change; this is the same for a view
/// whose output keeps its shape:
///
/// * when the first custom view reached holds changed views but is unchanged itself, each
///   invalidated view with no invalidated ancestor runs `body` again in the context its
///   output was last resolved in (``GraphNode/rerun`` in ``GraphNode/bodyContext``);
/// * its new layout nodes must match its last ones one for one, by class: a node that is
///   the same object (a view inside it that did not change) stays, and a text, a layout
///   container, a padding or a fixed frame takes the new one's content
///   (``ViewNode/adopt(_:)``), so every container, row and memo that holds it still holds
///   what is on screen;
/// * a node that answers its container as before is placed again alone; otherwise the
///   nodes that placed it forget their sizes (``ViewNode/contentChanged()``), up to the
///   first that answers its own container as before, which is placed again where it is;
///   the nodes above it only draw again, and the siblings keep their sizes.
///
/// The update falls back to the re-traversal when any of this does not hold: an animation
/// runs or the view's transaction animates, a view asked to be re-traversed, an invalidated
/// view's output changed shape, or a node on the way up builds or measures content while it
/// is placed (a lazy stack, a geometry reader: ``ViewNode/takesChangesInPlace``). The way up is the one the last layout placed (``ViewNode/parentNode``), checked
/// link by link against each node's children up to the last update's root.
extension ViewGraph {
    /// Updates in place the invalidated views inside `top` (not itself invalidated), as
    /// described above. Returns whether it did, for all of them; when it did not, `top`'s
    /// output must be re-traversed (views it did update in place keep their new content).
    func updateInPlace(under top: GraphNode, transaction: Transaction) -> Bool {
        guard isUpdating, !retraversalAsked, transaction.animation == nil, animations.isQuiet,
              let root = lastRoot, !dirtyNodes.isEmpty
        else { return false }
        // The graph's list (kept empty between updates, its storage made once), taken so
        // that appending to it copies nothing, and given back emptied.
        var targets = inPlaceTargets
        inPlaceTargets = []
        defer {
            targets.removeAll(keepingCapacity: true)
            inPlaceTargets = targets
        }
        for node in dirtyNodes where node.isDirty && !node.isRemoved {
            var ancestor = node.parent
            var insideTop = false
            var dirtyAbove = false
            while let current = ancestor {
                if current === top { insideTop = true; break }
                if current.isDirty { dirtyAbove = true; break }
                ancestor = current.parent
            }
            // An invalidated ancestor runs `body` and so resolves this one.
            if dirtyAbove { continue }
            guard insideTop, node.rerun != nil, let cached = node.cachedNodes,
                  cached.allSatisfy({ $0.adoptsInPlace && Self.isPlacedInPlainLayout($0, under: root) }),
                  case let own = Self.transaction(of: node, under: top, from: transaction), own.animation == nil
            else { return false }
            targets.append((node, own))
        }
        guard !targets.isEmpty else { return false }
        var allInPlace = true
        for (target, own) in targets where target.isDirty && !target.isRemoved {
            guard let rerun = target.rerun, var context = target.bodyContext else { return false }
            context.transaction = own
            let old = target.cachedNodes ?? []
            target.visit(in: own, transforms: target.visitTransforms, generation: animations.generation)
            UpdateCounts.current.customViewsResolved += 1
            let fresh = rerun(target, self, context)
            if adopt(fresh, into: old, of: target) {
                target.cachedNodes = old
                UpdateCounts.current.viewsUpdatedInPlace += 1
            } else {
                // Its output changed shape: the views around it re-traverse and take its new
                // output as it is, and no row that holds it is reused as it was.
                target.outputReplaced = true
                allInPlace = false
            }
        }
        // A body that invalidated a view as it ran leaves it to the re-traversal.
        guard allInPlace, !dirtyNodes.contains(where: { $0.isDirty && !$0.isRemoved }) else { return false }
        for (target, _) in targets {
            var ancestor = target.parent
            while let current = ancestor, current !== top {
                current.hasDirtyDescendant = false
                ancestor = current.parent
            }
        }
        return true
    }

    /// The transaction `node`'s body would run in, were `top`'s output re-traversed in
    /// `transaction`: changed by the every-update transaction modifiers (`.transaction { }`,
    /// `.animation(_:)`) between each custom view on the way down and the next.
    private static func transaction(of node: GraphNode, under top: GraphNode, from transaction: Transaction) -> Transaction {
        var chain: [GraphNode] = []
        var current: GraphNode? = node
        while let view = current, view !== top {
            chain.append(view)
            current = view.parent
        }
        var result = transaction
        for view in chain.reversed() { for transform in view.visitTransforms { transform(&result) } }
        return result
    }

    /// Puts `fresh`, what `owner`'s body resolved into now, into `old`, the nodes it gave
    /// last time, when they match one for one. Returns whether it did (changing nothing when
    /// not).
    private func adopt(_ fresh: [ViewNode], into old: [ViewNode], of owner: GraphNode) -> Bool {
        guard fresh.count == old.count else { return false }
        for (was, now) in zip(old, fresh) where was !== now {
            guard was.canTakeContent(of: now) else { return false }
        }
        for (was, now) in zip(old, fresh) where was !== now {
            let answers = was.givenAnswers
            was.adopt(now)
            // The body's container memos hold the node on screen, not the one it replaced.
            for memo in owner.containerMemos.values where memo.node === now { memo.node = was }
            var ancestor = was.parentNode
            var settled = false
            if let answers, was.answersAgain(answers), was.placeAgainWhereItIs() {
                // Its container sees it as before (the same sizes for every proposal it was
                // asked, the same guides): it is laid out where it is.
                settled = true
            } else {
                // Its container lays out its children again, and so does each one above,
                // up to the first that answers its own container as before.
                while let node = ancestor {
                    let answers = node.givenAnswers
                    node.contentChanged()
                    ancestor = node.parentNode
                    if let answers, node.answersAgain(answers), node.placeAgainWhereItIs() {
                        settled = true
                        break
                    }
                }
            }
            if settled {
                // The nodes above keep their sizes and frames; they only draw again, and
                // learn again what kinds of node they hold.
                UpdateCounts.current.layoutsKeptAroundChange += 1
                while let node = ancestor {
                    node.forgetDrawing()
                    node.subtreeChanged()
                    ancestor = node.parentNode
                }
            }
        }
        return true
    }

    /// Whether the last layout placed `node` inside `root` through plain layout only (see
    /// the type's description), each link found among its parent's children.
    private static func isPlacedInPlainLayout(_ node: ViewNode, under root: ViewNode) -> Bool {
        var child = node
        while child !== root {
            guard let parent = child.parentNode, parent.takesChangesInPlace,
                  parent.children.contains(where: { $0 === child })
            else { return false }
            child = parent
        }
        return true
    }
}

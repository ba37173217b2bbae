/// Nodes resolved anew take the sizes their predecessors remembered, where they measure
/// alike.
///
/// A body that runs again resolves its whole output into new layout nodes (a window whose
/// root view reads an `@AppStorage` value, a control whose action closure is new each
/// time), and a new node remembers no size: the window was measured again from its leaves
/// up, a stack probing each child at several proposals, though nothing but one text
/// changed. SwiftUI keeps a view's layout attributes across body runs and recomputes only
/// those whose inputs changed; Jetpack Compose skips remeasuring a node whose constraints
/// and children did not change. Here the update walks its new tree beside the last one
/// (``ViewNode/inheritMeasurements(from:)``): a new node of the same class as the one it
/// replaced, with equal measuring parameters (``ViewNode/measuresLike(_:)``) and children
/// that all measure alike with the same layout traits, answers every proposal as that node
/// did, so it takes the node's memos (``ViewNode/inheritAnswers(from:)``). Only the nodes on
/// the way from a changed one to the root measure again.
///
/// A node's size is a pure function of its own parameters, its measured children's answers
/// and their traits, so the pairing need not follow identity: it pairs nodes by position,
/// and any pair that measures alike gives right answers. Classes opt in; a node that
/// measures content it builds while placed (a geometry reader, a lazy stack, a scroll view)
/// or reads anything outside its parameters never does. Placement and drawing are not
/// inherited: new nodes are placed and drawn as before.
extension ViewNode {
    /// Walks this newly resolved subtree beside `old`, the one it replaced, and lets every
    /// node that measures as its counterpart take its remembered answers. Returns whether
    /// this node answers as `old` does. Stops where a node is `old` itself (kept, with
    /// everything inside) or the two differ in class or in their number of children.
    final func inheritMeasurements(from old: ViewNode) -> Bool {
        if self === old { return true }
        guard type(of: self) == type(of: old) else { return false }
        let mine = measuredChildren
        let theirs = old.measuredChildren
        guard mine.count == theirs.count else { return false }
        var alike = measuresLike(old)
        for (child, was) in zip(mine, theirs) {
            // Every pair is walked, so that the nodes below a changed one still inherit.
            if !child.inheritMeasurements(from: was) || !child.traits.measureAlike(was.traits) { alike = false }
        }
        if alike { inheritAnswers(from: old) }
        return alike
    }
}

extension LayoutTraits {
    /// Whether a container measures a child with these traits as one with `other`: the same
    /// priority, spacing and spacer mark, no layout values (which cannot be compared), and
    /// neither leaving.
    func measureAlike(_ other: LayoutTraits) -> Bool {
        values.isEmpty && other.values.isEmpty && !isLeaving && !other.isLeaving && priority == other.priority
            && isSpacer == other.isSpacer && spacing == other.spacing
    }
}

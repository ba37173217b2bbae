/// Resolves a custom view (one with a `body`) through the window's graph: binds its
/// `@State` to the storage of its identity, and skips `body` when nothing it depends on
/// changed. Without a graph (one-off snapshots) it simply evaluates `body`.
@MainActor
///
/// `propertyOwner` is the value whose dynamic properties are bound instead of the view's
/// (a control style evaluated as a view, Controls/ConfiguredContent.swift).
func resolveCustomView<V: View>(_ view: V, into nodes: inout [ViewNode], context: ResolveContext, propertyOwner: Any? = nil) {
    let view = context.animatedIfAnimatable(view)  // an Animatable view's body runs per frame (R138)
    let path = context.path.appending(.type(ObjectIdentifier(V.self)))
    guard let graph = context.graph else {
        var inner = context
        inner.path = path
        StateBinding.bind(view, to: nil, environment: context.environment, propertyOwner: propertyOwner)
        SceneryCore.resolve(view.body, into: &nodes, context: inner)
        return
    }
    let node = graph.node(at: path, parent: context.parentNode)
    UpdateCounts.current.customViewsResolved += 1
    // What the view does inside is its own, not the rows' of an enclosing `ForEach`.
    let rowRecording = graph.suspendRowRecording()
    defer { graph.resumeRowRecording(rowRecording) }
    node.visit(in: context.transaction, transforms: context.transactionTransforms, generation: graph.animations.generation)
    var inner = context
    inner.path = path
    inner.parentNode = node
    inner.transactionTransforms = []
    inner.rowObservation = nil
    if !node.isDirty, let cached = node.cachedNodes, let last = node.lastView, ViewEquality.equal(last, view),
       !node.environmentChanged(context.environment) {
        // An output replaced in an update in place is taken here as it is.
        node.outputReplaced = false
        let environmentMoved = !(node.lastEnvironment?.isSame(as: context.environment) ?? false)
        if node.hasDirtyDescendant, !environmentMoved, graph.updateInPlace(under: node, transaction: context.transaction) {
            // Only views inside changed, and each took its new output in place: the nodes
            // this view gave last time are the ones it gives now (Graph/InPlaceUpdate.swift).
            node.hasDirtyDescendant = false
            nodes += cached
        } else if node.hasDirtyDescendant || environmentMoved, let resolveLastBody = node.resolveLastBody {
            // The body's output is resolved again, without running `body`, when a view inside
            // changed or when the environment changed: Scenery's own views read it while they
            // resolve (a font, a foreground style, `isEnabled`), and the body did not run to
            // record those reads (R118; R123 still holds for bodies).
            node.lastEnvironment = context.environment
            if node.rerun != nil {
                if inner.modifierContent == nil { node.bodyContext = inner } else { node.rerun = nil }
            }
            node.observation.cancel(.output)
            var fresh: [ViewNode] = []
            let previous = graph.beginTraversal(of: node)
            resolveLastBody(&fresh, inner)
            graph.endTraversal(restoring: previous)
            node.cachedNodes = fresh
            node.hasDirtyDescendant = false
            nodes += fresh
        } else {
            // Reached, the view is kept with everything inside it; nothing inside is visited.
            nodes += cached
        }
        return
    }
    node.changeReasons = ChangeReasons.of(node, newView: view, environment: context.environment)
    nodes += runBody(view, of: node, graph: graph, context: inner, propertyOwner: propertyOwner)
}

/// Runs `view`'s `body` for `node` and resolves its output in `context` (the body's: its
/// path and parent node are the view's), tracking what it reads. Returns the output.
@MainActor
private func runBody<V: View>(
    _ view: V, of node: GraphNode, graph: ViewGraph, context: ResolveContext, propertyOwner: Any?
) -> [ViewNode] {
    node.changedState = []
    node.environmentReads = [:]
    StateBinding.bind(view, to: node, environment: context.environment, propertyOwner: propertyOwner)
    // The last evaluation's observation ends; this one tracks what `body` reads now.
    node.observation.cancel(.body)
    node.observation.cancel(.output)
    UpdateCounts.current.bodies += 1
    let body = node.evaluate(.body) { view.body }
    var fresh: [ViewNode] = []
    let previous = graph.beginTraversal(of: node)
    SceneryCore.resolve(body, into: &fresh, context: context)
    graph.endTraversal(restoring: previous)
    node.lastView = view
    node.lastEnvironment = context.environment
    node.resolveLastBody = { nodes, context in SceneryCore.resolve(body, into: &nodes, context: context) }
    // The graph and the node are held weakly by the context, and passed in again.
    if context.modifierContent == nil {
        nonisolated(unsafe) let view = view
        nonisolated(unsafe) let propertyOwner = propertyOwner
        node.bodyContext = context
        node.rerun = { (node: GraphNode, graph: ViewGraph, context: ResolveContext) -> [ViewNode] in
            node.changeReasons = ChangeReasons.of(node, newView: view, environment: context.environment)
            return runBody(view, of: node, graph: graph, context: context, propertyOwner: propertyOwner)
        }
    } else {
        node.rerun = nil
        node.bodyContext = nil
    }
    node.cachedNodes = fresh
    node.isDirty = false
    node.hasDirtyDescendant = false
    return fresh
}

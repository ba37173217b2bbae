extension ViewGraph {
    /// The object a container at `path` keeps across updates (a scroll view's
    /// ``ScrollState``, a lazy stack's ``LazyMeasurements``), made by `make` the first time.
    func containerMemory<T: AnyObject>(at path: IdentityPath, _ make: () -> T) -> T {
        if let memory = containerMemory[path] as? T { return memory }
        let memory = make()
        containerMemory[path] = memory
        return memory
    }

    /// Keeps the custom views under `path` alive for this update, built or not: content a
    /// container builds while it is laid out or placed (a lazy container's rows, a header's
    /// content, a geometry reader's content), which the update does not reach. They are
    /// children of the container's enclosing custom view `parent` (of the root when nil),
    /// so only its children are looked at.
    func keepBuiltDuringLayout(under path: IdentityPath, parent: GraphNode?) {
        let prefix = path.components
        let candidates = parent.map { Array($0.children.values) } ?? Array(topLevelNodes.values)
        for node in candidates where node.path.components.starts(with: prefix) { keepSubtree(of: node) }
    }

    /// Runs the `onAppear`/`onDisappear` (and `task`) actions of lazy rows that scrolled
    /// in or out during the layout that just ran.
    /// Also runs `onChange` actions queued by rows built during that layout.
    func runLayoutActions() {
        let actions = pendingLayoutActions + pendingChanges
        pendingLayoutActions = []
        pendingChanges = []
        for action in actions { action() }
    }
}

extension ResolveContext {
    /// The memory of the container at this context's path plus `marker` (from the window's
    /// graph; a fresh one in one-off snapshots).
    func containerMemory<T: AnyObject>(_ marker: String, _ make: () -> T) -> T {
        guard let graph else { return make() }
        return graph.containerMemory(at: path.appending(.explicit(ContainerMarker(name: marker))), make)
    }
}

/// A path component naming a container's own memory or rows, distinct from any user id.
struct ContainerMarker: Hashable {
    let name: String
}

extension View {
    /// Starts `action` as a task on the main actor when this view appears, and cancels
    /// it when the view disappears (the task must check for cancellation to stop early).
    /// It does not restart when the view's body runs again.
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(_TaskModifier(priority: priority, action: action))
    }

    /// Starts `action` as a task on the main actor when this view appears and cancels it
    /// when the view disappears; when `id` changes from one update of the view tree to the
    /// next, the running task is cancelled and a new one starts. The view itself keeps its
    /// identity (and state) when `id` changes.
    nonisolated public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        nonisolated(unsafe) let value = value
        return modifier(_TaskModifier(priority: priority, action: action) { graph, path, restart in
            graph.observeChange(at: path, value: value, initial: false) { _, _ in restart() }
        })
    }
}

/// Runs a task for the lifetime of the content (`task`, `task(id:)`).
///
/// It rides on the appearance bookkeeping of `onAppear`/`onDisappear` (start on appear,
/// cancel on disappear) and, for `task(id:)`, on that of `onChange`: a changed id restarts
/// the task after the update. The content's identity never depends on the id.
nonisolated public struct _TaskModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let priority: TaskPriority
    let action: @MainActor () async -> Void
    /// For `task(id:)`: compares the id with the last one and calls `restart` after the
    /// update when it changed.
    var observeID: (@MainActor (_ graph: ViewGraph, _ path: IdentityPath, _ restart: @escaping @MainActor () -> Void) -> Void)?

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        if let graph = context.graph {
            let path = context.path.appending(.explicit("task"))
            let (priority, action) = (self.priority, self.action)
            graph.visitAppearance(at: path, actions: AppearanceActions(
                onAppear: { [weak graph] in graph?.tasks.start(at: path, priority: priority, action) },
                onDisappear: { [weak graph] in graph?.tasks.cancel(at: path) }))
            observeID?(graph, context.path.appending(.explicit("taskID"))) { [weak graph] in
                graph?.tasks.start(at: path, priority: priority, action)
            }
        }
        content(&nodes, context.child(.explicit("tasking")))
    }
}

/// The tasks `.task` modifiers started in one window, by identity. Whatever still runs
/// when the window's graph goes away is cancelled.
final class TaskRegistry {
    private var running: [IdentityPath: Task<Void, Never>] = [:]

    /// Starts `action` for the modifier at `path` (cancelling one that still runs there).
    @MainActor
    func start(at path: IdentityPath, priority: TaskPriority, _ action: @escaping @MainActor () async -> Void) {
        running[path]?.cancel()
        running[path] = Task(priority: priority) { @MainActor in await action() }
    }

    /// Cancels the task of the modifier at `path`.
    @MainActor
    func cancel(at path: IdentityPath) {
        running.removeValue(forKey: path)?.cancel()
    }

    /// How many `.task` modifiers have a task (running or finished) now.
    @MainActor
    var count: Int { running.count }

    deinit {
        for task in running.values { task.cancel() }
    }
}

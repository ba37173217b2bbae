// `import Scenery` gives apps `@Observable`, `withObservationTracking` and the rest of
// Swift's Observation module, as `import SwiftUI` does.
@_exported public import Observation

/// The two kinds of evaluation the graph tracks for a custom view.
enum TrackingScope: Hashable {
    /// The view's `body`.
    case body
    /// Code the graph runs for the view while it resolves the body's output: a `ForEach`
    /// row's content closure, a custom modifier's `body(content:)`.
    case output
}

/// Per-property observation of one custom view: which `@Observable` properties its body
/// (and the code resolved for it) read, so that a change to one of them, and only to
/// those, invalidates the view.
///
/// Each evaluation runs inside `withObservationTracking`. Its `onChange` is one-shot and
/// fires on `willSet`: it marks the view dirty and asks the window for its one deferred
/// update, and the next evaluation tracks again (re-arming). An evaluation also cancels
/// the registration of the previous one if that never fired, so a view that re-runs for
/// other reasons (its `@State`) does not pile up registrations in a model it reads but
/// that does not change. Observation has no public way to cancel a registration, so every
/// tracked evaluation also reads a private ``ObservationSentinel`` property, and changing
/// that property makes the old registration fire (into a token that is already
/// cancelled), which removes all of it.
@MainActor
final class NodeObservation {
    private var sentinel: ObservationSentinel?
    /// The token of each scope's live registration, until it fires or is cancelled.
    private(set) var tokens: [TrackingScope: ObservationToken] = [:]

    /// Runs `apply`, recording every observable property it reads as a dependency of
    /// `node` for `scope`.
    func track<T>(_ scope: TrackingScope, for node: GraphNode, _ apply: () -> T) -> T {
        let sentinel = self.sentinel ?? ObservationSentinel()
        self.sentinel = sentinel
        let token: ObservationToken
        if let live = tokens[scope], !live.hasFired {
            token = live
        } else {
            token = ObservationToken(node: node)
            tokens[scope] = token
        }
        return withObservationTracking {
            sentinel.access(scope)
            return apply()
        } onChange: {
            token.fire()
        }
    }

    /// Cancels the live registrations of `scope` before the view is evaluated again. (One
    /// `output` token may stand for several registrations, one per closure evaluated, and
    /// only the one that fired is gone: the sentinel ends the others.)
    func cancel(_ scope: TrackingScope) {
        guard let token = tokens.removeValue(forKey: scope) else { return }
        token.cancel()
        sentinel?.change(scope)
    }

    /// Cancels every registration (the view left the tree).
    func cancelAll() {
        cancel(.body)
        cancel(.output)
    }
}

/// What a tracked evaluation's `onChange` (or an `objectWillChange` subscription) calls:
/// it brings the change to the main actor and invalidates the view, unless the graph
/// cancelled the registration first.
@MainActor
final class ObservationToken: Sendable {
    private weak var node: GraphNode?
    private let oneShot: Bool
    private var isCancelled = false
    /// Whether a change was delivered (for a one-shot registration: it is gone).
    private(set) var hasFired = false

    init(node: GraphNode, oneShot: Bool = true) {
        self.node = node
        self.oneShot = oneShot
    }

    /// Called by Observation on the thread that changes a property, before the change.
    nonisolated func fire() {
        MainActorHop.run { [self] in deliver() }
    }

    private func deliver() {
        guard !isCancelled, !(oneShot && hasFired) else { return }
        hasFired = true
        if let node { node.graph?.invalidate(node) }
    }

    func cancel() { isCancelled = true }
}

/// A private observable each tracked evaluation reads, one property per scope, so the
/// graph can end a one-shot registration by "changing" the property.
final class ObservationSentinel: Observable, Sendable {
    private let registrar = ObservationRegistrar()

    private var body: Int { 0 }
    private var output: Int { 0 }

    private func keyPath(_ scope: TrackingScope) -> KeyPath<ObservationSentinel, Int> {
        switch scope {
        case .body: \.body
        case .output: \.output
        }
    }

    /// Registers a read of `scope`'s property in the current tracking.
    func access(_ scope: TrackingScope) {
        registrar.access(self, keyPath: keyPath(scope))
    }

    /// Fires (and so removes) every registration that read `scope`'s property.
    func change(_ scope: TrackingScope) {
        let keyPath = keyPath(scope)
        registrar.willSet(self, keyPath: keyPath)
        registrar.didSet(self, keyPath: keyPath)
    }
}

extension GraphNode {
    /// Evaluates `apply` for this view: `@State`, environment values and observable
    /// properties it reads become the view's dependencies.
    func evaluate<T>(_ scope: TrackingScope, _ apply: () -> T) -> T {
        let previous = ViewGraph.evaluating
        ViewGraph.evaluating = self
        defer { ViewGraph.evaluating = previous }
        return observation.track(scope, for: self, apply)
    }
}

extension ResolveContext {
    /// Evaluates user code that the graph runs while resolving the enclosing custom view's
    /// body (a `ForEach` row's content closure, a custom modifier's `body(content:)`): what
    /// it reads invalidates that view, as a read in its `body` would. Outside a graph it
    /// simply runs `apply`.
    package func evaluateForView<T>(_ apply: () -> T) -> T {
        guard graph != nil, let node = parentNode else { return apply() }
        if let rows = rowObservation {
            // Inside a `ForEach` whose rows are kept for reuse: tracked in the rows' own
            // scope, which outlives the enclosing view's next evaluation (Graph/RowMemo.swift).
            let previous = ViewGraph.evaluating
            ViewGraph.evaluating = node
            defer { ViewGraph.evaluating = previous }
            return rows.track(.output, for: node, apply)
        }
        return node.evaluate(.output, apply)
    }
}

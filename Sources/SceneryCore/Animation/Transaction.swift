/// The context of one update: the animation its changes use (nil: none), and whether
/// implicit animations may replace it.
///
/// Every state change happens in a transaction; `withAnimation` and `withTransaction` set
/// the one their closure's changes use. While the tree is evaluated the transaction flows
/// **down** like the environment: `.animation(_:value:)` and `.transaction { }` change it
/// for their subtree.
public struct Transaction: Sendable {
    /// The animation of the changes; nil changes them at once.
    public var animation: Animation?
    /// When true, implicit animations (`.animation(_:value:)`) do not replace ``animation``.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag, say).
    public var isContinuous = false
    /// Actions to run once the animations this transaction starts have finished.
    var completions: [AnimationCompletion] = []
    /// Set for content being inserted or removed with a transition, for matched geometry.
    var matchedRole: MatchedRole?
    /// Set by `withTransaction`/`withAnimation`: the code chose this transaction, so its
    /// lack of an animation (`withAnimation(nil)`) turns off the animations a container
    /// runs by default (a navigation stack's slide).
    var isExplicit = false

    /// A transaction without an animation.
    nonisolated public init() {}

    /// A transaction with `animation`.
    nonisolated public init(animation: Animation?) { self.animation = animation }

    /// Runs `completion` when the animations this transaction starts have finished
    /// (`criteria` is accepted; logically complete and removed are the same moment here).
    nonisolated public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping @MainActor @Sendable () -> Void
    ) {
        completions.append(AnimationCompletion(action: completion))
    }

    /// The transaction of the `withTransaction`/`withAnimation` closure running now.
    @MainActor @exclusivity(unchecked) static var current: Transaction?
}

/// Whether a view is being inserted or removed in an animated update.
enum MatchedRole: Sendable {
    case inserted, removed
}

/// When an animation counts as finished for its completion handlers.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the change feels done to a person.
    nonisolated public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation has completely finished.
    nonisolated public static let removed = AnimationCompletionCriteria(removed: true)
}

/// One completion handler, shared by every animation one transaction starts: it runs once,
/// when the last of them has finished.
final class AnimationCompletion: @unchecked Sendable {
    // @unchecked: created and run on the main actor only.
    let action: @MainActor @Sendable () -> Void
    /// Animations started with this completion that have not finished yet.
    var pending = 0
    var fired = false

    init(action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
}

/// Runs `body` with `transaction` as the transaction of the state changes it makes, and
/// returns its result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = Transaction.current
    var transaction = transaction
    transaction.isExplicit = true
    Transaction.current = transaction
    defer { Transaction.current = outer }
    return try body()
}

/// Runs `body` with `transaction[keyPath: keyPath] = value`.
@MainActor
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Animates the changes `body` makes to state with `animation` (R130): the views they
/// affect move from what is on screen to their new values.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Animates the changes `body` makes, and runs `completion` once the animation finished.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor @Sendable () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

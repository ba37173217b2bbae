/// One animatable attribute of the render tree (a frame's width, an opacity, a custom
/// modifier's `animatableData`): its target, and the animation moving the presented value
/// towards it, if one runs.
@MainActor
class AnimatedSlot {
    /// The custom view whose body output holds the attribute: it re-traverses that output
    /// on every frame while the attribute animates.
    weak var owner: GraphNode?
    /// Completion handlers waiting for the running animation.
    var completions: [AnimationCompletion] = []
    /// Whether frames re-traverse the owner's body output while this animates (a layout
    /// frame is presented at placement, which every frame runs anyway).
    var retraversesOwner = true
    /// The store no longer holds the slot (its view left); a node that cached it asks again.
    var isDropped = false
    /// The `ForEach` row the attribute is filed under, if a row touched it while it was
    /// recorded (Graph/RowMemo.swift); else it is filed under ``owner``.
    weak var row: RowRecord?
    /// The last update (``AnimationStore/generation``) that met the attribute: one not met
    /// in an update that resolved its view is gone at the update's end.
    @exclusivity(unchecked) var touchedIn = 0
    /// The key the store keeps the slot under.
    @exclusivity(unchecked) var key = AnimationStore.SlotKey(path: IdentityPath(), index: 0)
    /// The custom view whose list the slot is filed in when no ``row`` holds it; nil when
    /// it is filed with the attributes outside any custom view.
    @exclusivity(unchecked) var filedOwner: ObjectIdentifier?
    /// Set while the store compacts a list of slots, so each is kept once.
    @exclusivity(unchecked) var listMark = 0

    init(owner: GraphNode?) { self.owner = owner }

    /// Whether an animation is running (it may have just completed; see ``settle(at:)``).
    var isAnimating: Bool { false }

    /// Ends the running animation if it has completed at `time`; returns the completion
    /// handlers that are now due.
    func settle(at time: Double) -> [AnimationCompletion] { [] }

    /// Forgets the running animation (retargeted or removed): its completions count it done.
    func releaseCompletions() -> [AnimationCompletion] {
        var due: [AnimationCompletion] = []
        for completion in completions {
            completion.pending -= 1
            if completion.pending == 0 && !completion.fired { due.append(completion) }
        }
        completions = []
        return due
    }
}

/// An attribute whose data is `Data`.
@MainActor
final class ValueSlot<Data: VectorArithmetic>: AnimatedSlot {
    /// A running animation. A class, so that `run` is one reference: a slot's `deinit`
    /// (not specialized, in a generic class) then releases it, where an optional struct
    /// made the runtime look up the metadata of `Run` and of its optional for each slot
    /// freed — most slots never animate.
    final class Run {
        var from: Data
        let animation: Animation
        let start: Double

        init(from: Data, animation: Animation, start: Double) {
            self.from = from
            self.animation = animation
            self.start = start
        }
    }

    var target: Data
    var run: Run?

    init(target: Data, owner: GraphNode?) {
        self.target = target
        super.init(owner: owner)
    }

    override var isAnimating: Bool { run != nil }

    /// The value on screen at `time`: the target, or on the way to it.
    func presented(at time: Double) -> Data {
        guard let run else { return target }
        let elapsed = time - run.start
        if run.animation.isComplete(after: elapsed) { return target }
        let progress = run.animation.progress(after: elapsed)
        return run.from + (target - run.from).scaled(by: progress)
    }

    override func settle(at time: Double) -> [AnimationCompletion] {
        guard let run, run.animation.isComplete(after: time - run.start) else { return [] }
        self.run = nil
        return releaseCompletions()
    }
}

/// The last value an `.animation(_:value:)` saw.
@MainActor
final class ObservedValueSlot: AnimatedSlot {
    var value: Any
    init(value: Any, owner: GraphNode?) {
        self.value = value
        super.init(owner: owner)
    }
}

/// The running state of a `keyframeAnimator` at one identity.
@MainActor
final class KeyframeSlot<Value>: AnimatedSlot {
    var value: Value
    var trigger: Any?
    var timeline: KeyframeTimeline<Value>?
    var start = 0.0
    /// A looping animator never settles.
    var repeating = false

    init(value: Value) {
        self.value = value
        super.init(owner: nil)
    }

    override var isAnimating: Bool { timeline != nil }

    /// The value at `time` (the last value once the timeline has ended).
    func presented(at time: Double) -> Value {
        guard let timeline else { return value }
        return timeline.value(time: time - start)
    }

    override func settle(at time: Double) -> [AnimationCompletion] {
        if !repeating, let timeline, time - start >= timeline.duration {
            value = timeline.value(time: timeline.duration)
            self.timeline = nil
        }
        return []
    }
}

/// `keyframeAnimator`: plays the keyframes from the current value each time the trigger
/// changes, and shows the content with the value at every frame.
nonisolated struct _KeyframeAnimator<Content: View, Value, Trigger: Equatable, Output: View>: View, PrimitiveView {
    let content: Content
    let initialValue: Value
    let trigger: Trigger
    let repeating: Bool
    let makeContent: @MainActor (PlaceholderContentView<Content>, Value) -> Output
    let keyframes: @MainActor (Value) -> [AnyKeyframeTrack<Value>]

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let placeholder = PlaceholderContentView<Content> { [content] nodes, context in
            SceneryCore.resolve(content, into: &nodes, context: context)
        }
        guard let store = context.graph?.animations else {
            return SceneryCore.resolve(makeContent(placeholder, initialValue), into: &nodes, context: context)
        }
        let (slot, isNew) = store.slot(in: context) { KeyframeSlot(value: initialValue) }
        let time = store.time
        slot.repeating = repeating
        if repeating, let timeline = slot.timeline, time - slot.start >= timeline.duration {
            slot.start += timeline.duration  // the next loop
        }
        let changed = !isNew && (slot.trigger as? Trigger) != trigger
        if changed || (repeating && slot.timeline == nil) {
            let current = slot.presented(at: time)
            slot.value = current
            slot.timeline = KeyframeTimeline(initialValue: current, tracks: keyframes(current))
            slot.start = time
        }
        slot.trigger = trigger
        var value = slot.presented(at: time)
        if !repeating, let timeline = slot.timeline, time - slot.start >= timeline.duration {
            value = timeline.value(time: timeline.duration)
        }
        SceneryCore.resolve(makeContent(placeholder, value), into: &nodes, context: context)
    }
}

/// The running state of a `phaseAnimator` at one identity.
@MainActor
final class PhaseSlot: AnimatedSlot {
    var index = 0
    var trigger: Any?
    var running = false
    var phaseEnd = 0.0

    init() { super.init(owner: nil) }

    override var isAnimating: Bool { running }
}

/// `phaseAnimator`: on each trigger change, steps through the phases (each step a separate
/// animation, the next one starting when the previous finished) and back to the first;
/// without a trigger it cycles for as long as the view shows (R147).
nonisolated struct _PhaseAnimator<Content: View, Phase: Equatable, Trigger: Equatable, Output: View>: View, PrimitiveView {
    let content: Content
    let phases: [Phase]
    let trigger: Trigger?
    let makeContent: @MainActor (PlaceholderContentView<Content>, Phase) -> Output
    let animation: @MainActor (Phase) -> Animation?

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let placeholder = PlaceholderContentView<Content> { [content] nodes, context in
            SceneryCore.resolve(content, into: &nodes, context: context)
        }
        guard let store = context.graph?.animations, !phases.isEmpty else {
            return SceneryCore.resolve(makeContent(placeholder, phases.first!), into: &nodes, context: context)
        }
        let (slot, isNew) = store.slot(in: context) { PhaseSlot() }
        let time = store.time
        var inner = context
        func advance() {
            slot.index = (slot.index + 1) % phases.count
            let phaseAnimation = animation(phases[slot.index])
            inner.transaction.animation = phaseAnimation
            slot.phaseEnd = time + (phaseAnimation?.duration ?? 0)
        }
        if let trigger {
            if !isNew, (slot.trigger as? Trigger) != trigger {
                slot.running = true
                advance()
            } else if slot.running && time >= slot.phaseEnd {
                if slot.index == 0 { slot.running = false } else { advance() }
            }
            slot.trigger = trigger
        } else if isNew {
            slot.running = true
            slot.phaseEnd = time
        } else if time >= slot.phaseEnd {
            advance()
        }
        SceneryCore.resolve(makeContent(placeholder, phases[slot.index]), into: &nodes, context: inner)
    }
}

extension View {
    /// Plays `keyframes` each time `trigger` changes, starting from the current value; the
    /// content shows the value of every frame.
    nonisolated public func keyframeAnimator<Value, Trigger: Equatable, Output: View>(
        initialValue: Value, trigger: Trigger,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Output,
        @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> [AnyKeyframeTrack<Value>]
    ) -> some View {
        _KeyframeAnimator(
            content: self, initialValue: initialValue, trigger: trigger, repeating: false,
            makeContent: content, keyframes: keyframes)
    }

    /// Plays `keyframes` in a loop for as long as the view shows (or once per change of
    /// `repeating == false`'s trigger: use the triggered form).
    nonisolated public func keyframeAnimator<Value, Output: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Output,
        @KeyframesBuilder<Value> keyframes: @escaping @MainActor (Value) -> [AnyKeyframeTrack<Value>]
    ) -> some View {
        _KeyframeAnimator(
            content: self, initialValue: initialValue, trigger: 0, repeating: repeating,
            makeContent: content, keyframes: keyframes)
    }

    /// Steps through `phases` each time `trigger` changes (the first phase is the resting
    /// state); each step animates with `animation` for the phase it goes to.
    nonisolated public func phaseAnimator<Phase: Equatable, Trigger: Equatable, Output: View>(
        _ phases: some Sequence<Phase>, trigger: Trigger,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Output,
        animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        _PhaseAnimator(content: self, phases: Array(phases), trigger: trigger, makeContent: content, animation: animation)
    }

    /// Cycles through `phases` for as long as the view shows.
    nonisolated public func phaseAnimator<Phase: Equatable, Output: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Output,
        animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        _PhaseAnimator<Self, Phase, Int, Output>(
            content: self, phases: Array(phases), trigger: nil, makeContent: content, animation: animation)
    }
}

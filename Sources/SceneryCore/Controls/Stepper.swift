public import FoundationEssentials

/// A control that increments and decrements a value: its label, then a − and a + button.
///
/// Clicking − or + changes the value by the step at once (on the press, as desktop spin
/// buttons do), clamped to the bounds; the button at a bound is disabled. With the
/// keyboard focus (Tab, or a click on the stepper) the Up and Down arrows and the + and −
/// keys do the same. `onEditingChanged` is called with true when a press or key goes down
/// and with false when it comes up. docs/controls.md describes its look and metrics.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let model: MainActorBound<StepperModel>

    /// Creates a stepper that calls `onIncrement` and `onDecrement`; a nil action
    /// disables its button.
    nonisolated public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        nonisolated(unsafe) let editing = onEditingChanged
        let increment = MainActorBound(Self.onMainActor(onIncrement)), decrement = MainActorBound(Self.onMainActor(onDecrement))
        model = MainActorBound(StepperModel(
            increment: { increment.value }, decrement: { decrement.value }, onEditingChanged: { editing($0) }))
    }

    /// Creates a stepper that changes `value` by `step` within `bounds`.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        nonisolated(unsafe) let editing = onEditingChanged
        model = MainActorBound(StepperModel(value: value, bounds: bounds, step: step, onEditingChanged: editing))
    }

    /// Creates a stepper that changes `value` by `step` within `bounds`.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper that changes `value` by `step`, without bounds.
    nonisolated public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        nonisolated(unsafe) let editing = onEditingChanged
        model = MainActorBound(StepperModel(value: value, bounds: nil, step: step, onEditingChanged: editing))
    }

    /// Creates a stepper that changes `value` by `step` within `bounds`; `format` is how
    /// the value would be read out (accepted; the stepper does not show the value itself).
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper that changes `value` by `step`, without bounds; `format` is
    /// accepted as in ``init(value:in:step:format:label:onEditingChanged:)``.
    nonisolated public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// `action`, called on the main actor (where the stepper's input is handled).
    nonisolated private static func onMainActor(_ action: (() -> Void)?) -> (@MainActor () -> Void)? {
        guard let action else { return nil }
        nonisolated(unsafe) let unchecked = action
        return { unchecked() }
    }

    /// The label, then the − and + buttons (in a form, the label in its label column).
    @MainActor public var body: some View {
        let model = model.value
        // Reading the value here makes the stepper update when it changes.
        let actions = (increment: model.increment(), decrement: model.decrement())
        FormRow(label: label, content: StepperButtons(
            increment: actions.increment.map(MainActorBound.init),
            decrement: actions.decrement.map(MainActorBound.init),
            onEditingChanged: MainActorBound(model.onEditingChanged)))
    }
}

extension Stepper where Label == Text {
    /// Creates a stepper with a text label that calls `onIncrement` and `onDecrement`.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that calls `onIncrement` and `onDecrement`.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that changes `value` by `step` within `bounds`.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that changes `value` by `step` within `bounds`.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that changes `value` by `step`.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that changes `value` by `step`.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that changes `value` by `step` within `bounds`;
    /// `format` is accepted as in ``init(value:in:step:format:label:onEditingChanged:)``.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that changes `value` by `step` within `bounds`;
    /// `format` is accepted as in ``init(value:in:step:format:label:onEditingChanged:)``.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that changes `value` by `step`; `format` is
    /// accepted as in ``init(value:in:step:format:label:onEditingChanged:)``.
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    /// Creates a stepper with a text label that changes `value` by `step`; `format` is
    /// accepted as in ``init(value:in:step:format:label:onEditingChanged:)``.
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }
}

/// What a stepper does: its two actions as they stand now (nil: that button is disabled)
/// and its editing callback.
struct StepperModel {
    /// The increment action now, or nil when incrementing is not possible (reads the value).
    let increment: @MainActor () -> (@MainActor () -> Void)?
    /// The decrement action now, or nil.
    let decrement: @MainActor () -> (@MainActor () -> Void)?
    let onEditingChanged: @MainActor (Bool) -> Void

    init(
        increment: @escaping @MainActor () -> (@MainActor () -> Void)?,
        decrement: @escaping @MainActor () -> (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) {
        self.increment = increment
        self.decrement = decrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over a bound value: each action moves it by `step`, clamped to `bounds`
    /// (a value already past a bound moves to it), and is nil at the bound.
    init<V: Strideable>(value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void) {
        // Built wherever the stepper is; used on the main actor only.
        nonisolated(unsafe) let editing = onEditingChanged, value = value, bounds = bounds, step = step
        self.onEditingChanged = { editing($0) }
        increment = {
            let current = value.wrappedValue
            if let bounds, current >= bounds.upperBound { return nil }
            return {
                let current = value.wrappedValue
                guard let upper = bounds?.upperBound else { return value.wrappedValue = current.advanced(by: step) }
                value.wrappedValue = current < upper && current.distance(to: upper) > step ? max(current.advanced(by: step), bounds!.lowerBound) : upper
            }
        }
        decrement = {
            let current = value.wrappedValue
            if let bounds, current <= bounds.lowerBound { return nil }
            return {
                let current = value.wrappedValue
                guard let lower = bounds?.lowerBound else { return value.wrappedValue = current.advanced(by: -step) }
                value.wrappedValue = current > lower && lower.distance(to: current) > step ? min(current.advanced(by: -step), bounds!.upperBound) : lower
            }
        }
    }
}

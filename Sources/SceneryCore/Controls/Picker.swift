/// A control for selecting from a set of mutually exclusive values.
///
/// Each option is a view of `content` with a value: its `.tag(_:)`, or, inside a `ForEach`,
/// its element's id. An option whose value has another type than the selection (a
/// `.tag(_:includeOptional: false)` for an optional selection among them) is shown but
/// cannot be selected, as in SwiftUI. The picker style in effect (``View/pickerStyle(_:)``)
/// draws it: a pop-up button by default, a row of segments, or a column of radio buttons.
/// docs/controls.md ("Picker") describes the looks and keys.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: MainActorBound<Binding<SelectionValue>>
    let content: Content
    let label: Label
    let currentValueLabel: AnyView?

    /// Creates a picker that shows `label` and selects one of `content`'s options.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = MainActorBound(selection)
        self.content = content()
        self.label = label()
        currentValueLabel = nil
    }

    /// Creates a picker whose closed look shows `currentValueLabel` instead of the
    /// selected option's label (the `.menu` style's button).
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.selection = MainActorBound(selection)
        self.content = content()
        self.label = label()
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// Creates a picker with its label before its content (the older form).
    @available(*, deprecated, renamed: "Picker(selection:content:label:)")
    nonisolated public init(
        selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { label })
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let binding = selection.value
        let model = PickerModel(
            binding: binding, content: content, style: context.environment.pickerStyle.resolved, context: context)
        let control: AnyView
        if model.style == .menu {
            let options = AnyView(PickerMenuOptions(selection: selection, content: content))
            control = AnyView(PickerMenuHost(
                model: MainActorBound(model), currentValueLabel: currentValueLabel, options: MainActorBound(options)))
        } else {
            control = AnyView(PickerControl(model: MainActorBound(model), currentValueLabel: currentValueLabel))
        }
        // In a form the label goes in the form's label column.
        let view = FormRow(label: label, content: control, alignment: model.style.isColumn ? .firstTextBaseline : .center)
        SceneryCore.resolve(view, into: &nodes, context: context)
    }
}

extension Picker where Label == Text {
    /// Creates a picker with a text label; the title is the localized string for
    /// `titleKey` (a string literal is a key: see ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    /// Creates a picker with a text label shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }

    /// Creates a picker with a text label and a custom label for the current value.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == SceneryCore.Label<Text, Image> {
    /// Creates a picker labelled with a title and a symbol; the title is the localized
    /// string for `titleKey`.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { SceneryCore.Label(titleKey, systemImage: systemImage) })
    }

    /// Creates a picker labelled with a title (shown as it is) and a symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { SceneryCore.Label(title, systemImage: systemImage) })
    }
}

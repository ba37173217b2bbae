/// A control that turns something on and off: a checkbox, a switch or a button that stays
/// pressed, bound to a Boolean.
///
/// ```swift
/// Toggle("Visible", isOn: $isVisible)
/// ```
///
/// A click, or Space (and Return) while it has the keyboard focus, flips the binding. The
/// toggle style in effect (`.toggleStyle(_:)`) draws it; `.automatic` is a checkbox on a
/// desktop, as on macOS. docs/controls.md describes the styles.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    /// Whether the toggle is mixed now (a `sources:` toggle reads its sources).
    let isMixed: MainActorBound<@MainActor () -> Bool>
    let label: Label

    /// Creates a toggle bound to `isOn`, with a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.isMixed = MainActorBound({ false })
        self.label = label()
    }

    /// Creates a toggle that stands for several Booleans, each a binding of one element of
    /// `sources`: it is on when all are on, mixed when some are, and turning it on or off
    /// sets them all.
    nonisolated public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        nonisolated(unsafe) let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Binding(
            get: { !bindings.isEmpty && bindings.allSatisfy { $0.wrappedValue } },
            set: { newValue in for binding in bindings { binding.wrappedValue = newValue } })
        self.isMixed = MainActorBound({
            bindings.contains { $0.wrappedValue } && bindings.contains { !$0.wrappedValue }
        })
        self.label = label()
    }

    /// Reads the toggle's state in a view body (so the toggle updates when it changes,
    /// whoever else reads it), then resolves its style.
    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        SceneryCore.resolve(ToggleStateReader(toggle: self), into: &nodes, context: context)
    }

    /// Resolves the body of the innermost toggle style with that style taken off the
    /// environment's stack (docs/controls.md, "The style pattern").
    @MainActor func resolveStyle(into nodes: inout [ViewNode], context: ResolveContext) {
        let styles = context.environment.toggleStyles
        var environment = context.environment
        let style = environment.toggleStyles.popLast()
        let configuration = ToggleStyleConfiguration(
            label: .init(content: ConfiguredContent(label) { $0.toggleStyles = styles }),
            isOn: isOn, isMixed: isMixed.value())
        guard let style else {
            // No style set: the default look, without evaluating a style as a view.
            return BuiltInToggle(configuration: configuration, look: .default).resolve(into: &nodes, context: context)
        }
        Self.resolveBody(of: style, configuration, environment: environment, into: &nodes, context: context)
    }

    @MainActor private static func resolveBody<S: ToggleStyle>(
        of style: S, _ configuration: ToggleStyleConfiguration, environment: EnvironmentValues,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let body = ToggleStyleBody(style: style, configuration: configuration)
        resolveStyledBody(body, style: style, environment: environment, into: &nodes, context: context)
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label: the localized string for `titleKey` (a string
    /// literal is a key: see ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle with a text label shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// Creates a toggle for several Booleans (see ``init(sources:isOn:label:)``) with a
    /// text label: the localized string for `titleKey`.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle for several Booleans with a text label shown as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SceneryCore.Label<Text, Image> {
    /// Creates a toggle whose label is a title and a symbol (`Label(title, systemImage:)`).
    /// The title is the localized string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SceneryCore.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle whose label is a title and a symbol; the title is shown as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SceneryCore.Label(title, systemImage: systemImage) }
    }

    /// Creates a toggle for several Booleans whose label is a title and a symbol.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { SceneryCore.Label(titleKey, systemImage: systemImage) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// Creates the toggle a style is given: inside a ``ToggleStyle``'s
    /// `makeBody(configuration:)`, it draws the toggle with the style around that one.
    nonisolated public init(_ configuration: ToggleStyleConfiguration) {
        isOn = configuration.$isOn
        let mixed = configuration.isMixed
        isMixed = MainActorBound({ mixed })
        label = configuration.label
    }
}

/// A toggle's state, read in a body: the toggle's view updates when the bound value (or a
/// source) changes, then resolves its style (``ToggleStyled``).
struct ToggleStateReader<Label: View>: View {
    let toggle: Toggle<Label>

    var body: some View {
        let _ = toggle.isOn.wrappedValue
        let _ = toggle.isMixed.value()
        ToggleStyled(toggle: toggle)
    }
}

/// A toggle's styled body (``Toggle/resolveStyle(into:context:)``).
nonisolated struct ToggleStyled<Label: View>: View, PrimitiveView {
    let toggle: Toggle<Label>

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        toggle.resolveStyle(into: &nodes, context: context)
    }
}

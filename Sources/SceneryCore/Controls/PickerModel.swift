/// A picker's options as resolved for one update: each option's label node and value, which
/// is selected, and how to select another. The looks (segments, radio buttons, the menu
/// button) draw from it, and a menu presents ``menu``.
@MainActor
struct PickerModel {
    /// One option of the picker.
    struct Option {
        /// The option's view, resolved.
        let label: ViewNode
        /// The option's value: its tag, or its `ForEach` id; nil when it has none of the
        /// selection's type (the option is shown but cannot be selected).
        let value: AnyHashable?
    }

    let options: [Option]
    /// The option whose value is the selection's, if any.
    let selectedIndex: Int?
    /// The look, with `.automatic` resolved.
    let style: PickerStyleKind
    /// Sets the selection to option `index`'s value (options without one are ignored).
    let select: @MainActor (Int) -> Void

    /// Resolves `content`'s options below the picker's identity and reads the selection
    /// on behalf of the enclosing view (a change of the bound value updates the picker).
    init<Value: Hashable, Content: View>(binding: Binding<Value>, content: Content, style: PickerStyleKind, context: ResolveContext) {
        let current = context.evaluateForView { binding.wrappedValue }
        let optionsContext = context.child(.explicit("options"))
        let rows = LazyRowList(lazyRows(content, context: optionsContext))
        var options: [Option] = []
        for index in 0..<rows.count {
            let nodes = rows.build(index)
            for node in nodes {
                options.append(Option(label: node, value: Self.value(of: node, id: nodes.count == 1 ? rows.id(index) : nil, as: Value.self)))
            }
        }
        self.options = options
        let selected = AnyHashable(current)
        selectedIndex = options.firstIndex { $0.value == selected }
        self.style = style
        nonisolated(unsafe) let binding = binding
        select = { index in
            guard options.indices.contains(index), let value = options[index].value?.base as? Value else { return }
            if binding.wrappedValue != value { binding.wrappedValue = value }
        }
    }

    /// The value an option carries for a selection of type `Value`: its `.tag(_:)` when
    /// the tag's type matches (its own type, or `Optional` of it unless the tag said
    /// `includeOptional: false`), else its `ForEach` id when that is a `Value` (an id
    /// also matches an optional selection of its type).
    static func value<Value: Hashable>(of node: ViewNode, id: AnyHashable?, as: Value.Type) -> AnyHashable? {
        if let tag = node.selectionTag {
            guard node.selectionTagType?.matches(Value.self) ?? true, let value = tag.base as? Value else { return nil }
            return AnyHashable(value)
        }
        guard let id, let value = id.base as? Value else { return nil }
        return AnyHashable(value)
    }

    /// The next option that can be selected from the selected one, `step` options on
    /// (-1: the one before), without wrapping; with nothing selected, the first (or last).
    func neighbour(_ step: Int) -> Int? {
        let selectable = options.indices.filter { options[$0].value != nil }
        guard let selectedIndex, let position = selectable.firstIndex(of: selectedIndex) else {
            return step > 0 ? selectable.first : selectable.last
        }
        let next = position + step
        return selectable.indices.contains(next) ? selectable[next] : nil
    }

    /// The options as a menu presents them.
    var menu: PickerMenu {
        PickerMenu(
            items: options.enumerated().map { index, option in
                PickerMenu.Item(label: option.label, isSelected: index == selectedIndex, isSelectable: option.value != nil)
            },
            select: select)
    }
}

/// A picker's options for a menu to present (the `.menu` style's pop-up): each option's
/// label, whether it is the selection and whether it can be chosen, and the action that
/// chooses one. The menu button's node carries it (``PickerMenuButtonNode/menu``).
@MainActor
package struct PickerMenu {
    /// One entry of the menu.
    package struct Item {
        /// The option's view, resolved (a menu draws it, with a check mark when selected).
        package let label: ViewNode
        /// Whether this option is the picker's selection.
        package let isSelected: Bool
        /// Whether choosing it changes the selection (its value has the selection's type).
        package let isSelectable: Bool
    }

    /// The options, in order.
    package let items: [Item]
    /// Chooses item `index` (sets the picker's selection).
    package let select: @MainActor (Int) -> Void
}

/// The colours of the pickers' chrome, for light and dark appearances.
struct PickerColors {
    /// The control's background (a segmented track, a menu button).
    let fill: Color
    /// The lines between segments.
    let divider: Color
    /// An unselected radio button's inside and its ring.
    let radioFill: Color
    let radioRing: Color
    /// The selection's highlight.
    let accent: Color
    /// Glyphs drawn in the label colour (the menu's chevrons).
    let glyph: Color

    init(_ environment: EnvironmentValues) {
        let dark = environment.colorScheme == .dark
        fill = dark ? Color(white: 0.3) : Color(white: 0.88)
        divider = dark ? Color(white: 1, opacity: 0.15) : Color(white: 0, opacity: 0.15)
        radioFill = dark ? Color(white: 0.22) : Color(white: 1)
        radioRing = dark ? Color(white: 1, opacity: 0.3) : Color(white: 0, opacity: 0.3)
        accent = environment.tint.resolve(in: environment)
        glyph = environment.resolvedForeground
    }
}

/// A picker's control without its label, in the look of its style: one focus stop, whose
/// arrow keys move the selection (Left/Right for segments; Up/Down for radio buttons and,
/// until the menu opens, for the menu button).
nonisolated struct PickerControl: View, PrimitiveView {
    let model: MainActorBound<PickerModel>
    let currentValueLabel: AnyView?
    /// Opens the `.menu` look's menu (nil: the menu button only takes the focus).
    var openMenu = MainActorBound<(@MainActor () -> Void)?>(nil)

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let model = model.value
        let environment = context.environment
        let colors = PickerColors(environment)
        let enabled = environment.isEnabled
        let identity = context.path
        let metrics = environment.controlMetrics
        let keys: Set<KeyEquivalent>
        let control: AnyView
        switch model.style {
        case .segmented, .palette, .automatic:
            keys = [.leftArrow, .rightArrow]
            control = AnyView(_NodeView { _ in
                PickerSegmentsNode(
                    segments: model.options.enumerated().map { index, option in
                        let node = PickerSegmentNode(
                            child: option.label, isSelected: index == model.selectedIndex,
                            isEnabled: enabled && option.value != nil,
                            padding: CGSize(width: metrics.buttonHorizontalPadding, height: metrics.buttonVerticalPadding),
                            colors: colors, action: { model.select(index) })
                        node.targetIdentity = identity.appending(.explicit("option \(index)"))
                        return node
                    },
                    colors: colors)
            })
        case .inline, .radioGroup, .wheel:
            keys = [.upArrow, .downArrow]
            control = AnyView(_NodeView { _ in
                PickerRadioColumnNode(radios: model.options.enumerated().map { index, option in
                    let node = PickerRadioNode(
                        child: option.label, isSelected: index == model.selectedIndex,
                        isEnabled: enabled && option.value != nil, colors: colors, action: { model.select(index) })
                    node.targetIdentity = identity.appending(.explicit("option \(index)"))
                    return node
                })
            })
        case .menu:
            keys = openMenu.value == nil ? [.upArrow, .downArrow] : [.upArrow, .downArrow, .space, .return]
            var shown: ViewNode = EmptyNode()
            if let currentValueLabel {
                var labelNodes: [ViewNode] = []
                SceneryCore.resolve(currentValueLabel, into: &labelNodes, context: context.child(.explicit("current value")))
                shown = context.singleRow(labelNodes, axis: .horizontal, spacing: 6)
            } else if let selected = model.selectedIndex {
                shown = model.options[selected].label
            }
            let widest = currentValueLabel == nil ? model.options.map(\.label) : [shown]
            let menu = model.menu
            let open = openMenu.value
            control = AnyView(_NodeView { _ in
                let node = PickerMenuButtonNode(
                    child: shown, measuring: widest, menu: menu, isEnabled: enabled, action: open ?? {},
                    padding: CGSize(width: metrics.buttonHorizontalPadding, height: metrics.buttonVerticalPadding),
                    colors: colors)
                node.targetIdentity = identity.appending(.explicit("menu button"))
                return node
            })
        }
        let keyed = control
            .opacity(enabled ? 1 : 0.4)
            .focusable()
            .onKeyPress(keys: keys, phases: [.down, .repeat]) { press in
                if let open = openMenu.value {
                    // A menu picker's keys open its menu, at the selected option (GTK's).
                    open()
                    return .handled
                }
                let step = press.key == .leftArrow || press.key == .upArrow ? -1 : 1
                if let next = model.neighbour(step) { model.select(next) }
                return .handled
            }
        SceneryCore.resolve(keyed, into: &nodes, context: context)
    }
}

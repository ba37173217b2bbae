/// A `.menu` picker's button and the menu it opens: the options as menu items, the
/// selected one with a check mark (and highlighted when the menu opens); a click or
/// Return on an item selects it. Space, Return, Down and Up on the focused button open
/// the menu (GTK's keys).
nonisolated struct PickerMenuHost: View {
    let model: MainActorBound<PickerModel>
    let currentValueLabel: AnyView?
    /// The options as menu items (``PickerMenuOptions``).
    let options: MainActorBound<AnyView>
    @State private var isOpen = false

    @MainActor var body: some View {
        let isOpen = $isOpen
        let open: @MainActor () -> Void = { isOpen.wrappedValue = true }
        let options = self.options.value
        return PickerControl(model: model, currentValueLabel: currentValueLabel, openMenu: MainActorBound(open))
            .presentingMenu(isPresented: isOpen, kind: .menu(submenu: false), enclosing: nil) { options }
    }
}

/// A picker's options as the items of its menu: resolved again in the menu (their nodes
/// are the menu's own), each a menu item that selects it, the selected one checked.
nonisolated struct PickerMenuOptions<Value: Hashable, Content: View>: View, PrimitiveView {
    let selection: MainActorBound<Binding<Value>>
    let content: Content

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let model = PickerModel(binding: selection.value, content: content, style: .menu, context: context)
        for (index, option) in model.options.enumerated() {
            let label = option.label
            let item = Button(action: { model.select(index) }) { _NodeView { _ in label } }
                .environment(\.menuItemCheck, index == model.selectedIndex)
                .disabled(option.value == nil)
            SceneryCore.resolve(item, into: &nodes, context: context.child(.explicit("option \(index)")))
        }
    }
}

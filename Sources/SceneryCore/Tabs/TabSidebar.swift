/// A row of the tab view's sidebar.
@MainActor
struct TabSidebarRow: Identifiable {
    enum Kind {
        case header(title: Text?, view: AnyView?)
        case footer(AnyView)
        /// A tab; its customization ID when people may customize it, whether they may hide
        /// it, and whether it shows now (a hidden one is listed only while editing).
        case tab(TabBarItem, customizationID: String?, canHide: Bool, isShown: Bool)
    }
    let id: String
    let kind: Kind
}

/// The sidebar of a `sidebarAdaptable` tab view: the sidebar header, the tabs under
/// their section headers, the sidebar footer (these scroll), then the bottom bar (pinned).
///
/// With customization enabled an Edit button at the bottom switches to edit mode, where
/// each customizable tab has a Hide or Show button (hidden tabs are listed, dimmed);
/// Alt+Up and Alt+Down on a focused customizable tab move it within its section, at any
/// time. The binding records both.
nonisolated struct TabSidebar: View {
    let rows: [TabSidebarRow]
    let parts: TabViewSidebarParts
    let isCustomizable: Bool
    let model: TabViewModel
    @State private var isEditing = false

    @MainActor var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ScrollView {
                VStack(alignment: .leading, spacing: 2) {
                    if let header = parts.header { header }
                    ForEach(rows) { row in rowView(row) }
                    if let footer = parts.footer { footer }
                }
                .padding(8)
            }
            if isCustomizable {
                Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                    .padding(8)
            }
            if let bottomBar = parts.bottomBar { bottomBar }
        }
        .frame(width: TabViewLayout.sidebarWidth)
        .frame(maxHeight: .infinity, alignment: .top)
        .background(TabColors.bar)
        .overlay(alignment: .trailing) { Rectangle().fill(TabColors.separator).frame(width: 1) }
    }

    @MainActor @ViewBuilder private func rowView(_ row: TabSidebarRow) -> some View {
        switch row.kind {
        case .header(let title, let view):
            Group {
                if let view { view } else if let title { title.font(.caption).foregroundStyle(.secondary) }
            }
            .padding(.top, 10)
            .padding(.horizontal, 10)
        case .footer(let view):
            view.padding(.horizontal, 10)
        case .tab(let item, let customizationID, let canHide, let isShown):
            if isShown || isEditing {
                HStack(spacing: 4) {
                    Button(action: item.select) { TabItemLabel(item: item) }
                        .buttonStyle(TabButtonStyle(isSelected: item.isSelected, fillsWidth: true))
                        .disabled(item.isDisabled || !isShown)
                        .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                            let modifiers = press.modifiers.subtracting([.function, .numericPad, .capsLock])
                            guard modifiers == .option, let customizationID else { return .ignored }
                            model.move(customizationID, by: press.key == .upArrow ? -1 : 1)
                            return .handled
                        }
                    if isEditing, canHide, let customizationID {
                        Button(isShown ? "Hide" : "Show") {
                            model.setVisibility(isShown ? .hidden : .visible, of: customizationID)
                        }
                    }
                }
                .opacity(isShown ? 1 : 0.5)
            }
        }
    }
}

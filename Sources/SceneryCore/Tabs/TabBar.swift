/// One tab as the tab bar and the sidebar show it.
@MainActor
struct TabBarItem {
    let key: AnyHashable
    let title: Text?
    let icon: Image?
    let label: AnyView?
    let badge: Text?
    let isSelected: Bool
    let isDisabled: Bool
    let isPinned: Bool
    let select: @MainActor () -> Void

    init(entry: TabEntry, isSelected: Bool, select: @escaping @MainActor () -> Void) {
        key = entry.key
        title = entry.title
        icon = entry.icon
        label = entry.label
        badge = entry.badge
        self.isSelected = isSelected
        isDisabled = entry.isDisabled
        isPinned = entry.isPinned
        self.select = select
    }
}

/// The colours of the tab view's chrome, for light and dark appearances.
enum TabColors {
    /// The tab bar's and sidebar's background.
    static let bar = Color(white: 0.93).dark(white: 0.15)
    /// The line between the tab bar and the content.
    static let separator = Color(white: 0, opacity: 0.12).dark(white: 1, opacity: 0.12)
    /// The selected tab's highlight.
    static let selected = Color(white: 0, opacity: 0.1).dark(white: 1, opacity: 0.13)
    /// A tab under the pressed pointer.
    static let pressed = Color(white: 0, opacity: 0.06).dark(white: 1, opacity: 0.07)
    /// A badge's pill.
    static let badge = Color.accentColor
}

/// A tab bar: a row of view-switcher buttons (icon and title, the selected one
/// highlighted, badges as small pills) centred at the top of the tab view, with the
/// pinned tabs at the trailing edge (the left edge in a right-to-left layout).
nonisolated struct TabBar: View {
    let items: [TabBarItem]
    let rightToLeft: Bool

    @MainActor var body: some View {
        let regular = items.filter { !$0.isPinned }
        let pinned = items.filter(\.isPinned)
        HStack(spacing: 4) {
            if rightToLeft { buttons(pinned.reversed()) }
            Spacer(minLength: 0)
            buttons(rightToLeft ? regular.reversed() : regular)
            Spacer(minLength: 0)
            if !rightToLeft { buttons(pinned) }
        }
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity)
        .frame(height: TabViewLayout.barHeight)
        .background(TabColors.bar)
        .overlay(alignment: .bottom) { Rectangle().fill(TabColors.separator).frame(height: 1) }
    }

    @MainActor private func buttons(_ items: [TabBarItem]) -> some View {
        ForEach(items.indices, id: \.self) { index in
            let item = items[index]
            Button(action: item.select) { TabItemLabel(item: item) }
                .buttonStyle(TabButtonStyle(isSelected: item.isSelected, fillsWidth: false))
                .disabled(item.isDisabled)
        }
    }
}

/// A tab's label in the bar or the sidebar: its label view, or its icon and title; then
/// its badge.
nonisolated struct TabItemLabel: View {
    let item: TabBarItem

    @MainActor var body: some View {
        HStack(spacing: 6) {
            if let label = item.label {
                label
            } else {
                if let icon = item.icon { icon }
                if let title = item.title { title.lineLimit(1) }
            }
            if let badge = item.badge { TabBadge(text: badge) }
        }
    }
}

/// A badge: small text on an accent-coloured pill.
nonisolated struct TabBadge: View {
    let text: Text

    @MainActor var body: some View {
        text.font(.caption)
            .foregroundStyle(Color.white)
            .padding(.horizontal, 5)
            .background(TabColors.badge, in: Capsule())
    }
}

/// The look of a tab's button: a rounded highlight behind the selected tab (and the
/// pressed one).
nonisolated struct TabButtonStyle: ButtonStyle {
    let isSelected: Bool
    /// Sidebar rows span the sidebar's width.
    let fillsWidth: Bool

    @MainActor func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            configuration.label
            if fillsWidth { Spacer(minLength: 0) }
        }
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .background(
            isSelected ? TabColors.selected : configuration.isPressed ? TabColors.pressed : Color.clear,
            in: RoundedRectangle(cornerRadius: 6))
        .contentShape(Rectangle())
    }
}

/// The page style's indicator: one dot per page, the current one filled; clicking a dot
/// shows its page.
nonisolated struct PageIndicator: View {
    let count: Int
    let selected: Int?
    let select: @MainActor (Int) -> Void

    @MainActor var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Button { select(index) } label: {
                    Circle()
                        .fill(index == selected ? Color.primary : Color.secondary.opacity(0.5))
                        .frame(width: 8, height: 8)
                        .padding(2)
                }
                .buttonStyle(.plain)
            }
        }
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
    }
}

/// The header bar at the top of a navigation stack (or of a window whose content declares
/// a toolbar), after libadwaita's AdwHeaderBar: the back button (labelled with the previous
/// view's title, absent at the root or when the top view hides it) and the leading items
/// at the leading edge; the title with its subtitle, or the principal item, in the middle;
/// the trailing items and the search field at the trailing edge. ``HeaderBarLayout`` keeps
/// the title from overlapping the sides. Right to left, everything is mirrored and the
/// back arrow points right.
nonisolated struct NavigationHeader: View {
    /// The height of the bar, in points.
    static let height: CGFloat = 38

    let content: HeaderContent
    /// The back button's label; nil when there is no back button.
    let backTitle: String?
    let back: @MainActor () -> Void
    let isRightToLeft: Bool
    /// A control before the back button (a split view's sidebar toggle).
    var leading: AnyView? = nil

    /// One view of a group, with a stable id.
    struct Element: Identifiable {
        let id: String
        let view: AnyView
        /// A flexible `ToolbarSpacer`: the group takes the free space beside it.
        var isFlexible = false
    }

    @MainActor var body: some View {
        let leading = leadingElements
        let trailing = trailingElements
        HeaderBarLayout(
            isRightToLeft: isRightToLeft,
            flexibleLeading: leading.contains(where: \.isFlexible), flexibleTrailing: trailing.contains(where: \.isFlexible)
        ) {
            group(leading)
            centre
            group(trailing)
        }
        .padding(.horizontal, 6)
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(Color.headerBackground)
        .overlay(alignment: .bottom) { Rectangle().fill(Color.headerBorder).frame(height: 1) }
    }

    @MainActor private func group(_ elements: [Element]) -> some View {
        let ordered = isRightToLeft ? elements.reversed() : elements
        // A group with a flexible spacer takes the width the bar's layout gives it (its
        // spacer grows); the others keep their ideal width.
        let isFlexible = elements.contains(where: \.isFlexible)
        return HStack(spacing: 6) {
            ForEach(ordered) { $0.view }
        }
        .fixedSize(horizontal: !isFlexible, vertical: true)
    }

    @MainActor private var leadingElements: [Element] {
        var elements: [Element] = []
        if let leading { elements.append(Element(id: "leading", view: leading)) }
        if let backTitle {
            let back = self.back
            let arrow = isRightToLeft ? "›" : "‹"
            elements.append(Element(id: "back", view: AnyView(
                Button(action: back) {
                    HStack(spacing: 4) {
                        Text(verbatim: arrow).font(.headline)
                        Text(verbatim: backTitle).lineLimit(1)
                    }
                    .frame(maxWidth: 160)
                }
                .accessibilityIdentifier("navigation back"))))
        }
        elements += entries(in: [.leading])
        return elements
    }

    @MainActor private var trailingElements: [Element] {
        var elements = entries(in: [.secondary, .trailing, .destructive, .confirmation])
        if let search = content.search {
            let isSearching = search.isSearching
            let text = search.text
            elements.append(Element(id: "search \(search.id)", view: AnyView(
                HeaderTextField(
                    text: search.text, prompt: search.prompt, style: .search,
                    onFocusChange: { focused in
                        if focused {
                            isSearching.wrappedValue = true
                        } else if text.wrappedValue.isEmpty {
                            isSearching.wrappedValue = false
                        }
                    },
                    isActive: isSearching.wrappedValue,
                    onSubmit: search.onSubmit))))
        }
        return elements
    }

    @MainActor @ViewBuilder private var centre: some View {
        let principal = entries(in: [.principal])
        let status = entries(in: [.status])
        HStack(spacing: 6) {
            if !principal.isEmpty {
                ForEach(principal) { $0.view }
            } else if !content.removed.contains(.title) {
                titleView
            }
            ForEach(status) { $0.view }
        }
    }

    @MainActor @ViewBuilder private var titleView: some View {
        VStack(spacing: 0) {
            if let editor = content.titleEditor {
                HeaderTextField(text: editor, prompt: "", style: .title)
            } else if let title = content.title {
                Text(verbatim: title).font(.headline).lineLimit(1)
            }
            if let subtitle = content.subtitle {
                Text(verbatim: subtitle).font(.caption).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }

    /// The items whose placement goes to one of `slots`, ordered by slot, then as declared.
    @MainActor private func entries(in slots: [ToolbarItemPlacement.Slot]) -> [Element] {
        let chosen = content.items.filter { slots.contains($0.placement.slot) }
        return chosen.sorted { $0.placement.slot < $1.placement.slot }.map { entry in
            var isFlexible = false
            if case .spacer(let sizing) = entry.content { isFlexible = sizing.isFlexible }
            return Element(id: entry.id, view: Self.view(of: entry), isFlexible: isFlexible)
        }
    }

    /// An item's view: a confirmation item's buttons prominent, a destructive one's red;
    /// in the environment where the item was declared.
    @MainActor static func view(of entry: ToolbarEntry) -> AnyView {
        var view: AnyView
        switch entry.content {
        case .spacer(let sizing):
            // Fixed: a 12-point gap; flexible: at least 8 points, growing with the group.
            return sizing.isFlexible ? AnyView(Spacer(minLength: 8).frame(height: 1)) : AnyView(Color.clear.frame(width: 12, height: 1))
        case .view(let content):
            switch entry.placement.slot {
            case .confirmation: view = AnyView(content.buttonStyle(.borderedProminent))
            case .destructive: view = AnyView(content.foregroundStyle(Color.red))
            default: view = content
            }
        }
        if let environment = entry.environment {
            view = AnyView(view.environment(\.self, environment))
        }
        return view
    }
}

extension Color {
    /// The header bar's background: light grey, or nearly black in the dark scheme
    /// (darker than the window).
    static let headerBackground = Color(white: 0.922).dark(white: 0.14)
    /// The line under the header bar.
    static let headerBorder = Color(white: 0, opacity: 0.12).dark(white: 0, opacity: 0.5)
}

/// The content for a tab and the tab's associated tab item in a tab view: a label (a
/// title and an image, or a label view), an optional selection value and role, and the
/// view the tab view shows while the tab is selected.
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill", value: 0) { ReceivedView() }
///     Tab(value: 1, role: .search) { SearchView() }
/// }
/// ```
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
    /// Never has no tabs.
    public typealias TabValue = Value
    /// Primitive tab content has no body.
    public typealias Body = Never

    let value: Value?
    let role: TabRole?
    let title: Text?
    let icon: Image?
    let customLabel: Label?
    let content: Content

    init(value: Value?, role: TabRole?, title: Text?, icon: Image?, label: Label?, content: Content) {
        self.value = value
        self.role = role
        self.title = title
        self.icon = icon
        self.customLabel = label
        self.content = content
    }

    /// Primitive tab content has no body.
    public var body: Never { return fatalError("Tab is primitive tab content and has no body") }

    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        let searches = role == .search
        let entry = TabEntry(
            key: AnyHashable(context.position),
            value: value.map { AnyHashable($0) },
            title: title ?? (searches ? Text("Search") : nil),
            icon: icon ?? (searches ? Image(systemName: "magnifyingglass") : nil),
            label: customLabel.map { AnyView($0) },
            content: .view(AnyView(content)),
            role: role,
            section: context.section)
        tabs.tabs.append(entry)
    }
}

/// The label a `Tab` made from a title and an image shows: the image, then the title.
nonisolated public struct DefaultTabLabel: View {
    let title: Text?
    let icon: Image?

    @MainActor public var body: some View {
        HStack(spacing: 6) {
            if let icon { icon }
            if let title { title }
        }
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// Creates a tab titled with the localized string for `titleKey` and the symbol `systemImage`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, title: Text(titleKey), icon: Image(systemName: systemImage), label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey` and the symbol `systemImage`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, title: Text(titleKey), icon: Image(systemName: systemImage), label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey` and the app's image `image`.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, title: Text(titleKey), icon: Image(image), label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey` and the app's image `image`.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, title: Text(titleKey), icon: Image(image), label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, title: Text(titleKey), icon: nil, label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, title: Text(titleKey), icon: nil, label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized) and the symbol `systemImage`.
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, title: Text(title), icon: Image(systemName: systemImage), label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized) and the symbol `systemImage`.
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, title: Text(title), icon: Image(systemName: systemImage), label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized) and the app's image `image`.
    nonisolated public init<S: StringProtocol>(_ title: S, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, title: Text(title), icon: Image(image), label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized) and the app's image `image`.
    nonisolated public init<S: StringProtocol>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, title: Text(title), icon: Image(image), label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized).
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, title: Text(title), icon: nil, label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized).
    nonisolated public init<S: StringProtocol>(_ title: S, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, title: Text(title), icon: nil, label: nil, content: content())
    }

    /// Creates a tab with an empty label.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, role: nil, title: nil, icon: nil, label: nil, content: content())
    }

    /// Creates a tab with an empty label (the role's label when it has one).
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: nil, role: role, title: nil, icon: nil, label: nil, content: content())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// Creates a tab titled with the localized string for `titleKey` and the symbol `systemImage`, selected when the tab view's selection is `value`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, title: Text(titleKey), icon: Image(systemName: systemImage), label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey` and the symbol `systemImage`, selected when the tab view's selection is `value`.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, title: Text(titleKey), icon: Image(systemName: systemImage), label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey` and the app's image `image`, selected when the tab view's selection is `value`.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, title: Text(titleKey), icon: Image(image), label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey` and the app's image `image`, selected when the tab view's selection is `value`.
    nonisolated public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, title: Text(titleKey), icon: Image(image), label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey`, selected when the tab view's selection is `value`.
    nonisolated public init(_ titleKey: LocalizedStringKey, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, title: Text(titleKey), icon: nil, label: nil, content: content())
    }

    /// Creates a tab titled with the localized string for `titleKey`, selected when the tab view's selection is `value`.
    nonisolated public init(_ titleKey: LocalizedStringKey, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, title: Text(titleKey), icon: nil, label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized) and the symbol `systemImage`, selected when the tab view's selection is `value`.
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, title: Text(title), icon: Image(systemName: systemImage), label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized) and the symbol `systemImage`, selected when the tab view's selection is `value`.
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, title: Text(title), icon: Image(systemName: systemImage), label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized) and the app's image `image`, selected when the tab view's selection is `value`.
    nonisolated public init<S: StringProtocol>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, title: Text(title), icon: Image(image), label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized) and the app's image `image`, selected when the tab view's selection is `value`.
    nonisolated public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, title: Text(title), icon: Image(image), label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized), selected when the tab view's selection is `value`.
    nonisolated public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, title: Text(title), icon: nil, label: nil, content: content())
    }

    @_disfavoredOverload
    /// Creates a tab titled `title` (not localized), selected when the tab view's selection is `value`.
    nonisolated public init<S: StringProtocol>(_ title: S, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, title: Text(title), icon: nil, label: nil, content: content())
    }

    /// Creates a tab with an empty label, selected when the tab view's selection is `value`.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: nil, title: nil, icon: nil, label: nil, content: content())
    }

    /// Creates a tab with an empty label (the role's label when it has one), selected when the tab view's selection is `value`.
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(value: value, role: role, title: nil, icon: nil, label: nil, content: content())
    }
}

extension Tab {
    /// Creates a tab with a label view.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == Never {
        self.init(value: nil, role: nil, title: nil, icon: nil, label: label(), content: content())
    }

    /// Creates a tab with a label view.
    nonisolated public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == Never {
        self.init(value: nil, role: role, title: nil, icon: nil, label: label(), content: content())
    }

    /// Creates a tab with a label view, selected when the tab view's selection is `value`.
    nonisolated public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: nil, title: nil, icon: nil, label: label(), content: content())
    }

    /// Creates a tab with a label view, selected when the tab view's selection is `value`.
    nonisolated public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, role: role, title: nil, icon: nil, label: label(), content: content())
    }
}

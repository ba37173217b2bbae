/// A container that you can use to add hierarchy within a tab view: with the
/// `sidebarAdaptable` style its header shows above its tabs in the sidebar; in the tab bar
/// its tabs appear without the header.
///
/// ```swift
/// TabSection("Messages") {
///     Tab("Received", systemImage: "tray.and.arrow.down.fill") { ReceivedView() }
///     Tab("Drafts", systemImage: "pencil") { DraftsView() }
/// }
/// ```
nonisolated public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent, PrimitiveTabContent
where SelectionValue == Content.TabValue {
    /// The selection type of the section's tabs.
    public typealias TabValue = SelectionValue
    /// Primitive tab content has no body.
    public typealias Body = Never

    let title: Text?
    let header: Header?
    let footer: Footer?
    let content: Content

    /// Primitive tab content has no body.
    public var body: Never { return fatalError("TabSection is primitive tab content and has no body") }

    /// Creates a section with a header view, its tabs and a footer view.
    nonisolated public init(
        @TabContentBuilder<SelectionValue> content: () -> Content,
        @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
    ) {
        self.title = nil
        self.header = header()
        self.footer = footer()
        self.content = content()
    }

    @MainActor package func collectTabs(into tabs: inout TabCollection, context: TabCollectContext) {
        let index = tabs.sections.count
        tabs.sections.append(TabSectionEntry(
            key: AnyHashable(context.position),
            title: title,
            header: header.flatMap { Header.self == EmptyView.self ? nil : AnyView($0) },
            footer: footer.flatMap { Footer.self == EmptyView.self ? nil : AnyView($0) }))
        var inner = context
        inner.section = index
        SceneryCore.collectTabs(content, into: &tabs, context: inner)
    }

    private init(title: Text?, header: Header?, footer: Footer?, content: Content) {
        self.title = title
        self.header = header
        self.footer = footer
        self.content = content
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    /// Creates a section without a header.
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(title: nil, header: nil, footer: nil, content: content())
    }

    /// Creates a section titled with the localized string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(title: Text(titleKey), header: nil, footer: nil, content: content())
    }

    /// Creates a section titled `title` (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(title: Text(title), header: nil, footer: nil, content: content())
    }
}

extension TabSection where Footer == EmptyView {
    /// Creates a section with a header view.
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.init(title: nil, header: header(), footer: nil, content: content())
    }
}

extension TabSection where Header == EmptyView {
    /// Creates a section with a footer view.
    nonisolated public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(title: nil, header: nil, footer: footer(), content: content())
    }
}

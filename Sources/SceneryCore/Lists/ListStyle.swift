/// A look for a `List`, set with `.listStyle(_:)` for the lists inside a view.
///
/// The styles Scenery draws (docs/lists.md):
/// - ``PlainListStyle`` (`.plain`) and ``DefaultListStyle`` (`.automatic`): rows from edge
///   to edge with separators between them, on the window background.
/// - ``InsetListStyle`` (`.inset`): the rows inset from the list's edges by 10 points, with
///   separators. ``InsetGroupedListStyle`` and ``GroupedListStyle`` (iOS styles) look the
///   same on this desktop.
/// - ``SidebarListStyle`` (`.sidebar`): no separators, the sidebar background, inset rows
///   with a rounded selection, and sections whose header collapses them (a triangle).
///
/// The selection highlight is a rounded rectangle in every style: the accent colour while
/// the list has the keyboard focus, a calm grey otherwise.
public protocol ListStyle: Sendable {}

/// The list style of the context: plain outside a sidebar (``PlainListStyle``'s look).
nonisolated public struct DefaultListStyle: ListStyle {
    /// Creates the default list style.
    public init() {}
}

/// Rows from edge to edge with separators between them.
nonisolated public struct PlainListStyle: ListStyle {
    /// Creates the plain list style.
    public init() {}
}

/// Rows inset from the list's edges, with separators.
nonisolated public struct InsetListStyle: ListStyle {
    /// Creates the inset list style.
    public init() {}
}

/// The look of a sidebar: no separators, the sidebar background, collapsible sections.
nonisolated public struct SidebarListStyle: ListStyle {
    /// Creates the sidebar list style.
    public init() {}
}

/// iOS's grouped style; on this desktop it looks like ``InsetListStyle``.
nonisolated public struct GroupedListStyle: ListStyle {
    /// Creates the grouped list style.
    public init() {}
}

/// iOS's inset grouped style; on this desktop it looks like ``InsetListStyle``.
nonisolated public struct InsetGroupedListStyle: ListStyle {
    /// Creates the inset grouped list style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style of the context.
    nonisolated public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows from edge to edge with separators.
    nonisolated public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the list's edges.
    nonisolated public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The look of a sidebar.
    nonisolated public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// iOS's grouped style (the inset look here).
    nonisolated public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// iOS's inset grouped style (the inset look here).
    nonisolated public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

/// How Scenery draws a list style.
package enum ListStyleKind: Hashable, Sendable {
    case automatic, plain, inset, sidebar

    init(_ style: any ListStyle) {
        switch style {
        case is PlainListStyle: self = .plain
        case is InsetListStyle, is GroupedListStyle, is InsetGroupedListStyle: self = .inset
        case is SidebarListStyle: self = .sidebar
        default: self = .automatic
        }
    }

    /// Whether a line separates the rows.
    var drawsSeparators: Bool { self != .sidebar }
    /// How far rows (and their highlight) are inset from the list's edges.
    var rowMargin: CGFloat {
        switch self {
        case .automatic, .plain: 0
        case .inset, .sidebar: 10
        }
    }
    /// Whether a section's header collapses it.
    var collapsibleSections: Bool { self == .sidebar }
}

/// The sidebar's background: a light grey (a dark one in the dark appearance).
extension Color {
    package static let sidebarBackground = Color(white: 0.93).dark(white: 0.16)
}

private struct ListStyleKindKey: EnvironmentKey {
    static var defaultValue: ListStyleKind { .automatic }
}

/// What a view inside a list's row knows about the list: its style, and the type of its
/// selection (a `NavigationLink(value:)` of that type selects rather than pushes).
struct ListRowContext: Hashable, Sendable {
    var style: ListStyleKind
    var selectionType: ObjectIdentifier?
}

private struct ListRowContextKey: EnvironmentKey {
    static var defaultValue: ListRowContext? { nil }
}

extension EnvironmentValues {
    /// The list style `.listStyle(_:)` set.
    package var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }

    /// Inside a list's rows: the list's style and selection type; nil elsewhere.
    var listRowContext: ListRowContext? {
        get { self[ListRowContextKey.self] }
        set { self[ListRowContextKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the lists inside this view.
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = ListStyleKind(style)
        return environment(\.listStyleKind, kind)
    }
}

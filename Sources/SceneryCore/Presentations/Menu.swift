/// A button that opens a list of actions in a popup below it (a dropdown menu window).
///
/// The content's buttons are the menu items: picking one runs its action and closes the
/// menu; `Divider` separates groups, `Section` titles them, and a `Menu` inside a menu is a
/// submenu that opens beside its item. Up and Down move between items, Return picks one,
/// Escape or a click outside closes the menu. With `primaryAction`, clicking the title runs
/// the action and the chevron beside it opens the menu.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: MainActorBound<(@MainActor () -> Void)?>
    @State private var isOpen = false
    @Environment(\.menuDismissal) private var enclosingMenu

    /// A menu with a custom label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        primaryAction = MainActorBound(nil)
    }

    /// A menu with a custom label and an action the label runs.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.label = label()
        self.content = content()
        nonisolated(unsafe) let action = primaryAction
        let wrapped: @MainActor () -> Void = { action() }
        self.primaryAction = MainActorBound(wrapped)
    }

    @MainActor public var body: some View {
        let isOpen = $isOpen
        let content = self.content
        let inner = enclosingMenu
        return Group {
            if let primary = primaryAction.value {
                HStack(spacing: 2) {
                    Button(action: primary) { label }
                    Button(action: { isOpen.wrappedValue = true }) { Image(systemName: "chevron.down") }
                        .onKeyPress(keys: [.downArrow], phases: [.down, .repeat]) { _ in
                            isOpen.wrappedValue = true
                            return .handled
                        }
                }
            } else if inner != nil {
                // A submenu's item: the menu item draws the arrow; Right opens it too.
                Button(action: { isOpen.wrappedValue = true }) { label }
                    .environment(\.menuItemOpensSubmenu, true)
            } else {
                Button(action: { isOpen.wrappedValue = true }) {
                    HStack(spacing: 6) {
                        label
                        Spacer(minLength: 0)
                        Image(systemName: "chevron.down").imageScale(.small)
                    }
                }
                // Down opens a focused menu button, as Space and Return do (GTK's keys).
                .onKeyPress(keys: [.downArrow], phases: [.down, .repeat]) { _ in
                    isOpen.wrappedValue = true
                    return .handled
                }
            }
        }
        // A submenu's item opens the submenu without closing the menu it is in.
        .environment(\.menuDismissal, nil)
        .presentingMenu(isPresented: isOpen, kind: .menu(submenu: inner != nil), enclosing: inner) { content }
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled with a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a localized key whose title runs `primaryAction`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    /// A menu titled with a string whose title runs `primaryAction`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension View {
    /// Presents `items` as a menu popup while `isPresented` is true.
    nonisolated func presentingMenu<Items: View>(
        isPresented: Binding<Bool>, kind: PresentationKind, enclosing: MenuDismissal?, anchorRect: CGRect? = nil,
        @ViewBuilder items: () -> Items
    ) -> some View {
        nonisolated(unsafe) let isPresented = isPresented
        let items = MainActorBound(items())
        return Presenter(
            base: self, name: "menu", kind: kind,
            content: {
                guard isPresented.wrappedValue else { return nil }
                let close: @MainActor () -> Void = { isPresented.wrappedValue = false }
                // Picking an item closes this menu and every menu it is a submenu of.
                let all = MenuDismissal(close: { close(); enclosing?.close() })
                return AnyView(MenuItems(items: items.value).environment(\.menuDismissal, all))
            },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil, anchorRect: anchorRect)
    }
}

/// The items of an open menu: a column of full-width rows, in a vertical scroll view (its
/// ideal height is the column's; a menu taller than the screen is given less and scrolls,
/// ``MenuScrolling``).
nonisolated struct MenuItems<Items: View>: View {
    let items: Items
    /// The narrowest a menu is, in points.
    static var minimumWidth: CGFloat { 160 }

    @MainActor var body: some View {
        // A long menu scrolls by GTK 3's arrow bands, not a scroll bar.
        ScrollView(.vertical, showsIndicators: false) {
            MenuColumnLayout(minimumWidth: Self.minimumWidth) {
                items
            }
            .buttonStyle(MenuItemButtonStyle())
            .padding(.vertical, 4)
        }
        .fixedSize(horizontal: true, vertical: false)
    }
}

/// A menu's column: as wide as its widest item (at least `minimumWidth`), every item
/// stretched to that width (so the highlights line up and a submenu opens at the menu's
/// edge), one under the other.
nonisolated struct MenuColumnLayout: Layout {
    let minimumWidth: CGFloat

    /// Dividers inside lie horizontally.
    nonisolated static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    nonisolated func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = subviews.reduce(minimumWidth) { max($0, $1.sizeThatFits(.unspecified).width) }
        let height = subviews.reduce(CGFloat(0)) { $0 + $1.sizeThatFits(ProposedViewSize(width: width, height: nil)).height }
        return CGSize(width: width, height: height)
    }

    nonisolated func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let height = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil)).height
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: height))
            y += height
        }
    }
}

/// A menu item: the button's label across the menu's width; picking it closes the menu
/// (and the menus it is in) and runs the action.
nonisolated struct MenuItemButtonStyle: PrimitiveButtonStyle {
    @MainActor func makeBody(configuration: Configuration) -> some View {
        MenuItemButton(configuration: configuration)
    }
}

nonisolated private struct MenuItemButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    @Environment(\.menuDismissal) private var menu
    @Environment(\.menuItemOpensSubmenu) private var opensSubmenu
    @Environment(\.menuItemCheck) private var check
    @Environment(\.layoutDirection) private var layoutDirection

    @MainActor var body: some View {
        let configuration = self.configuration
        let menu = self.menu
        let check = self.check
        let opensSubmenu = self.opensSubmenu
        let arrow = layoutDirection == .rightToLeft ? "chevron.left" : "chevron.right"
        let button = Button(role: configuration.role, action: {
            menu?.close()
            configuration.trigger()
        }) {
            HStack(spacing: 6) {
                if let check {
                    // A column for the check mark, so the labels of checkable items align.
                    Image(systemName: "checkmark").imageScale(.small).opacity(check ? 1 : 0)
                }
                configuration.label
                Spacer(minLength: opensSubmenu ? 16 : 0)
                if opensSubmenu { Image(systemName: arrow).imageScale(.small) }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .contentShape(Rectangle())
        }
        .buttonStyle(MenuRowButtonStyle())
        .padding(.horizontal, 4)
        return button
            .wrapNodes { node, _ in MenuItemNode(child: node, opensSubmenu: opensSubmenu, isChecked: check == true) }
    }
}

/// The look of a menu row: the label with a rounded highlight while it is the keyboard's
/// item or under the pointer.
nonisolated struct MenuRowButtonStyle: PrimitiveButtonStyle {
    @MainActor func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, look: .menuItem)
    }
}

/// A menu item's node: says whether the item opens a submenu (Right opens it; hovering
/// opens it after a moment) and whether it is the checked option (a picker's menu opens
/// with it highlighted).
package final class MenuItemNode: SingleChildNode {
    package let opensSubmenu: Bool
    package let isChecked: Bool

    init(child: ViewNode, opensSubmenu: Bool, isChecked: Bool) {
        self.opensSubmenu = opensSubmenu
        self.isChecked = isChecked
        super.init(child: child)
    }
}

/// Closes an open menu and the menus it is a submenu of.
@MainActor
final class MenuDismissal: Equatable {
    let close: @MainActor () -> Void
    init(close: @escaping @MainActor () -> Void) { self.close = close }
    nonisolated static func == (a: MenuDismissal, b: MenuDismissal) -> Bool { a === b }
}

private struct MenuDismissalKey: EnvironmentKey {
    static var defaultValue: MenuDismissal? { nil }
}

extension EnvironmentValues {
    /// The open menu this view is an item of (nil outside menus).
    var menuDismissal: MenuDismissal? {
        get { self[MenuDismissalKey.self] }
        set { self[MenuDismissalKey.self] = newValue }
    }
}

private struct MenuItemOpensSubmenuKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct MenuItemCheckKey: EnvironmentKey {
    static var defaultValue: Bool? { nil }
}

extension EnvironmentValues {
    /// Whether the menu item is a submenu's (drawn with an arrow at its trailing end).
    var menuItemOpensSubmenu: Bool {
        get { self[MenuItemOpensSubmenuKey.self] }
        set { self[MenuItemOpensSubmenuKey.self] = newValue }
    }

    /// Whether the menu item is checked (a check mark before its label); nil for items
    /// that are not checkable (no check-mark column).
    var menuItemCheck: Bool? {
        get { self[MenuItemCheckKey.self] }
        set { self[MenuItemCheckKey.self] = newValue }
    }
}

extension Color {
    /// A menu item's highlight: under the pointer, or the item the keyboard is on.
    static let menuItemHighlight = Color(white: 0, opacity: 0.1).dark(white: 1, opacity: 0.12)
}

extension KeyEquivalent {
    /// The Menu key (X11 `Menu`, AppKit's NSMenuFunctionKey): opens the focused view's
    /// context menu.
    package static let contextMenuKey = KeyEquivalent("\u{F735}")
    /// F10 (AppKit's NSF10FunctionKey): Shift+F10 opens the focused view's context menu.
    package static let f10 = KeyEquivalent("\u{F70D}")
}

/// Where a toolbar item goes. On a Linux header bar (see docs/toolbars.md):
///
/// | placement | where |
/// |---|---|
/// | `.navigation`, `.cancellationAction`, `.topBarLeading`, `.navigationBarLeading` | leading edge, after the back button |
/// | `.principal` | the centre, in place of the title and subtitle |
/// | `.status` | the centre, after the title |
/// | `.automatic`, `.primaryAction`, `.secondaryAction`, `.destructiveAction`, `.confirmationAction`, `.topBarTrailing`, `.navigationBarTrailing`, `.bottomBar`, `.keyboard` | trailing edge, in that order from the centre outwards: secondary, automatic/primary/trailing, destructive, confirmation |
///
/// A confirmation item's buttons look prominent (`.borderedProminent`), a destructive
/// item's are tinted red.
nonisolated public struct ToolbarItemPlacement: Hashable, Sendable {
    /// Where an item goes on a header bar.
    enum Slot: Int, Comparable, Sendable {
        case leading, principal, status, secondary, trailing, destructive, confirmation
        static func < (a: Slot, b: Slot) -> Bool { a.rawValue < b.rawValue }
    }

    let name: String
    let slot: Slot

    /// The placement the system chooses: the trailing edge of the header bar.
    nonisolated public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    /// Navigation controls: the leading edge, after the back button.
    nonisolated public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    /// The centre of the bar, in place of the title.
    nonisolated public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    /// The most important action: the trailing edge.
    nonisolated public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    /// A less important action: the trailing edge, before the primary actions.
    nonisolated public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .secondary)
    /// A status item: the centre, after the title.
    nonisolated public static let status = ToolbarItemPlacement(name: "status", slot: .status)
    /// Cancels a modal interface: the leading edge.
    nonisolated public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    /// Confirms a modal interface: the trailing edge, drawn prominent.
    nonisolated public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .confirmation)
    /// A destructive action of a modal interface: the trailing edge, before the confirmation.
    nonisolated public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", slot: .destructive)
    /// iOS's leading edge of the top bar: the leading edge.
    nonisolated public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    /// iOS's trailing edge of the top bar: the trailing edge.
    nonisolated public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    /// The leading edge (the older name of ``topBarLeading``).
    nonisolated public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", slot: .leading)
    /// The trailing edge (the older name of ``topBarTrailing``).
    nonisolated public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", slot: .trailing)
    /// iOS's bottom toolbar: Scenery has none; the trailing edge of the header bar.
    nonisolated public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .trailing)
    /// Above an on-screen keyboard: Scenery has none; the trailing edge of the header bar.
    nonisolated public static let keyboard = ToolbarItemPlacement(name: "keyboard", slot: .trailing)
}

/// A bar that SwiftUI manages, for `toolbar(_:for:)` and the toolbar modifiers that take
/// bars. Scenery has one: the header bar (`.automatic`, `.navigationBar` and
/// `.windowToolbar` name it); `.tabBar` and `.bottomBar` are accepted for the containers
/// that draw such bars.
nonisolated public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The bar the platform chooses: the header bar.
    nonisolated public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar: the header bar.
    nonisolated public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The window's toolbar: the header bar.
    nonisolated public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
    /// A tab view's bar.
    nonisolated public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// iOS's bottom toolbar.
    nonisolated public static let bottomBar = ToolbarPlacement(name: "bottomBar")

    /// Whether this names the header bar.
    var isHeaderBar: Bool { self == .automatic || self == .navigationBar || self == .windowToolbar }
}

extension ToolbarDefaultItemKind {
    /// The title (and subtitle) of the header bar.
    nonisolated public static var title: ToolbarDefaultItemKind { Self(name: "title") }
    /// The search field of `searchable`.
    nonisolated public static var search: ToolbarDefaultItemKind { Self(name: "search") }
}

/// The purpose of a toolbar, for `toolbarRole(_:)`. Accepted; the header bar looks the same
/// for every role.
nonisolated public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// As the system decides.
    nonisolated public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's toolbar.
    nonisolated public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's toolbar.
    nonisolated public static let browser = ToolbarRole(name: "browser")
    /// An editor's toolbar.
    nonisolated public static let editor = ToolbarRole(name: "editor")
}

/// How a toolbar shows its title, for `toolbarTitleDisplayMode(_:)`. Accepted; the header
/// bar always shows the title inline.
nonisolated public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String
    /// As the system decides.
    nonisolated public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// In the bar.
    nonisolated public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// Large, in the bar (iOS).
    nonisolated public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    /// Large, below the bar (iOS).
    nonisolated public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// A configuration for a navigation bar that represents a view at the top of a navigation
/// stack (iOS).
nonisolated public struct NavigationBarItem: Sendable {
    /// A style for displaying the title of a navigation bar. Accepted; Scenery's header bar
    /// always shows the title inline.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title below the bar (iOS).
        case large
    }
}

/// The size of a ``ToolbarSpacer``.
nonisolated public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool
    /// A spacer of a fixed width that separates groups of items.
    nonisolated public static let fixed = SpacerSizing(isFlexible: false)
    /// A spacer that takes the free space of its side of the bar.
    nonisolated public static let flexible = SpacerSizing(isFlexible: true)
}

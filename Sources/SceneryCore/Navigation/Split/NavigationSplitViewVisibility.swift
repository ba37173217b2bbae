/// Which leading columns of a `NavigationSplitView` show while it is not collapsed.
///
/// `.all` shows every column, `.doubleColumn` hides the sidebar of a three-column split
/// view (a two-column one shows both its columns), `.detailOnly` shows only the detail, and
/// `.automatic` is the platform's default: every column, on the desktop.
nonisolated public struct NavigationSplitViewVisibility: Equatable, Codable, Sendable {
    enum Kind: String, Codable, Sendable {
        case automatic, all, doubleColumn, detailOnly
    }

    let kind: Kind

    /// Hides the leading column(s): only the detail shows.
    nonisolated public static var detailOnly: NavigationSplitViewVisibility { Self(kind: .detailOnly) }
    /// Shows the content and detail of a three-column split view, or the sidebar and detail
    /// of a two-column one.
    nonisolated public static var doubleColumn: NavigationSplitViewVisibility { Self(kind: .doubleColumn) }
    /// Shows every column.
    nonisolated public static var all: NavigationSplitViewVisibility { Self(kind: .all) }
    /// The default visibility for the platform: every column on the desktop.
    nonisolated public static var automatic: NavigationSplitViewVisibility { Self(kind: .automatic) }

    /// Decodes the visibility from its name (`"all"`, `"doubleColumn"`, …).
    nonisolated public init(from decoder: any Decoder) throws {
        kind = try Kind(from: decoder)
    }

    /// Encodes the visibility as its name.
    nonisolated public func encode(to encoder: any Encoder) throws {
        try kind.encode(to: encoder)
    }

    init(kind: Kind) { self.kind = kind }
}

/// A column of a `NavigationSplitView`: which one shows on top when the split view is
/// collapsed into a single stack (`preferredCompactColumn`).
nonisolated public struct NavigationSplitViewColumn: Hashable, Sendable {
    enum Role: Int, Comparable, Sendable {
        case sidebar = 0, content = 1, detail = 2
        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    let role: Role

    /// The leading column.
    nonisolated public static var sidebar: NavigationSplitViewColumn { Self(role: .sidebar) }
    /// The middle column of a three-column split view.
    nonisolated public static var content: NavigationSplitViewColumn { Self(role: .content) }
    /// The trailing column.
    nonisolated public static var detail: NavigationSplitViewColumn { Self(role: .detail) }
}

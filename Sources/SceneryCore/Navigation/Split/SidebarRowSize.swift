/// The size of the rows of a sidebar list.
///
/// On the desktop platforms other than macOS the size is always `.medium`: setting another
/// value in the environment is kept but changes nothing Scenery draws.
nonisolated public enum SidebarRowSize: Equatable, Hashable, Sendable {
    /// Small rows.
    case small
    /// Medium rows (the default).
    case medium
    /// Large rows.
    case large
}

private struct SidebarRowSizeKey: EnvironmentKey {
    static var defaultValue: SidebarRowSize { .medium }
}

extension EnvironmentValues {
    /// The size of sidebar rows: `.medium` unless a view sets another, which Scenery keeps
    /// but does not draw differently.
    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
}

/// The width a column of a navigation split view asks for: its minimum, ideal and maximum
/// width, each nil when the column leaves it to the split view.
struct NavigationSplitColumnWidth: Equatable, Sendable {
    var min: CGFloat?
    var ideal: CGFloat
    var max: CGFloat?
}

/// The preference `navigationSplitViewColumnWidth` sets: the first in view order wins.
struct NavigationSplitColumnWidthKey: PreferenceKey {
    static let defaultValue: NavigationSplitColumnWidth? = nil

    static func reduce(value: inout NavigationSplitColumnWidth?, nextValue: () -> NavigationSplitColumnWidth?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets a fixed width for the column of the `NavigationSplitView` that contains this
    /// view: the column is `width` points wide and its divider cannot be dragged (the split
    /// view may still narrow it when the window is too narrow for every column).
    nonisolated public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: NavigationSplitColumnWidthKey.self, value: NavigationSplitColumnWidth(min: width, ideal: width, max: width))
    }

    /// Sets a flexible width for the column of the `NavigationSplitView` that contains this
    /// view: it starts `ideal` points wide, and dragging its divider keeps it between `min`
    /// and `max` (the split view's defaults for the column when nil).
    nonisolated public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: NavigationSplitColumnWidthKey.self, value: NavigationSplitColumnWidth(min: min, ideal: ideal, max: max))
    }
}

/// When scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let raw: Int
    /// The platform's choice: on the Linux desktop, shown (GTK shows its overlay scroll
    /// bars wherever content scrolls).
    nonisolated public static let automatic = ScrollIndicatorVisibility(raw: 0)
    /// Shown.
    nonisolated public static let visible = ScrollIndicatorVisibility(raw: 1)
    /// Hidden, unless the platform must show them (the Linux desktop never must).
    nonisolated public static let hidden = ScrollIndicatorVisibility(raw: 2)
    /// Never shown.
    nonisolated public static let never = ScrollIndicatorVisibility(raw: 3)

    /// Whether a scroll bar shows with this visibility.
    var showsBar: Bool { raw == 0 || raw == 1 }
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
}

extension EnvironmentValues {
    /// Whether the vertical scroll indicators of scrollable views show
    /// (`scrollIndicators(_:axes:)` sets it).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether the horizontal scroll indicators of scrollable views show
    /// (`scrollIndicators(_:axes:)` sets it).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets when the scroll indicators of the scrollable views inside this view show, on
    /// `axes`. On the Linux desktop the indicators are overlay scroll bars, as GTK 4's: a
    /// thin slider over the content's trailing (or bottom) edge, which thickens under the
    /// pointer and can be dragged; `.hidden` and `.never` remove them (the content still
    /// scrolls by the wheel and the keyboard).
    nonisolated public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> ModifiedContent<Self, _EnvironmentWritingModifier> {
        modifier(_EnvironmentWritingModifier { environment in
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
        })
    }
}

extension ResolveContext {
    /// The scroll bars of a scroll view on `axes` resolved here: one per scroll axis whose
    /// indicators show (`showsIndicators` false shows none).
    @MainActor
    func scrollBars(axes: Axis.Set, showsIndicators: Bool = true) -> [ScrollBarNode] {
        guard showsIndicators else { return [] }
        let colors = ScrollBarColors(environment)
        var bars: [ScrollBarNode] = []
        if axes.contains(.vertical), environment.verticalScrollIndicatorVisibility.showsBar {
            bars.append(ScrollBarNode(axis: .vertical, colors: colors, identity: path.appending(.explicit("vertical scroll bar"))))
        }
        if axes.contains(.horizontal), environment.horizontalScrollIndicatorVisibility.showsBar {
            bars.append(ScrollBarNode(axis: .horizontal, colors: colors, identity: path.appending(.explicit("horizontal scroll bar"))))
        }
        return bars
    }
}

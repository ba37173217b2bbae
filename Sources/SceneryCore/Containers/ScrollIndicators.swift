/// When scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let raw: Int
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(raw: 0)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(raw: 1)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(raw: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(raw: 3)
}

extension View {
    /// Sets when scroll indicators show. Accepted for source compatibility: Scenery draws
    /// no scroll indicators yet, so this changes nothing.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}

/// When scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let raw: Int
    /// The platform's choice.
    nonisolated public static let automatic = ScrollIndicatorVisibility(raw: 0)
    /// Shown.
    nonisolated public static let visible = ScrollIndicatorVisibility(raw: 1)
    /// Hidden.
    nonisolated public static let hidden = ScrollIndicatorVisibility(raw: 2)
    /// Never shown.
    nonisolated public static let never = ScrollIndicatorVisibility(raw: 3)
}

extension View {
    /// Sets when scroll indicators show. Accepted for source compatibility: Scenery draws
    /// no scroll indicators yet, so this changes nothing.
    nonisolated public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }
}

/// Which views of a lazy container stay pinned while scrolling. Accepted for source
/// compatibility; Scenery pins nothing yet.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from its raw value.
    nonisolated public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    nonisolated public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    nonisolated public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

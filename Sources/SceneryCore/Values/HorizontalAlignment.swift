/// How views line up horizontally in a vertical stack.
///
/// The full alignment-guide system (custom `AlignmentID`s) comes with the layout engine;
/// the three built-in guides are enough for stacks today.
public struct HorizontalAlignment: Equatable, Sendable {
    let fraction: Double
    /// Aligns leading edges.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Aligns centres.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Aligns trailing edges.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

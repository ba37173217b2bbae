/// The size a parent proposes to a child: `nil` in a dimension asks for the child's ideal
/// size there, `0` probes its minimum and `.infinity` its maximum ("Thinking in SwiftUI",
/// chapter "Layout").
public struct ProposedViewSize: Hashable, Sendable, CustomStringConvertible {
    /// The proposed width, or `nil` for "your ideal width".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "your ideal height".
    public var height: CGFloat?

    /// Creates a proposal.
    nonisolated public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    nonisolated public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// 0×0: probes a view's minimum size.
    nonisolated public static let zero = ProposedViewSize(width: 0, height: 0)
    /// ∞×∞: probes a view's maximum size.
    nonisolated public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// nil×nil: asks for the view's ideal size.
    nonisolated public static let unspecified = ProposedViewSize(width: nil, height: nil)

    /// The proposal with `nil` dimensions replaced by `size`'s (10×10 by default, which is
    /// why shapes and geometry readers are 10 points in an unspecified dimension).
    nonisolated public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// `W×H` with `nil` for unspecified dimensions.
    public var description: String {
        "\(width.map(formatted) ?? "nil")×\(height.map(formatted) ?? "nil")"
    }
}

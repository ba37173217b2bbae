/// The thickness of a `Divider`'s line.
package let dividerThickness: CGFloat = 1

/// A thin line that separates content: horizontal outside an `HStack` (it takes the
/// proposed width), vertical inside one (it takes the proposed height). An unspecified
/// length is 10 points.
nonisolated public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    nonisolated public init() {}

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(DividerNode(vertical: context.stackAxis == .horizontal, color: Color.separator.resolve(in: context.environment)))
    }
}

/// A divider's layout and line.
package final class DividerNode: ViewNode {
    let vertical: Bool
    /// The line's colour, resolved for the divider's appearance.
    let color: Color

    init(vertical: Bool, color: Color) {
        self.vertical = vertical
        self.color = color
    }

    /// A divider sets no guide.
    override var positionalGuidesAreDefault: Bool { true }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        vertical
            ? CGSize(width: dividerThickness, height: proposal.height ?? 10)
            : CGSize(width: proposal.width ?? 10, height: dividerThickness)
    }

    package override func draw(into list: inout DisplayList) {
        list.append(.fill(frame, color: color))
    }
}

extension Color {
    /// The colour of dividers and separators.
    package static let separator = Color(white: 0, opacity: 0.1).dark(white: 1, opacity: 0.1)
}

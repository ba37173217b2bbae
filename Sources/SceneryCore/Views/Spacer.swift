/// The length a `Spacer` keeps when no `minLength` is given: the default stack spacing
/// (see docs/layout.md).
package let defaultSpacerMinLength: CGFloat = 8

/// Flexible space that expands along the axis of its enclosing stack.
///
/// In an `HStack` a spacer is any width from its minimum length up, and 0 high; in a
/// `VStack` the reverse. Outside stacks it accepts any proposal from its minimum length
/// up in both dimensions. Stacks give spacers their share after the other children of the
/// same priority, so `HStack { Text(...); Spacer() }` does not wrap the text early. A
/// spacer prefers no spacing to its neighbours: a stack without an explicit `spacing` puts
/// none beside it, so its minimum length is the only gap it makes (SwiftUI's rule).
nonisolated public struct Spacer: View, PrimitiveView {
    /// The minimum length along the stack axis; nil for the default (8 points).
    public var minLength: CGFloat?

    /// Creates a spacer.
    nonisolated public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(SpacerNode(minLength: minLength ?? defaultSpacerMinLength, axis: context.stackAxis))
    }
}

/// A spacer's layout.
package final class SpacerNode: ViewNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
        super.init()
        traits.isSpacer = true
        traits.spacing = .spacer(along: axis)
    }

    /// A spacer sets no guide.
    override var positionalGuidesAreDefault: Bool { true }

    package override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { max(minLength, proposed ?? minLength) }
        switch axis {
        case .horizontal?: return CGSize(width: length(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: length(proposal.height))
        case nil: return CGSize(width: length(proposal.width), height: length(proposal.height))
        }
    }
}

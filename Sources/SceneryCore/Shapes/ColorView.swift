/// A colour as a view lays out exactly like `Rectangle().fill(color)`: it accepts any
/// proposal (nil dimensions become 10) and fills its frame, in the colour it resolves to
/// in the view's environment (its appearance's variant, a named colour's value).
extension Color: View, PrimitiveView {
    package var resolvesPurely: Bool { true }

    package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        nodes.append(ShapeNode(shape: Rectangle(), paint: .fill(eoFill: false), color: context.animated(resolve(in: context.environment))))
    }
}

extension View {
    /// Draws this view blurred: a Gaussian blur of standard deviation `radius` points over
    /// its pixels. Its layout does not change. The blur spreads about three radii beyond
    /// the view's frame and fades to transparent there; with `opaque`, the pixels at the
    /// frame's edges extend outwards instead and the blur stays inside the frame. The
    /// radius animates.
    nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        wrapNodes { node, context in
            DrawingEffectNode(effect: context.animated(.blur(radius: max(0, Double(radius)), opaque: opaque)), child: node)
        }
    }
}

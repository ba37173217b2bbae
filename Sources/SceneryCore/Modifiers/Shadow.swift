extension View {
    /// Draws a shadow under this view: its pixels again, in `color` (keeping their alpha),
    /// moved by `x` and `y` points and blurred with a Gaussian of standard deviation
    /// `radius` points (`0`: a hard-edged copy). The view's layout does not change. The
    /// shadow is of the view drawn as one group, so the shadow of one part never falls on
    /// another. The colour, radius and offset animate.
    nonisolated public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        wrapNodes { node, context in
            let effect = DrawingEffectNode.Effect.shadow(
                color: color.resolve(in: context.environment), radius: max(0, Double(radius)),
                offset: CGSize(width: x, height: y))
            return DrawingEffectNode(effect: context.animated(effect), child: node)
        }
    }
}

extension View {
    /// Draws `content` behind this view, proposed exactly this view's size and aligned by
    /// `alignment`; it never changes this view's size. Several views form a `ZStack`.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(.background, alignment: alignment, content())
    }

    /// Draws `content` in front of this view, proposed exactly this view's size and aligned
    /// by `alignment`; it never changes this view's size. Several views form a `ZStack`.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        decorated(.overlay, alignment: alignment, content())
    }

    /// Fills the area behind this view with a style.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        decorated(.background, alignment: .center, Rectangle().fill(style))
    }

    /// Fills a shape behind this view with a style.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        decorated(.background, alignment: .center, shape.fill(style, style: fillStyle))
    }

    /// Covers this view with a style.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        decorated(.overlay, alignment: .center, Rectangle().fill(style))
    }

    /// Covers this view with a shape filled with a style.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        decorated(.overlay, alignment: .center, shape.fill(style, style: fillStyle))
    }

    /// Draws `background` behind this view (the older form).
    @_disfavoredOverload
    nonisolated public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        decorated(.background, alignment: alignment, background)
    }

    /// Draws `overlay` in front of this view (the older form).
    @_disfavoredOverload
    nonisolated public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        decorated(.overlay, alignment: alignment, overlay)
    }

    /// Draws a border of `width` inside this view's frame (an overlay of a stroked
    /// rectangle, so it never changes layout).
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        decorated(.overlay, alignment: .center, Rectangle().strokeBorder(content, lineWidth: width))
    }

    nonisolated private func decorated<V: View>(_ layer: DecorationNode.Layer, alignment: Alignment, _ secondary: V) -> some View {
        let secondary = MainActorBound(secondary)
        return wrapNodes { node, context in
            var nodes: [ViewNode] = []
            SceneryCore.resolve(secondary.value, into: &nodes, context: context.inStack(nil))
            let decoration: ViewNode = nodes.count == 1
                ? nodes[0] : LayoutContainerNode(layout: ZStackLayout(alignment: alignment), children: nodes)
            return DecorationNode(primary: node, secondary: decoration, layer: layer, alignment: alignment)
        }
    }
}

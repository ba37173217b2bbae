private struct DefaultScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

extension EnvironmentValues {
    /// Where scroll views start (`defaultScrollAnchor(_:)`); nil: at the top-leading corner.
    package var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Where the scroll views inside this view start: the point `anchor` of their content
    /// is shown at the same point of the scroll view when it first appears — `.bottom`
    /// starts at the end of a vertical scroll view, `.center` in the middle of content that
    /// scrolls both ways. Later scrolling is the person's; nil starts at the top-leading
    /// corner.
    nonisolated public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}

extension ScrollState {
    /// The initial offset for `anchor`: the anchor point of the content at the anchor
    /// point of the viewport (clamped by the caller).
    static func offset(for anchor: UnitPoint, content: CGSize, viewport: CGSize) -> CGPoint {
        CGPoint(x: (content.width - viewport.width) * anchor.x, y: (content.height - viewport.height) * anchor.y)
    }
}

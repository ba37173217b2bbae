extension View {
    /// Presents `content` in a popover while `isPresented` is true: a popup window next to
    /// this view (on the side `arrowEdge` says, below by default, flipped to stay on the
    /// screen). A click outside it, Escape or `dismiss` ends it.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        nonisolated(unsafe) let isPresented = isPresented
        nonisolated(unsafe) let content = content
        return Presenter(
            base: self, name: "popover", kind: .popover(arrowEdge: arrowEdge),
            content: { isPresented.wrappedValue ? AnyView(content()) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }

    /// Presents a popover for `item` while it is not nil; dismissing sets it to nil.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        nonisolated(unsafe) let item = item
        nonisolated(unsafe) let content = content
        return Presenter(
            base: self, name: "popover", kind: .popover(arrowEdge: arrowEdge),
            content: { item.wrappedValue.map { value in AnyView(content(value).id(AnyHashable(value.id))) } },
            dismiss: { item.wrappedValue = nil }, onDismiss: nil)
    }
}

/// Where a popover is attached to its view: the view's bounds (the popover is placed next
/// to the whole frame; a rectangle or point inside it is approximated by the frame).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

extension View {
    /// Presents `content` in a sheet while `isPresented` is true: a modal dialog window over
    /// this view's window, sized to the content. The window behind takes no input until the
    /// sheet goes; Escape or `dismiss` ends it (setting `isPresented` to false), and then
    /// `onDismiss` runs.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        nonisolated(unsafe) let isPresented = isPresented
        nonisolated(unsafe) let content = content
        return Presenter(
            base: self, name: "sheet", kind: .sheet, content: { isPresented.wrappedValue ? AnyView(content()) : nil },
            dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
    }

    /// Presents a sheet for `item` while it is not nil: `content` builds the sheet from the
    /// item; a different item replaces the sheet. Dismissing sets `item` to nil.
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        nonisolated(unsafe) let item = item
        nonisolated(unsafe) let content = content
        return Presenter(
            base: self, name: "sheet", kind: .sheet,
            content: { item.wrappedValue.map { value in AnyView(content(value).id(AnyHashable(value.id))) } },
            dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss)
    }

    /// Keeps the person from dismissing the presentation this view is in by Escape or the
    /// window's close button (`dismiss` and the presenter's binding still end it).
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }

    /// The heights a sheet may take on a phone; a desktop sheet is as tall as its content,
    /// so this is accepted and has no effect.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet may take, with the current one bound; accepted and ignored (a
    /// desktop sheet is as tall as its content).
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }

    /// Whether a sheet shows a drag indicator; desktop sheets have none, so it is ignored.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

/// `interactiveDismissDisabled(_:)`: true when a view of the presentation disables it.
package struct InteractiveDismissDisabledKey: PreferenceKey {
    package static let defaultValue = false
    package static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// A height a sheet may rest at on a phone or tablet (`presentationDetents(_:)`); on the
/// desktop a sheet is as tall as its content.
public struct PresentationDetent: Hashable, Sendable {
    let kind: String
    let value: Double

    /// About half the screen.
    public static let medium = PresentationDetent(kind: "medium", value: 0.5)
    /// The whole screen.
    public static let large = PresentationDetent(kind: "large", value: 1)

    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: "fraction", value: Double(fraction))
    }

    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: "height", value: Double(height))
    }
}

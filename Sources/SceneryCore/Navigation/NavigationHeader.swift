/// The bar at the top of a navigation stack: the back button (labelled with the previous
/// view's title, absent at the root) at the leading edge and the current view's title in
/// the middle.
nonisolated struct NavigationHeader: View {
    /// The height of the bar, in points.
    static let height: CGFloat = 38

    let title: String?
    /// The back button's label; nil at the root.
    let backTitle: String?
    let back: @MainActor () -> Void
    /// A control before the back button (a split view's sidebar toggle).
    var leading: AnyView? = nil

    @MainActor var body: some View {
        ZStack {
            if let title {
                Text(title).font(.headline).lineLimit(1)
            }
            HStack {
                if let leading { leading }
                if let backTitle {
                    Button(action: back) { Text(backTitle).lineLimit(1) }
                        .accessibilityIdentifier("navigation back")
                }
                Spacer(minLength: 0)
            }
        }
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .background(Color.gray.opacity(0.12))
    }
}

/// The button a navigation split view puts at the leading edge of its first visible
/// column's header: it shows or hides the sidebar and writes the new visibility to the
/// split view's `columnVisibility` binding. `toolbar(removing: .sidebarToggle)` removes it.
nonisolated struct SidebarToggleButton: View {
    let coordinator: NavigationSplitCoordinator

    @MainActor var body: some View {
        let coordinator = self.coordinator
        return Button(action: { coordinator.toggleSidebar() }) {
            Image(systemName: "sidebar.left")
        }
        .buttonStyle(.borderless)
        .accessibilityIdentifier("sidebar toggle")
    }
}

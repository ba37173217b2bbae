extension View {
    /// Names this view for tests: `LayoutSnapshot.frame(of:)` finds its frame by the name.
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_TraitModifier { $0.identifier = identifier })
    }
}

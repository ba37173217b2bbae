/// `sectionActions(content:)` on a view: the actions' views follow the section's content
/// in its container (in a `List`, as rows after the section's rows).
nonisolated public struct _SectionActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let actions: Actions

    @MainActor package func resolve(
        content: (inout [ViewNode], ResolveContext) -> Void,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        content(&nodes, context)
        SceneryCore.resolve(actions, into: &nodes, context: context.child(.explicit("section actions")))
    }
}

extension View {
    /// Adds custom actions to a section: they appear after the section's content.
    nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_SectionActionsModifier(actions: content()))
    }
}

extension TabContent {
    /// Adds custom actions to a tab section: they appear after the section's tabs in the
    /// sidebar.
    nonisolated public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some TabContent<TabValue> {
        let actions = MainActorBound(content())
        return _ModifiedTabContent(base: self) { tabs, _, sectionRange in
            if let section = sectionRange.first { tabs.sections[section].actions = AnyView(actions.value) }
        }
    }
}

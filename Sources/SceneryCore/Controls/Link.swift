public import FoundationEssentials

/// A link: its label in the tint colour; clicking it opens `destination` with the
/// environment's `openURL` (routed into the app when a scene handles the URL, otherwise
/// to the desktop's handler). Dimmed while pressed; focusable as a button.
nonisolated public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    /// Creates a link to `destination` with a custom label.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let openURL = context.environment.openURL
        let destination = destination
        let button = Button(action: { openURL(destination) }) { label }
        // A link looks like one unless a button style is set around it.
        if context.environment.buttonStyles.isEmpty {
            SceneryCore.resolve(button.buttonStyle(LinkButtonStyle()), into: &nodes, context: context)
        } else {
            SceneryCore.resolve(button, into: &nodes, context: context)
        }
    }
}

extension Link where Label == Text {
    /// Creates a link titled with the localized string for `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link titled with a string as it is.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A button that looks like a link: its label in the tint colour, no border, dimmed while
/// pressed.
nonisolated public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// Creates the link style.
    nonisolated public init() {}
    /// The link-looking button.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        BuiltInButton(configuration: configuration, look: .borderless)
    }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button that looks like a link.
    nonisolated public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// A title with an icon, drawn by the label style in effect (`.labelStyle(_:)`): by
/// default the icon, then the title, on one line.
///
/// ```swift
/// Label("Lightning", systemImage: "bolt.fill")
/// Label { Text(person.fullName) } icon: { Circle().frame(width: 44, height: 44) }
/// ```
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    /// Creates a label from a title view and an icon view.
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    @MainActor package func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let styles = context.environment.labelStyles
        var environment = context.environment
        let restore: @MainActor (inout EnvironmentValues) -> Void = { $0.labelStyles = styles }
        let configuration = LabelStyleConfiguration(
            title: .init(content: ConfiguredContent(title, restore: restore)),
            icon: .init(content: ConfiguredContent(icon, restore: restore)))
        guard let style = environment.labelStyles.popLast() else {
            // No style set: the default look, without evaluating a style as a view.
            return _TitleAndIcon(configuration: configuration).resolve(into: &nodes, context: context)
        }
        Self.resolveBody(of: style, configuration, environment: environment, into: &nodes, context: context)
    }

    @MainActor private static func resolveBody<S: LabelStyle>(
        of style: S, _ configuration: LabelStyleConfiguration, environment: EnvironmentValues,
        into nodes: inout [ViewNode], context: ResolveContext
    ) {
        let body = LabelStyleBody(style: style, configuration: configuration)
        resolveStyledBody(body, style: style, environment: environment, into: &nodes, context: context)
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a title and a symbol image (`Image(systemName:)`).
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a title and a symbol image (`Image(systemName:)`).
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a title and an image from the app's images (`Image(_:)`).
    /// The title is the localized string for `titleKey` (a string literal is a key: see
    /// ``LocalizedStringKey``).
    nonisolated public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with a title and an image from the app's images (`Image(_:)`).
    /// The title is shown as it is (not localized).
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label from a style's configuration: inside a `LabelStyle`'s
    /// `makeBody(configuration:)`, it draws the label with the style around that one.
    nonisolated public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// The default label style: on a desktop, the icon then the title
/// (``TitleAndIconLabelStyle``).
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// Creates the default label style.
    nonisolated public init() {}
    /// The icon then the title.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

/// Shows a label's icon, then its title, on one line: the icon is aligned to the title's
/// first baseline, both in the same font, with a gap of about a third of the font size.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The icon then the title.
    @MainActor public func makeBody(configuration: Configuration) -> some View {
        _TitleAndIcon(configuration: configuration)
    }
}

/// Shows only a label's title.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The title.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Shows only a label's icon.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    nonisolated public init() {}
    /// The icon.
    @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: icon and title on a desktop.
    nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// The title-and-icon look: an `HStack` aligned on the first text baseline, spaced by the
/// font (``TitleAndIconLabelStyle/spacing(for:)``).
nonisolated struct _TitleAndIcon: View, PrimitiveView {
    let configuration: LabelStyleConfiguration

    @MainActor func resolve(into nodes: inout [ViewNode], context: ResolveContext) {
        let spacing = TitleAndIconLabelStyle.spacing(for: context.environment.resolvedFont.size)
        HStack(alignment: .firstTextBaseline, spacing: spacing) {
            configuration.icon
            configuration.title
        }
        .resolve(into: &nodes, context: context)
    }
}

extension TitleAndIconLabelStyle {
    /// The gap between icon and title for a font of `size` points: 6 points for the
    /// 13-point body font, in proportion for other sizes (at least 3).
    static func spacing(for size: CGFloat) -> CGFloat { max(3, (size * 0.45).rounded()) }
}

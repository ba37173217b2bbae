public import FoundationEssentials

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on light backgrounds.
    case light
    /// Light text on dark backgrounds.
    case dark
}

/// The direction text and horizontal layout run in.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Leading is left (English, …).
    case leftToRight
    /// Leading is right (Arabic, Hebrew, …).
    case rightToLeft
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 1 }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: EnvironmentValues.defaultLocaleIdentifier?() ?? "en_US_POSIX") }
}

extension EnvironmentValues {
    /// The appearance views draw in (`.light` unless a view or scene sets `.dark`).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether leading is left or right. Scenery lays out left to right; the value is
    /// there for views that read it.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// Pixels per point of the display the window is on: 2 on a HiDPI screen. The
    /// renderer sets it from the X server (the `Xft.dpi` resource ÷ 96, else the monitor's
    /// physical size; `SCENERY_SCALE` overrides both), see docs/layout.md, "Display scale".
    /// Layout is in points; the window rounds positions to pixels (1 / `displayScale`).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The length of one pixel in points: 1 / ``displayScale``.
    public var pixelLength: CGFloat { 1 / displayScale }

    /// The locale for formatting and for choosing the language of localized text: the
    /// user's (`LC_ALL`, `LC_MESSAGES`, `LANG`) in a renderer, `en_US_POSIX` elsewhere,
    /// unless a view sets another.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The locale a view wrote, or nil (the default is not made: making a `Locale` can load ICU).
    package var writtenLocale: Locale? { writtenValue(LocaleKey.self) }

    /// The identifier of the default `locale` (nil: `en_US_POSIX`); a renderer sets it to
    /// the user's locale at start, before any view is resolved. It and the `Locale` are
    /// made when a view reads `locale`.
    nonisolated(unsafe) package static var defaultLocaleIdentifier: (@Sendable () -> String?)?
}

/// Finds the translations of localized string keys: the hook through which the view system,
/// which does no I/O, reads an app's strings tables. The renderer installs one at the root of
/// every window's environment (SceneryLocalization's `AppLocalization`, reading
/// `Localizable.strings` files); without one, every key shows itself. Lookups may come
/// from any thread (`String(localized:)`).
package protocol StringLocalizer: AnyObject, Sendable {
    /// The translation of `key` in `table` (nil: `Localizable`) of the bundle at
    /// `bundlePath` (nil: the app's bundles) in the languages of the locale
    /// `localeIdentifier` (nil: the user's languages); nil when there is none. Locales are
    /// passed by identifier: making a `Locale` can load ICU, which must not happen before a
    /// window's first frame.
    func localizedString(forKey key: String, table: String?, bundlePath: String?, localeIdentifier: String?) -> String?
}

/// The localizer as the environment holds it: a class of its own, so that reading it
/// (every localized text, at every update) casts to that class, not to the protocol's
/// existential, whose conformance the runtime looks up at each cast.
private final class StringLocalizerBox: Sendable {
    let localizer: any StringLocalizer
    init(_ localizer: any StringLocalizer) { self.localizer = localizer }
}

private struct StringLocalizerKey: EnvironmentKey {
    static var defaultValue: StringLocalizerBox? { nil }
}

extension EnvironmentValues {
    /// Where `Text` finds translations; nil: keys are shown as they are.
    package var stringLocalizer: (any StringLocalizer)? {
        get { self[StringLocalizerKey.self]?.localizer }
        set { self[StringLocalizerKey.self] = newValue.map(StringLocalizerBox.init) }
    }
}

public import Foundation
public import SceneryCore

extension String {
    /// A localized string's key and values, written as a string literal:
    /// `String(localized: "Hello, \(name)!")` looks up `Hello, %@!`. The format key is built
    /// as ``LocalizedStringKey``'s is.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringInterpolation {
        let key: LocalizedStringKey

        /// The key of a literal.
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }

        /// The key of a string as it is.
        public init(_ value: String) { key = LocalizedStringKey(value) }

        /// The format key and values of an interpolation.
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The localized string for `keyAndValue` from `table` (`Localizable` when nil) of
    /// `bundle` (nil: the app's bundles) in the user's languages (the same lookup as
    /// `Text`: docs/text.md), formatted with its values; the key itself when no table has
    /// it. `locale` chooses the languages when it is not the current one. Markdown is not
    /// read: the result is plain text.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
        comment: StaticString? = nil
    ) {
        let key = keyAndValue.key
        let format = AppLocalization.current.localizedString(
            forKey: key.key, table: table, bundlePath: bundle?.bundlePath, localeIdentifier: locale?.identifier) ?? key.key
        self = key.formatted(format)
    }

}

public import Foundation
public import SceneryCore

/// A localized string looked up later: a key, its default value, a table, a bundle and a
/// locale, as in Apple's Foundation. `String(localized:)` and `Text(_:)` look it up.
///
/// Unlike Apple's, `locale` is optional and nil by default — the user's languages — so that
/// `Locale.current` (which loads ICU) is not evaluated.
public struct LocalizedStringResource: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where the strings table is.
    public enum BundleDescription: @unchecked Sendable {
        // @unchecked: `forClass` holds a class object, which is never mutated.
        /// The app's bundles.
        case main
        /// The bundle a class was loaded from.
        case forClass(AnyClass)
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle's path; nil for the app's bundles.
        var path: String? {
            switch self {
            case .main: nil
            case .forClass(let type): Bundle(for: type).bundlePath
            case .atURL(let url): url.path
            }
        }
    }

    /// The key looked up.
    public var key: String
    /// What is shown when no table has the key (with its values).
    public var defaultValue: String.LocalizationValue
    /// The table (`Localizable` when nil).
    public var table: String?
    /// The locale whose languages are used; nil: the user's.
    public var locale: Locale?
    /// The bundle.
    public var bundle: BundleDescription

    /// A resource whose key is its value (`"Hello, \(name)!"` is the key `Hello, %@!`).
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        key = keyAndValue.key.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with a key of its own and a default value.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource of a literal.
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

    /// A resource of an interpolation.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The localized string.
    public var description: String { String(localized: self) }
}

extension String {
    /// The localized string of a resource: its key looked up (see
    /// `String(localized:table:bundle:locale:comment:)`), else its default value, formatted
    /// with the default value's values. (Disfavoured, so that a literal is a
    /// `String.LocalizationValue`.)
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        let value = resource.defaultValue.key
        let format = AppLocalization.current.localizedString(
            forKey: resource.key, table: resource.table, bundlePath: resource.bundle.path, localeIdentifier: resource.locale?.identifier)
        self = value.formatted(format ?? value.key)
    }

    /// The localized string for `key`, else `defaultValue`, formatted with the default
    /// value's values.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        let value = defaultValue.key
        let format = AppLocalization.current.localizedString(
            forKey: key.description, table: table, bundlePath: bundle?.bundlePath, localeIdentifier: locale?.identifier)
        self = value.formatted(format ?? value.key)
    }
}

extension Text {
    /// Creates text that shows a localized string resource. A resource whose key is its
    /// value is looked up like a string literal (Markdown included, in the environment's
    /// locale); one with a key of its own shows its lookup as plain text. (Disfavoured, so
    /// that a literal is a ``LocalizedStringKey``.)
    @_disfavoredOverload
    nonisolated public init(_ resource: LocalizedStringResource) {
        if resource.key == resource.defaultValue.key.key, resource.locale == nil {
            self.init(resource.defaultValue.key, tableName: resource.table, bundlePath: resource.bundle.path)
        } else {
            self.init(verbatim: String(localized: resource))
        }
    }
}

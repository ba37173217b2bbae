import FoundationEssentials

/// A String Catalog (`Localizable.xcstrings`): Xcode's JSON form of a string table, every
/// language in one file.
///
/// Each key's `localizations.<language>.stringUnit.value` is its translation. A string
/// with variations (plural forms, devices) uses its `other` plural form, else its first
/// variation: Scenery does not choose plural forms by number. A key without a translation
/// in the catalog's source language shows the key itself.
package struct StringCatalog: Equatable, Sendable {
    /// The development language of the catalog (`sourceLanguage`).
    package var sourceLanguage: String?
    /// The translations: language (as the catalog names it, e.g. `de`, `pt-BR`) → key → value.
    package var translations: [String: [String: String]]

    /// Why a catalog could not be read.
    package struct ParseError: Error, CustomStringConvertible {
        package var message: String
        package var description: String { message }
    }

    /// Reads a catalog's JSON.
    package static func parse(_ bytes: [UInt8]) throws(ParseError) -> StringCatalog {
        let file: CatalogFile
        do {
            file = try JSONDecoder().decode(CatalogFile.self, from: Data(bytes))
        } catch {
            throw ParseError(message: "not a String Catalog: \(error)")
        }
        var translations: [String: [String: String]] = [:]
        for (key, entry) in file.strings {
            for (language, localization) in entry.localizations ?? [:] {
                if let value = localization.value { translations[language, default: [:]][key] = value }
            }
        }
        return StringCatalog(sourceLanguage: file.sourceLanguage, translations: translations)
    }

    private struct CatalogFile: Decodable {
        var sourceLanguage: String?
        var strings: [String: Entry]
    }

    private struct Entry: Decodable {
        var localizations: [String: Localization]?
    }

    private struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: [String: [String: Localization]]?

        /// The unit's value, else the `other` (or first) variation's.
        var value: String? {
            if let value = stringUnit?.value { return value }
            for (_, forms) in (variations ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let other = forms["other"]?.value { return other }
                if let first = forms.sorted(by: { $0.key < $1.key }).first?.value.value { return first }
            }
            return nil
        }
    }

    private struct StringUnit: Decodable {
        var value: String
    }
}

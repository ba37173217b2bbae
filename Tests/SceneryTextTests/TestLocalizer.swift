import FoundationEssentials
@testable import SceneryCore

/// Translations from a dictionary, by locale identifier (`""` for any locale) and key.
final class TestLocalizer: StringLocalizer {
    let tables: [String: [String: String]]
    init(_ tables: [String: [String: String]]) { self.tables = tables }

    func localizedString(forKey key: String, table: String?, bundlePath: String?, localeIdentifier: String?) -> String? {
        tables[localeIdentifier ?? ""]?[key] ?? tables[""]?[key]
    }
}

/// An environment whose texts are translated by `tables`, in `locale`.
@MainActor
func environment(_ tables: [String: [String: String]] = [:], locale: String? = nil) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.stringLocalizer = TestLocalizer(tables)
    if let locale { environment.locale = Locale(identifier: locale) }
    return environment
}

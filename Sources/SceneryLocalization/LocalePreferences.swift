/// The languages the user prefers, from the POSIX environment, and the localization
/// (`.lproj`) names to look strings up in, in order.
///
/// The locale is `LC_ALL`, else `LC_MESSAGES`, else `LANG` (the first that is set and not
/// empty, as gettext reads them). When it is unset, `C` or `POSIX` (also `C.UTF-8`), no
/// language is preferred. Otherwise `LANGUAGE`, a colon-separated list (`de:fr`), comes
/// first, then the locale itself.
///
/// A POSIX name `language[_REGION][.codeset][@modifier]` gives, most specific first:
/// `language-Script-REGION`, `language-Script` (the script from the modifier — `@latin`
/// is `Latn`, `@cyrillic` `Cyrl`, `@devanagari` `Deva` — or for Chinese from the region:
/// `zh_CN`/`zh_SG` are `Hans`, `zh_TW`/`zh_HK`/`zh_MO` are `Hant`), `language-REGION`,
/// `language_REGION`, `language`, then the language's other codes (`nb`/`no`, `he`/`iw`,
/// `id`/`in`) and Apple's old English names (`German` for `de`, …). So `de_DE.UTF-8`
/// tries `de-DE`, `de_DE`, `de`, `German`; `pt_BR` tries `pt-BR`, `pt_BR`, `pt`,
/// `Portuguese`; `zh_CN` tries `zh-Hans-CN`, `zh-Hans`, `zh-CN`, `zh_CN`, `zh`;
/// `sr@latin` tries `sr-Latn`, `sr`.
package struct LocalePreferences: Equatable, Sendable {
    /// The preferred POSIX locale names, most preferred first.
    package var names: [String]

    package init(names: [String]) { self.names = names }

    /// The preferences of an environment (`LC_ALL`, `LC_MESSAGES`, `LANG`, `LANGUAGE`).
    package init(environment: [String: String]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale, !Self.isPOSIX(locale) else {
            names = []
            return
        }
        var names = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty && !Self.isPOSIX($0) }
        names.append(locale)
        self.names = names
    }

    static func isPOSIX(_ name: String) -> Bool {
        name == "C" || name == "POSIX" || name.hasPrefix("C.") || name.hasPrefix("C@")
    }

    /// The localization names to try, in order, without duplicates (not `Base` or the
    /// development language: the lookup adds those).
    package var localizations: [String] {
        var seen = Set<String>()
        return names.flatMap(Self.localizations(for:)).filter { seen.insert($0).inserted }
    }

    /// The identifier of the first preference for `Locale` (`de_DE`, `sr_Latn_RS`), or nil.
    package var localeIdentifier: String? {
        guard let first = names.first, let parts = Self.parts(of: first) else { return nil }
        return [parts.language, parts.script, parts.region].compactMap { $0 }.joined(separator: "_")
    }

    /// The localization names for one POSIX locale name or locale identifier (`de_DE.UTF-8`,
    /// `de-DE`, `zh-Hans`, `sr@latin`), most specific first.
    package static func localizations(for name: String) -> [String] {
        guard let parts = parts(of: name) else { return [] }
        let language = parts.language
        var result: [String] = []
        if let script = parts.script {
            if let region = parts.region { result.append("\(language)-\(script)-\(region)") }
            result.append("\(language)-\(script)")
        }
        if let region = parts.region {
            result.append("\(language)-\(region)")
            result.append("\(language)_\(region)")
        }
        result.append(language)
        result += aliases[language] ?? []
        if let legacy = legacyNames[language] { result.append(legacy) }
        return result
    }

    /// A locale name's language (lower case), script (title case) and region (upper case).
    static func parts(of name: String) -> (language: String, script: String?, region: String?)? {
        var base = Substring(name)
        var modifier: Substring?
        if let at = base.firstIndex(of: "@") {
            modifier = base[base.index(after: at)...]
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        let components = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        guard let first = components.first, (2...3).contains(first.count), first.allSatisfy(\.isLetter) else { return nil }
        let language = first.lowercased()
        var script: String?
        var region: String?
        for component in components.dropFirst() {
            if component.count == 4, component.allSatisfy(\.isLetter), script == nil, region == nil {
                script = component.prefix(1).uppercased() + component.dropFirst().lowercased()
            } else if (component.count == 2 && component.allSatisfy(\.isLetter)) || (component.count == 3 && component.allSatisfy(\.isNumber)) {
                region = region ?? component.uppercased()
            }
        }
        if script == nil, let modifier {
            script = modifierScripts[modifier.lowercased()]
        }
        if script == nil, language == "zh" {
            switch region {
            case "TW", "HK", "MO": script = "Hant"
            default: script = "Hans"
            }
        }
        return (language, script, region)
    }

    /// Scripts named by POSIX locale modifiers.
    static let modifierScripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab"]

    /// Other codes of the same language.
    static let aliases = ["no": ["nb"], "nb": ["no"], "he": ["iw"], "iw": ["he"], "id": ["in"], "in": ["id"]]

    /// Apple's old localization names, still found in older bundles.
    static let legacyNames = [
        "en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian", "ja": "Japanese",
        "nl": "Dutch", "pt": "Portuguese", "sv": "Swedish", "da": "Danish", "fi": "Finnish", "ko": "Korean",
        "ru": "Russian", "pl": "Polish", "zh": "Chinese",
    ]
}

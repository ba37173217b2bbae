import CSceneryGraphics

/// A small fontconfig configuration that resolves a known list of font families exactly as
/// the system's full configuration does, without parsing it.
///
/// Loading the system configuration costs a renderer ~5 ms (fontconfig parses every file
/// of `/etc/fonts/conf.d`), and the first match through its hundreds of rules another
/// ~5 ms. A compact configuration takes ~0.5 ms for both: it names the same font
/// directories and caches, rejects the fonts the full configuration rejects, spells out
/// each family's fallback order as the full configuration sorted it, and assigns the
/// rendering settings (antialiasing, hinting, subpixel order) it chose. Chromium's
/// renderers get the same effect by asking the browser process for font matches.
///
/// The text starts with a header naming the format, the stamp of the system it was made
/// from (``FontConfigurationStamp``) and the families it covers; a family outside the list
/// needs the full configuration (``FontConfigurationCache`` switches to it).
package struct CompactFontConfiguration: Sendable {
    /// The format; a file of another version is regenerated.
    package static let formatVersion = 1
    /// The stamp of the system configuration this was made from.
    package let stamp: String
    /// The families it covers, as asked for (fontconfig compares them ignoring case and blanks).
    package let families: [String]
    /// The configuration, a fontconfig XML document.
    package let text: String

    /// Families every renderer may ask for without naming a font: the generic ones.
    package static let genericFamilies = [
        "sans-serif", "serif", "monospace", "sans", "mono", "system-ui", "emoji", "math", "cursive", "fantasy",
    ]

    /// Reads a configuration written earlier; nil when the text is not one (another
    /// format, a truncated file, anything else).
    package init?(text: String) {
        guard text.hasSuffix("</fontconfig>\n") else { return nil }
        let lines = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)
        guard lines.count == 4, lines[0].hasPrefix("<?xml") else { return nil }
        let header = Self.comment(lines[1], prefix: "scenery compact font configuration \(Self.formatVersion) stamp=")
        let families = Self.comment(lines[2], prefix: "families:")
        guard let header, !header.isEmpty, let families else { return nil }
        stamp = String(header)
        self.families = families.split(separator: "\t").map(String.init)
        self.text = text
    }

    /// Makes the compact form of `full` (a loaded system configuration) for `families`.
    package init(from full: OpaquePointer, families: [String], stamp: String) {
        let families = Self.unique(families.filter { !$0.contains("--") && !$0.contains("\t") && !$0.isEmpty })
        var body = ""
        // The font directories the configuration names; their subdirectories come from
        // the caches, as they do for the full configuration.
        let all = Self.strings(FcConfigGetFontDirs(full))
        let directories = all.filter { directory in !all.contains { directory.hasPrefix($0 + "/") } }
        for directory in directories { body += "  <dir>\(Self.escaped(directory))</dir>\n" }
        for directory in Self.strings(FcConfigGetCacheDirs(full)) { body += "  <cachedir>\(Self.escaped(directory))</cachedir>\n" }

        // The fonts the full configuration rejects (bitmap fonts, for one) from the same
        // directories: found by loading just the directories and comparing.
        let accepted = Set(Self.files(FcConfigGetFonts(full, FcSetSystem)))
        if let plain = Self.load("<?xml version=\"1.0\"?>\n<fontconfig>\n\(body)</fontconfig>\n") {
            let rejected = Self.files(FcConfigGetFonts(plain, FcSetSystem)).filter { !accepted.contains($0) }.sorted()
            FcConfigDestroy(plain)
            if !rejected.isEmpty {
                body += "  <selectfont><rejectfont>\n"
                for file in rejected { body += "    <glob>\(Self.escaped(file))</glob>\n" }
                body += "  </rejectfont></selectfont>\n"
            }
        }

        // Each family's list of preferred families, as the full configuration's rules make
        // it (weakly bound, as they bind it), keeping only families that are installed.
        let installed = Set(Self.familyNames(FcConfigGetFonts(full, FcSetSystem)).map(FontConfigurationCache.normalized))
        var settings: OpaquePointer?
        for family in families {
            let (substituted, prepared) = Self.resolve(family, in: full, prepare: settings == nil)
            if settings == nil { settings = prepared }
            let order = substituted.filter { installed.contains(FontConfigurationCache.normalized($0)) }
            guard !order.isEmpty else { continue }
            body += "  <alias><family>\(Self.escaped(family))</family><prefer>"
            body += order.map { "<family>\(Self.escaped($0))</family>" }.joined()
            body += "</prefer></alias>\n"
        }
        if let settings { body += Self.renderingRule(from: settings) }
        body += Self.syntheticStyles

        self.stamp = stamp
        self.families = families
        text = "<?xml version=\"1.0\"?>\n"
            + "<!-- scenery compact font configuration \(Self.formatVersion) stamp=\(stamp) -->\n"
            + "<!-- families:\(families.joined(separator: "\t")) -->\n"
            + "<fontconfig>\n\(body)</fontconfig>\n"
    }

    /// A configuration made from `text`, its fonts built from the caches; nil when
    /// fontconfig does not accept it. The caller owns it (`FcConfigDestroy`).
    package static func load(_ text: String) -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let loaded = text.withCString { FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), FcTrue) }
        guard loaded == FcTrue, FcConfigBuildFonts(config) == FcTrue else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The font files `config` would use for `family` at regular weight, best first, as
    /// Pango asks: substituted, then sorted with fallback trimming.
    package static func fallbackFiles(for family: String, bold: Bool = false, italic: Bool = false, in config: OpaquePointer) -> [String] {
        let (pattern, sorted) = sort(family, bold: bold, italic: italic, in: config)
        defer {
            FcPatternDestroy(pattern)
            if let sorted { FcFontSetDestroy(sorted) }
        }
        return files(sorted)
    }

    /// For each of `scalars`, the file of the first font in `family`'s fallback order that
    /// has a glyph for it (nil: none) — the font Pango draws that character with.
    package static func drawingFiles(for scalars: [UInt32], family: String, bold: Bool = false, italic: Bool = false, in config: OpaquePointer) -> [String?] {
        let (pattern, sorted) = sort(family, bold: bold, italic: italic, in: config)
        defer {
            FcPatternDestroy(pattern)
            if let sorted { FcFontSetDestroy(sorted) }
        }
        guard let sorted else { return scalars.map { _ in nil } }
        let fonts: [(file: String?, charset: OpaquePointer?)] = (0..<Int(sorted.pointee.nfont)).map { index in
            let font = sorted.pointee.fonts[index]
            var charset: OpaquePointer?
            _ = FcPatternGetCharSet(font, FC_CHARSET, 0, &charset)
            return (string(font, FC_FILE), charset)
        }
        return scalars.map { scalar in
            fonts.first { $0.charset.map { FcCharSetHasChar($0, scalar) == FcTrue } ?? false }?.file
        }
    }

    // MARK: - Resolving in the full configuration

    /// A pattern for `family` as Pango makes one, after the configuration's substitutions.
    private static func substitutedPattern(_ family: String, bold: Bool, italic: Bool, in config: OpaquePointer) -> OpaquePointer {
        let pattern = FcPatternCreate()!
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        if bold { FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_BOLD) }
        if italic { FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ITALIC) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    private static func sort(_ family: String, bold: Bool = false, italic: Bool = false, in config: OpaquePointer) -> (OpaquePointer, UnsafeMutablePointer<FcFontSet>?) {
        let pattern = substitutedPattern(family, bold: bold, italic: italic, in: config)
        var result = FcResultNoMatch
        return (pattern, FcFontSort(config, pattern, FcTrue, nil, &result))
    }

    /// The family list the configuration's rules make of `family`, and (when asked) the
    /// first font as it would be rendered, whose settings become the compact configuration's.
    /// Only the asked-for one is sorted: the lists come from substitution alone.
    private static func resolve(_ family: String, in config: OpaquePointer, prepare: Bool) -> ([String], OpaquePointer?) {
        let pattern = substitutedPattern(family, bold: false, italic: false, in: config)
        defer { FcPatternDestroy(pattern) }
        var names: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var index: Int32 = 0
        while FcPatternGetString(pattern, FC_FAMILY, index, &value) == FcResultMatch, let value {
            names.append(String(cString: value))
            index += 1
        }
        guard prepare else { return (unique(names), nil) }
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, FcTrue, nil, &result) else { return (unique(names), nil) }
        defer { FcFontSetDestroy(sorted) }
        guard sorted.pointee.nfont > 0 else { return (unique(names), nil) }
        return (unique(names), FcFontRenderPrepare(config, pattern, sorted.pointee.fonts[0]))
    }

    private static func familyNames(_ set: UnsafeMutablePointer<FcFontSet>?) -> [String] {
        guard let set else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { string(set.pointee.fonts[$0], FC_FAMILY) }
    }

    /// A `target="font"` rule assigning the rendering settings the full configuration chose.
    private static func renderingRule(from prepared: OpaquePointer) -> String {
        defer { FcPatternDestroy(prepared) }
        var edits = ""
        for name in [FC_ANTIALIAS, FC_HINTING, FC_AUTOHINT, FC_EMBEDDED_BITMAP] {
            var value: FcBool = 0
            if FcPatternGetBool(prepared, name, 0, &value) == FcResultMatch {
                edits += "    <edit name=\"\(name)\" mode=\"assign\"><bool>\(value != 0)</bool></edit>\n"
            }
        }
        for name in [FC_HINT_STYLE, FC_RGBA, FC_LCD_FILTER] {
            var value: Int32 = 0
            if FcPatternGetInteger(prepared, name, 0, &value) == FcResultMatch {
                edits += "    <edit name=\"\(name)\" mode=\"assign\"><int>\(value)</int></edit>\n"
            }
        }
        return edits.isEmpty ? "" : "  <match target=\"font\">\n\(edits)  </match>\n"
    }

    /// Slanted and emboldened faces for families without a real italic or bold, as the
    /// system configuration makes them.
    private static let syntheticStyles = """
          <match target="font">
            <test name="slant" compare="eq"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times></edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
            <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
          </match>
          <match target="font">
            <test name="weight" compare="less_eq"><const>medium</const></test>
            <test target="pattern" name="weight" compare="more_eq"><const>bold</const></test>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
            <edit name="weight" mode="assign"><const>bold</const></edit>
          </match>

        """

    // MARK: - Helpers

    private static func comment(_ line: Substring, prefix: String) -> Substring? {
        guard line.hasPrefix("<!-- " + prefix), line.hasSuffix(" -->") else { return nil }
        return line.dropFirst(5 + prefix.count).dropLast(4)
    }

    private static func strings(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        defer { FcStrListDone(list) }
        var result: [String] = []
        while let next = FcStrListNext(list) { result.append(String(cString: next)) }
        return result
    }

    private static func files(_ set: UnsafeMutablePointer<FcFontSet>?) -> [String] {
        guard let set else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { string(set.pointee.fonts[$0], FC_FILE) }
    }

    private static func string(_ pattern: OpaquePointer?, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert(FontConfigurationCache.normalized($0)).inserted }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

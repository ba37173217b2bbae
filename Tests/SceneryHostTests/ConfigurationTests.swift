import Foundation
import SceneryConfiguration
import Testing

@Suite("Host configuration files: defaults, overrides, errors with file, line and key")
struct ConfigurationTests {
    /// A private XDG_CONFIG_HOME holding `text` as the configuration of app `Demo`.
    private func withFile(_ text: String?, environment: [String: String] = [:], _ body: (EffectiveConfiguration) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.path + "/scenery-config-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/scenery", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        if let text { try text.write(toFile: directory + "/scenery/Demo.toml", atomically: true, encoding: .utf8) }
        var all = environment
        all["XDG_CONFIG_HOME"] = directory
        let effective = ConfigurationLoader.load(appID: "Demo") { all[$0] }
        #expect(effective.path == directory + "/scenery/Demo.toml")
        try body(effective)
    }

    @Test("Without a file every setting has its documented default")
    func defaults() throws {
        try withFile(nil) { effective in
            #expect(effective.values == HostConfiguration())
            #expect(effective.diagnostics.isEmpty)
            #expect(HostSetting.allCases.allSatisfy { effective.source(of: $0) == .defaultValue })
        }
    }

    @Test("config/scenery.toml states exactly the built-in defaults, and every key")
    func defaultsFileMatches() throws {
        let repository = String(#filePath.dropLast("Tests/SceneryHostTests/ConfigurationTests.swift".count))
        let text = try String(contentsOfFile: repository + "config/scenery.toml", encoding: .utf8)
        let parsed = ConfigurationFileParser.parse(text, path: "config/scenery.toml")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(Set(parsed.values.keys) == Set(HostSetting.allCases))
        var effective = EffectiveConfiguration(path: "")
        for (setting, entry) in parsed.values { effective.apply(entry.value, to: setting) }
        #expect(effective.values == HostConfiguration())
    }

    @Test("A file's values replace the defaults and each says its line")
    func overrides() throws {
        try withFile("# mine\nspare-renderers = 3\n\n\"hang-timeout\" = 2.5\nrestart-limit = 0\nrestart-interval = 60\nwatchdog = 20\nlog-level = \"Info\"\n") { effective in
            #expect(effective.diagnostics.isEmpty, "\(effective.diagnostics)")
            #expect(effective.values.spareRenderers == 3)
            #expect(effective.values.hangTimeout == 2.5)
            #expect(effective.values.restartLimit == 0)
            #expect(effective.values.restartInterval == 60)
            #expect(effective.values.watchdog == 20)
            #expect(effective.values.logLevel == .info)
            #expect(effective.source(of: .spareRenderers) == .file(path: effective.path, line: 2))
            #expect(effective.source(of: .hangTimeout) == .file(path: effective.path, line: 4))
            #expect(effective.source(of: .logLevel) == .file(path: effective.path, line: 8))
        }
    }

    @Test("A wrong value is an error naming file, line and key; its default stands and the other keys apply")
    func wrongValues() throws {
        try withFile("spare-renderers = 9\nhang-timeout = \"soon\"\nrestart-limit = 2\nlog-level = \"loud\"\nwatchdog = -1\n") { effective in
            #expect(effective.values.spareRenderers == 1)
            #expect(effective.values.hangTimeout == 5)
            #expect(effective.values.restartLimit == 2)
            #expect(effective.values.logLevel == .warning)
            #expect(effective.values.watchdog == 0)
            let lines = effective.diagnostics.map(\.description)
            #expect(effective.diagnostics.count == 4, "\(lines)")
            #expect(effective.diagnostics.allSatisfy { $0.severity == .error })
            #expect(lines.contains { $0.hasPrefix(effective.path + ":1: error: key 'spare-renderers': expected a whole number from 0 to 8, found 9") })
            #expect(lines.contains { $0.hasPrefix(effective.path + ":2: error: key 'hang-timeout'") && $0.contains("the string \"soon\"") })
            #expect(lines.contains { $0.hasPrefix(effective.path + ":4: error: key 'log-level'") })
            #expect(lines.contains { $0.hasPrefix(effective.path + ":5: error: key 'watchdog'") })
        }
    }

    @Test("An unknown key or table is a warning with its line; nothing else changes")
    func unknownKeys() throws {
        try withFile("spare-renderer = 2\nwatchdog = 4\n[extra]\nspare-renderers = 5\n") { effective in
            #expect(effective.values.spareRenderers == 1, "a key inside a table is not the top-level one")
            #expect(effective.values.watchdog == 4)
            #expect(effective.diagnostics.count == 2, "\(effective.diagnostics)")
            #expect(effective.diagnostics.allSatisfy { $0.severity == .warning })
            #expect(effective.diagnostics.first?.description.hasPrefix(effective.path + ":1: warning: key 'spare-renderer': unknown key") == true)
            #expect(effective.diagnostics.contains { $0.key == "extra" })
        }
    }

    @Test("A line that is not TOML is reported with its line and key; the valid lines still apply")
    func syntaxError() throws {
        try withFile("spare-renderers = 2\nhang-timeout = = 3\nrestart-limit = 7\n") { effective in
            #expect(effective.values.spareRenderers == 2)
            #expect(effective.values.restartLimit == 7)
            #expect(effective.values.hangTimeout == 5)
            #expect(effective.source(of: .restartLimit) == .file(path: effective.path, line: 3))
            let diagnostic = try #require(effective.diagnostics.first)
            #expect(effective.diagnostics.count == 1)
            #expect(diagnostic.severity == .error && diagnostic.line == 2 && diagnostic.key == "hang-timeout")
            #expect(diagnostic.description.contains("not valid TOML"))
        }
    }

    @Test("The environment overrides the file for one launch; a wrong environment value is reported and ignored")
    func environment() throws {
        try withFile("spare-renderers = 2\nlog-level = \"error\"\n", environment: ["SCENERY_SPARE_RENDERERS": "0", "SCENERY_LOG": "noisy"]) { effective in
            #expect(effective.values.spareRenderers == 0)
            #expect(effective.source(of: .spareRenderers) == .environment("SCENERY_SPARE_RENDERERS"))
            #expect(effective.values.logLevel == .error, "the file's level stands when the environment's is wrong")
            #expect(effective.diagnostics.count == 1 && effective.diagnostics[0].key == "SCENERY_LOG")
        }
    }

    @Test("A file that cannot be used at all (not UTF-8, too large) is an error and the defaults stand")
    func unusableFiles() throws {
        try withFile("spare-renderers = 2\n\u{FFFF}") { effective in
            // U+FFFF is valid UTF-8 but not allowed by TOML: reported, the valid line applies.
            #expect(effective.values.spareRenderers == 2)
            #expect(!effective.diagnostics.isEmpty)
        }
        try withFile(String(repeating: "# padding\n", count: 120_000)) { effective in
            #expect(effective.values == HostConfiguration())
            #expect(effective.diagnostics.count == 1 && effective.diagnostics[0].description.contains("larger than"))
        }
    }
}


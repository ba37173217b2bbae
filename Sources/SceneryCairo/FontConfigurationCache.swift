#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import SceneryPlatform

/// The renderer's font configuration: the compact one from the cache when it is current,
/// else the system's.
///
/// * At start, before Pango's font map exists, ``installCompactIfCurrent()`` loads
///   `$XDG_CACHE_HOME/scenery/fonts-<format>.conf` and makes it fontconfig's current
///   configuration — when its stamp matches the system (``FontConfigurationStamp``). Pango
///   then finds fontconfig initialised and skips loading the system configuration.
/// * Every family a layout uses goes through ``use(_:fontMap:)``. A family the compact
///   configuration does not cover switches the process to the system configuration
///   before the family is ever measured, so text always resolves as the system would
///   resolve it.
/// * After the window's first frame, ``refreshIfNeeded()`` writes a new compact
///   configuration when there was none, it was stale or unreadable, or a new family was
///   used: on a background thread, from a freshly loaded system configuration, atomically
///   (temporary file, fsync, rename). Renderers writing at once each write a whole file.
@MainActor
package enum FontConfigurationCache {
    /// Whether the compact configuration is in use, and which families it covers (normalised).
    private static var covered: Set<String>?
    /// The families of the installed configuration, as written.
    private static var cachedFamilies: [String] = []
    /// Every family this process has laid text out in, normalised, and as first asked for.
    private static var used: [String: String] = [:]
    /// The family names passed to ``use(_:fontMap:)`` so far, exactly as spelled.
    private static var seen: Set<String> = []
    private static var needsRefresh = false
    private static var refreshStarted = false

    /// Where the compact configuration lives; nil without a home directory.
    nonisolated package static var path: String? {
        RuntimePaths.cacheDirectory().map { $0 + "/fonts-\(CompactFontConfiguration.formatVersion).conf" }
    }

    /// Whether text is resolved through the compact configuration right now.
    package static var usesCompactConfiguration: Bool { covered != nil }

    /// Makes the cached compact configuration fontconfig's current one if it describes
    /// this system, and returns its families; nil when there is none, it is stale or
    /// fontconfig refuses it. Call before anything creates a Pango font map, on any thread;
    /// hand the result to ``adopt(_:)`` on the main actor.
    nonisolated package static func installCompactIfCurrent() -> [String]? {
        guard let path, let stamp = FontConfigurationStamp.current() else { return nil }
        guard let bytes = try? AtomicFile.read(path),
              let cached = CompactFontConfiguration(text: String(decoding: bytes, as: UTF8.self)),
              cached.stamp == stamp,
              let config = CompactFontConfiguration.load(cached.text)
        else { return nil }
        guard FcConfigSetCurrent(config) == FcTrue else {
            FcConfigDestroy(config)
            return nil
        }
        // The current configuration stays for the life of the process (fontconfig
        // versions differ on whether FcConfigSetCurrent takes a reference, so none is dropped).
        StartupTrace.mark("renderer", "compact font configuration installed")
        return cached.families
    }

    /// Records what ``installCompactIfCurrent()`` found: the families the compact
    /// configuration covers, or nil when the system's is in use and a fresh compact one
    /// should be written after the first frame.
    package static func adopt(_ families: [String]?) {
        guard let families else {
            needsRefresh = true
            return
        }
        cachedFamilies = families
        covered = Set(families.map(normalized))
    }

    /// Records that text is laid out in `family`; switches to the system configuration
    /// first when the compact one does not cover it.
    static func use(_ family: String, fontMap: OpaquePointer?) {
        // Every layout comes here: a family seen before, as spelled, costs one set lookup.
        guard seen.insert(family).inserted else { return }
        let key = normalized(family)
        guard used[key] == nil else { return }
        used[key] = family
        guard let covered else {
            if !cachedFamilies.contains(where: { normalized($0) == key }) { needsRefresh = true }
            return
        }
        guard !covered.contains(key) else { return }
        needsRefresh = true
        self.covered = nil
        if let full = FcInitLoadConfigAndFonts() { _ = FcConfigSetCurrent(full) }
        StartupTrace.mark("renderer", "system font configuration loaded for \(family)")
        if let fontMap { pango_fc_font_map_cache_clear(fontMap) }
        configurationChanges += 1
    }

    /// How many times the process switched to the system configuration: fonts loaded
    /// before a switch may not be the ones a layout picks after it.
    package private(set) static var configurationChanges = 0

    /// Writes a fresh compact configuration in the background if this process found none,
    /// a stale one, or used a family it lacked. At most once per process.
    package static func refreshIfNeeded() {
        guard needsRefresh, !refreshStarted, let path, FontConfigurationStamp.current() != nil else { return }
        refreshStarted = true
        let families = CompactFontConfiguration.genericFamilies + cachedFamilies + used.values.sorted()
        BackgroundThread.start { write(families: families, to: path) }
    }

    /// Loads the system configuration, makes the compact one and replaces the file.
    nonisolated package static func write(families: [String], to path: String) {
        guard let full = FcInitLoadConfigAndFonts() else { return }
        defer { FcConfigDestroy(full) }
        // Stamped after loading: loading may have refreshed fontconfig's own caches.
        guard let stamp = FontConfigurationStamp.current() else { return }
        let compact = CompactFontConfiguration(from: full, families: families, stamp: stamp)
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        try? AtomicFile.makeDirectories(directory)
        try? AtomicFile.write(Array(compact.text.utf8), to: path)
    }

    /// A family name as fontconfig compares it: case and blanks ignored.
    nonisolated package static func normalized(_ family: String) -> String {
        String(family.lowercased().filter { $0 != " " })
    }
}

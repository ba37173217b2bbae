#if canImport(Glibc)
import Glibc
#endif
import CSceneryGraphics
import SceneryPlatform

/// Finds symbol images in the installed freedesktop icon themes.
///
/// SF Symbols names map to freedesktop icon names (docs/symbols.md). Symbolic icons are
/// monochrome masks tinted with the foreground style, as SF Symbols are.
@MainActor
package final class SymbolArtwork {
    /// A loaded icon: a Cairo image surface and whether it is a symbolic (mask) icon.
    struct Icon {
        var surface: OpaquePointer
        var symbolic: Bool
        var pixelSize: Int
    }

    private var cache: [String: Icon?] = [:]
    private let searchRoots: [String]

    /// SF Symbols names and the freedesktop icons that show the same thing, best first.
    static let freedesktopNames: [String: [String]] = [
        // Only icons that show the same thing: Adwaita's web-browser icon is a compass, not
        // a globe, so without a real globe icon Scenery draws one.
        "globe": ["globe-symbolic", "globe"],
        "folder": ["folder-symbolic", "folder"],
        "star": ["non-starred-symbolic"],
        "star.fill": ["starred-symbolic"],
        "star.leadinghalf.filled": ["semi-starred-symbolic"],
        "gear": ["emblem-system-symbolic", "preferences-system-symbolic"],
        "trash": ["user-trash-symbolic", "user-trash"],
        "plus": ["list-add-symbolic"],
        "minus": ["list-remove-symbolic"],
        "checkmark": ["object-select-symbolic"],
        "calendar": ["x-office-calendar-symbolic", "office-calendar-symbolic"],
        "xmark": ["window-close-symbolic"],
        "pencil": ["document-edit-symbolic"],
        "doc.on.doc": ["edit-copy-symbolic"],
        "scissors": ["edit-cut-symbolic"],
        "arrow.clockwise": ["view-refresh-symbolic"],
        "magnifyingglass": ["edit-find-symbolic", "system-search-symbolic"],
        "heart": ["emblem-favorite-symbolic"],
        "house": ["go-home-symbolic", "user-home-symbolic"],
        "folder.badge.plus": ["folder-new-symbolic"],
        "person": ["avatar-default-symbolic"],
        "camera": ["camera-photo-symbolic"],
        "alarm": ["alarm-symbolic"],
        "bell": ["preferences-system-notifications-symbolic"],
        "bell.slash": ["notifications-disabled-symbolic"],
        "lock": ["changes-prevent-symbolic"],
        "envelope": ["mail-unread-symbolic"],
        "paperplane": ["mail-send-symbolic"],
        "bookmark": ["user-bookmarks-symbolic"],
        "info.circle": ["dialog-information-symbolic"],
        "exclamationmark.triangle": ["dialog-warning-symbolic"],
        "questionmark.circle": ["help-browser-symbolic"],
        "play.fill": ["media-playback-start-symbolic"],
        "pause.fill": ["media-playback-pause-symbolic"],
        "stop.fill": ["media-playback-stop-symbolic"],
        "speaker.wave.2": ["audio-volume-medium-symbolic"],
        "speaker.slash": ["audio-volume-muted-symbolic"],
        "wifi": ["network-wireless-symbolic"],
        "sun.max": ["weather-clear-symbolic"],
        "moon": ["weather-clear-night-symbolic"],
        "cloud": ["weather-overcast-symbolic"],
        "cloud.rain": ["weather-showers-symbolic"],
        "snowflake": ["weather-snow-symbolic"],
        "snow": ["weather-snow-symbolic"],
        "sidebar.left": ["sidebar-show-symbolic"],
    ]

    /// The loaded icons' surfaces go with the artwork (a painter dropped with its backend).
    isolated deinit {
        for case let icon? in cache.values { cairo_surface_destroy(icon.surface) }
    }

    package init(searchRoots: [String]? = nil) {
        if let searchRoots {
            self.searchRoots = searchRoots
        } else {
            let dataDirs = (getenv("XDG_DATA_DIRS").map { String(cString: $0) } ?? "")
                .split(separator: ":").map(String.init).filter { !$0.isEmpty }
            let roots = (dataDirs.isEmpty ? ["/usr/local/share", "/usr/share"] : dataDirs).map { $0 + "/icons" }
            self.searchRoots = roots
        }
    }

    /// The best icon for `systemName` at about `pixelSize`, or nil when no theme has one.
    func icon(for systemName: String, pixelSize: Int) -> Icon? {
        let key = "\(systemName)@\(pixelSize)"
        if let cached = cache[key] { return cached }
        let found = lookUp(systemName, pixelSize: pixelSize)
        cache[key] = found
        return found
    }

    /// The themes searched, in order, with their caches (nil when a theme has no cache).
    private lazy var themes: [(path: String, cache: IconThemeCache?)] = {
        var found: [(String, IconThemeCache?)] = []
        for root in searchRoots {
            for theme in ["Adwaita", "hicolor"] {
                let path = "\(root)/\(theme)"
                guard access(path, R_OK) == 0 else { continue }
                found.append((path, IconThemeCache(path: path + "/icon-theme.cache")))
            }
        }
        return found
    }()

    /// The best full-colour icon for `systemName` (for `.multicolor` symbols): the mapped
    /// names without their `-symbolic` suffix, then the name itself; nil when no theme has
    /// one.
    func colorIcon(for systemName: String, pixelSize: Int) -> Icon? {
        let key = "\(systemName)@\(pixelSize)/color"
        if let cached = cache[key] { return cached }
        var names = (Self.freedesktopNames[systemName] ?? []).map { name in
            name.hasSuffix("-symbolic") ? String(name.dropLast("-symbolic".count)) : name
        }
        names.append(systemName)
        let found = lookUp(names: names, pixelSize: pixelSize, symbolic: false)
        cache[key] = found
        return found
    }

    /// Whether `systemName` is a symbol Scenery knows: in the mapping table, drawn by
    /// itself (`globe`), or found in a theme. `symbolVariant` uses a variant's name only
    /// when this is true for it.
    package func canDraw(_ systemName: String) -> Bool {
        Self.freedesktopNames[systemName] != nil || systemName == "globe" || icon(for: systemName, pixelSize: 16) != nil
    }

    private func lookUp(_ systemName: String, pixelSize: Int) -> Icon? {
        let names = Self.freedesktopNames[systemName] ?? [systemName + "-symbolic", systemName]
        return lookUp(names: names, pixelSize: pixelSize, symbolic: nil)
    }

    /// The first of `names` a theme has, as a symbolic icon (`symbolic` true), a
    /// full-colour one (false) or either (nil).
    private func lookUp(names: [String], pixelSize: Int, symbolic wanted: Bool?) -> Icon? {
        for name in names {
            for theme in themes {
                // A symbolic icon's PNG renditions are cached as "<name>.symbolic".
                let candidates = [(name + ".symbolic", true), (name, name.hasSuffix("-symbolic"))]
                    .filter { wanted == nil || $0.1 == wanted }
                for (cachedName, symbolic) in candidates {
                    let renditions: [(directory: String, size: Int)]
                    if let cache = theme.cache {
                        renditions = cache.renditions(of: cachedName).compactMap { rendition in
                            guard rendition.hasPNG, let size = rendition.pixelSize else { return nil }
                            return (rendition.directory, size)
                        }
                    } else {
                        renditions = scanDirectories(theme.path, for: cachedName)
                    }
                    // Prefer the smallest rendition at least as large as asked, then the largest.
                    let best = renditions.filter { $0.size >= pixelSize }.min { $0.size < $1.size }
                        ?? renditions.max { $0.size < $1.size }
                    guard let best else { continue }
                    let path = "\(theme.path)/\(best.directory)/\(cachedName).png"
                    guard let surface = cairo_image_surface_create_from_png(path),
                          cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
                    else { continue }
                    return Icon(surface: surface, symbolic: symbolic, pixelSize: best.size)
                }
            }
        }
        return nil
    }

    /// For a theme without an `icon-theme.cache`: looks in each `<size>x<size>/<context>`.
    private func scanDirectories(_ theme: String, for name: String) -> [(directory: String, size: Int)] {
        var found: [(String, Int)] = []
        for size in [16, 22, 24, 32, 48, 64, 96, 128, 256] {
            let sizeDirectory = "\(size)x\(size)"
            for context in DirectoryListing.names(in: "\(theme)/\(sizeDirectory)") ?? [] where !context.hasPrefix(".") {
                if access("\(theme)/\(sizeDirectory)/\(context)/\(name).png", R_OK) == 0 {
                    found.append(("\(sizeDirectory)/\(context)", size))
                }
            }
        }
        return found
    }
}
